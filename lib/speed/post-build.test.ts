import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isPageDataUrl, LOADER_ID, loaderScript, loaderSources, LOADER_TIMING } from "./loader";
import crypto from "node:crypto";
import { allowInlineScripts, ASSUMPTIONS, BrokenAssumption, chunkFile, COMPILE_HINT, deferBuild, deferFrameworkScripts, inlineScriptHashes, pageDataUrl, routeCacheDirectory, withCompileHint } from "./post-build";

const head =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>' +
  '<title>A &amp; B</title></head>';
const body =
  '<body><header><svg viewBox="0 0 32 32"><path d="M0 0"/></svg></header>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script type="application/ld+json">{"@type":"Article","name":"a </b> c"}</script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>self.__next_f.push([1,"\\u003cp\\u003eHello"])</script></body></html>';
const page = head + body;
const PAGE_DATA_SOURCE = '(self.__next_f=self.__next_f||[]).push([0])\nself.__next_f.push([1,"\\u003cp\\u003eHello"])';

describe("deferFrameworkScripts", () => {
  const PAGE_DATA = ["(self.__next_f=self.__next_f||[]).push([0])", 'self.__next_f.push([1,"\\u003cp\\u003eHello"])'];

  test("replaces every framework <script src async> with one loader before </body>, in order, after the page data", () => {
    const { html, deferred, pageData } = deferFrameworkScripts(page);
    expect(deferred).toEqual([
      "/_next/static/chunks/react-dom.js",
      "/_next/static/chunks/turbopack-runtime.js",
      "/_next/static/chunks/main.js",
    ]);
    expect(html).not.toMatch(/<script src="[^"]*" async=""><\/script>/);
    expect(html.endsWith(`${loaderScript([pageData!.url, ...deferred])}</body></html>`)).toBe(true);
  });

  test("moves the inline page data into one file, named by its content, that the loader runs first", () => {
    const { html, pageData } = deferFrameworkScripts(page);
    expect(html).not.toContain("__next_f");
    expect(pageData!.source).toBe(`${PAGE_DATA.join("\n")}\n`);
    expect(pageData!.url).toMatch(/^\/_next\/static\/page-data\/[0-9a-f]{16}\.js$/);
    expect(loaderSources(html)[0]).toBe(pageData!.url);
    expect(isPageDataUrl(pageData!.url)).toBe(true);
    // Another name for other data: a browser never runs a cached copy of another build's data.
    expect(deferFrameworkScripts(page.replace("Hello", "Hi")).pageData!.url).not.toBe(pageData!.url);
    expect(pageDataUrl("https://cdn.example.com/_next/static/chunks/a.js", "x")).toMatch(/^https:\/\/cdn\.example\.com\/_next\/static\/page-data\//);
  });

  test("a page without inline page data fails loudly: the framework could not hydrate it", () => {
    const withoutData = page.replace(/<script>[^<]*__next_f[^<]*<\/script>/g, "");
    expect(() => deferFrameworkScripts(withoutData, "about.html")).toThrow('assumption "inlinePageData" no longer holds');
  });

  test("drops the preloads of the deferred chunks, which would fetch them before the first frame all the same", () => {
    const { html } = deferFrameworkScripts(page);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
  });

  test("leaves every other byte as it was: structured data, the legacy polyfill, the chunk list, the stylesheet", () => {
    const { html, deferred, pageData } = deferFrameworkScripts(page);
    let expected = page
      .replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>', "")
      .replace('<script src="/_next/static/chunks/react-dom.js" async=""></script>', "")
      .replace('<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>', "")
      .replace('<script src="/_next/static/chunks/main.js" async=""></script>', "")
      .replace("</body>", `${loaderScript([pageData!.url, ...deferred])}</body>`);
    for (const script of PAGE_DATA) expected = expected.replace(`<script>${script}</script>`, "");
    expect(html).toBe(expected);
  });

  describe("the loader", () => {
    /** Runs the loader's script against a recorded browser. */
    function runLoader({ observer = true, sources = ["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"] } = {}) {
      const source = /<script[^>]*>([\s\S]*)<\/script>/.exec(loaderScript(sources))![1]!;
      type Element_ = { tag: string; src: string; href: string; rel: string; as: string; async: boolean; onload?: () => void; onerror?: () => void };
      const elements: Element_[] = [];
      const frames: ((time: number) => void)[] = [];
      let timers: { id: number; at: number; run: () => void }[] = [];
      let nextTimer = 0;
      let now = 0;
      let onLoad: (() => void) | undefined;
      let observe: ((entries: { startTime: number }[]) => void) | undefined;
      const listeners = new Map<string, Set<() => void>>();
      const document = {
        readyState: "interactive",
        currentScript: { dataset: { scripts: JSON.stringify(sources) } },
        createElement: (tag: string): Element_ => ({ tag, src: "", href: "", rel: "", as: "", async: true }),
        head: { appendChild: (element: Element_) => elements.push(element) },
        addEventListener: (type: string, listener: () => void, capture: boolean) => {
          expect(capture).toBe(true);
          listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
        },
        removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
      };
      const window = { addEventListener: (type: string, listener: () => void) => type === "load" && (onLoad = listener) };
      class PerformanceObserver {
        constructor(callback: (list: { getEntries: () => { startTime: number }[] }) => void) {
          observe = (entries) => callback({ getEntries: () => entries });
        }
        observe() {}
        disconnect() {
          observe = undefined;
        }
      }
      new Function("document", "window", "requestAnimationFrame", "setTimeout", "clearTimeout", "PerformanceObserver", source)(
        document,
        window,
        (callback: (time: number) => void) => frames.push(callback),
        (run: () => void, delay = 0) => {
          timers.push({ id: ++nextTimer, at: now + delay, run });
          return nextTimer;
        },
        (id: number) => (timers = timers.filter((timer) => timer.id !== id)),
        observer ? PerformanceObserver : undefined,
      );
      const advance = (ms: number) => {
        now += ms;
        for (;;) {
          const due = timers.filter((timer) => timer.at <= now);
          if (due.length === 0) break;
          timers = timers.filter((timer) => timer.at > now);
          due.forEach((timer) => timer.run());
        }
      };
      /** Runs the timer due first as a task of its own; false when none is due. */
      const task = () => {
        const [due] = timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at || a.id - b.id);
        if (!due) return false;
        timers = timers.filter((timer) => timer !== due);
        due.run();
        return true;
      };
      const scripts = () => elements.filter((element) => element.tag === "script");
      return {
        get added() {
          return scripts().map((element) => element.src);
        },
        get ordered() {
          return scripts().map((element) => !element.async);
        },
        get preloaded() {
          return elements.filter((element) => element.tag === "link" && element.rel === "preload" && element.as === "script").map((element) => element.href);
        },
        ran: (src: string) => scripts().find((element) => element.src === src)!.onload?.(),
        failed: (src: string) => scripts().find((element) => element.src === src)!.onerror!(),
        unreachable: (href: string) => elements.find((element) => element.tag === "link" && element.href === href)!.onerror!(),
        downloaded: (href: string) => elements.find((element) => element.tag === "link" && element.href === href)!.onload!(),
        press: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
        listening: () => [...listeners.values()].reduce((count, set) => count + set.size, 0),
        frame: (time: number) => frames.shift()?.(time),
        load: () => onLoad!(),
        paint: (startTime: number) => observe?.([{ startTime }]),
        advance,
        wait: (ms: number) => (now += ms),
        task,
      };
    }

    const { quiet, fallback, cap, press } = LOADER_TIMING;
    const A = "/_next/static/chunks/a.js";
    const B = "/_next/static/chunks/b.js";

    /** A loader whose page has settled: it has added every script but the last. */
    function settled() {
      const browser = runLoader();
      browser.load();
      browser.frame(10);
      browser.advance(fallback);
      expect(browser.added).toEqual([A]);
      return browser;
    }

    test("adds the scripts in order once the page has loaded and its largest paint has settled", () => {
      const browser = runLoader();
      browser.frame(5); // nothing is asked of frames before the load event
      browser.advance(2000);
      expect(browser.added).toEqual([]);
      browser.load();
      browser.frame(100);
      browser.paint(90); // a paint from before that frame does not count
      browser.advance(10);
      expect(browser.added).toEqual([]);
      browser.paint(130); // the frame is on screen
      browser.advance(quiet - 1);
      expect(browser.added).toEqual([]);
      browser.advance(1);
      // The last one is fetched beside them and added once it is in and they have run.
      expect(browser.added).toEqual([A]);
      expect(browser.preloaded).toEqual([B]);
      browser.downloaded(B);
      expect(browser.added).toEqual([A]);
      browser.ran(A);
      expect(browser.added).toEqual([A, B]);
      // In the order given, not as each arrives: the page data before the framework.
      expect(browser.ordered).toEqual([true, true]);
      browser.paint(400);
      browser.advance(cap);
      expect(browser.added).toHaveLength(2);
    });

    test("adds each script but the last in a task of its own, so that a tap is answered between them", () => {
      const C = "/_next/static/chunks/c.js";
      const browser = runLoader({ sources: [A, B, C] });
      browser.load();
      browser.frame(10);
      browser.wait(fallback);
      expect(browser.task()).toBe(true);
      expect(browser.added).toEqual([A]);
      expect(browser.preloaded).toEqual([C]);
      expect(browser.task()).toBe(true);
      expect(browser.added).toEqual([A, B]);
      while (browser.task());
      expect(browser.added).toEqual([A, B]);
      browser.ran(A);
      browser.downloaded(C);
      expect(browser.added).toEqual([A, B]);
      browser.ran(B);
      expect(browser.added).toEqual([A, B, C]);
      expect(browser.ordered).toEqual([true, true, true]);
    });

    test("adds the last script once the one before it has run and it has downloaded, in either order", () => {
      const browser = settled();
      browser.ran(A);
      expect(browser.added).toEqual([A]);
      browser.downloaded(B);
      expect(browser.added).toEqual([A, B]);
    });

    test("holds the framework's start while a press is under way, until the frame after it ends", () => {
      const browser = settled();
      browser.press("pointerdown");
      browser.ran(A);
      browser.downloaded(B);
      browser.advance(200);
      expect(browser.added).toEqual([A]);
      browser.press("click");
      browser.advance(0);
      expect(browser.added).toEqual([A]); // the frame answering the tap comes first
      browser.frame(300);
      browser.advance(0);
      expect(browser.added).toEqual([A, B]);
      expect(browser.listening()).toBe(0);
    });

    test("a key held down holds it too, and a cancelled touch (a scroll) lets it go", () => {
      const keys = settled();
      keys.press("keydown");
      keys.ran(A);
      keys.downloaded(B);
      keys.press("keyup");
      keys.frame(50);
      keys.advance(0);
      expect(keys.added).toEqual([A, B]);

      const scroll = settled();
      scroll.press("pointerdown");
      scroll.ran(A);
      scroll.downloaded(B);
      scroll.press("pointercancel");
      scroll.frame(50);
      scroll.advance(0);
      expect(scroll.added).toEqual([A, B]);
    });

    test("a press that does not end holds it no longer than the limit", () => {
      const browser = settled();
      browser.press("pointerdown");
      browser.ran(A);
      browser.downloaded(B);
      browser.advance(press - 1);
      expect(browser.added).toEqual([A]);
      browser.advance(1);
      browser.frame(press);
      browser.advance(0);
      expect(browser.added).toEqual([A, B]);
    });

    test("a press that ended before the scripts were in holds nothing", () => {
      const browser = settled();
      browser.press("pointerdown");
      browser.press("click");
      browser.frame(20);
      browser.advance(0);
      browser.ran(A);
      browser.downloaded(B);
      expect(browser.added).toEqual([A, B]);
    });

    test("a script that fails to load, or a preload that fails, does not keep the last script from being added", () => {
      const browser = settled();
      browser.failed(A);
      browser.unreachable(B);
      expect(browser.added).toEqual([A, B]);
    });

    test("waits while larger paints keep coming, up to a limit", () => {
      const browser = runLoader();
      browser.load();
      browser.frame(0);
      browser.paint(20);
      browser.advance(quiet - 10);
      browser.paint(200); // an image decoded late
      browser.advance(quiet - 10);
      expect(browser.added).toEqual([]);
      browser.advance(10);
      expect(browser.added).toEqual([A]);

      const restless = runLoader();
      restless.load();
      restless.frame(0);
      for (let time = 0; time < cap - 100; time += 100) {
        restless.paint(time);
        restless.advance(100);
      }
      expect(restless.added).toEqual([]);
      restless.advance(100);
      expect(restless.added).toEqual([A]);
    });

    test("lets the scripts go after a short wait when the frame after loading paints nothing larger", () => {
      const browser = runLoader();
      browser.load();
      browser.frame(10);
      browser.advance(fallback - 1);
      expect(browser.added).toEqual([]);
      browser.advance(1);
      expect(browser.added).toEqual([A]);
    });

    test("works where the browser reports no paints", () => {
      const browser = runLoader({ observer: false });
      browser.load();
      browser.frame(10);
      browser.advance(fallback);
      expect(browser.added).toEqual([A]);
    });

    test("is marked, and its list is an attribute no source can end", () => {
      expect(loaderScript(["/_next/static/chunks/a.js"])).toContain(`id="${LOADER_ID}"`);
      expect(loaderScript(["/x'>.js"])).toContain(`data-scripts='["/x&#39;>.js"]'>`);
      expect(loaderSources(loaderScript(["/a'b&c.js"]))).toEqual(["/a'b&c.js"]);
      // The same code on every page: one hash in the Content Security Policy.
      const code = (sources: string[]) => /<script[^>]*>([\s\S]*)<\/script>/.exec(loaderScript(sources))![1];
      expect(code(["/_next/static/chunks/a.js"])).toBe(code(["/_next/static/page-data/b.js", "/_next/static/chunks/c.js"]));
    });
  });

  test("running twice changes nothing the second time", () => {
    const once = deferFrameworkScripts(page).html;
    const twice = deferFrameworkScripts(once);
    expect(twice.alreadyDone).toBe(true);
    expect(twice.html).toBe(once);
  });

  test("a page without framework scripts fails loudly instead of shipping as it is", () => {
    expect(() => deferFrameworkScripts("<html><head></head><body><p>Hi</p></body></html>", "about.html")).toThrow(
      /assumption "chunkTags" no longer holds[\s\S]*about\.html has no framework <script src async>/,
    );
  });
});

describe("eager compilation of the chunks pages load up front", () => {
  let dist: string;
  const write = (relative: string, text: string) => {
    const file = path.join(dist, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const read = (relative: string) => fs.readFileSync(path.join(dist, relative), "utf8");

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "defer-build-"));
    write("server/app/index.html", page);
    write("server/app/about.html", page.replaceAll("main.js", "about.js"));
    for (const chunk of ["react-dom", "turbopack-runtime", "main", "about", "polyfills", "search-dialog"]) {
      write(`static/chunks/${chunk}.js`, `(globalThis.TURBOPACK||[]).push(["${chunk}"]);`);
    }
    write("static/chunks/main.js", "self.__next_f.forEach(read);");
    write("prerender-manifest.json", JSON.stringify({ routes: { "/": { dataRoute: "/index.rsc" }, "/about": { dataRoute: "/about.rsc" }, "/logo.png": { dataRoute: null } } }));
    write("routes-manifest.json", JSON.stringify({ headers: [{ source: "/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'self'; script-src 'self'; object-src 'none'" }] }] }));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  test("puts V8's compile hint on the first line of every chunk a page loads, and only those", () => {
    const result = deferBuild(dist);
    expect(result).toMatchObject({ pages: 2, changed: 2, hinted: 4 });
    for (const chunk of ["react-dom", "turbopack-runtime", "about"]) {
      expect(read(`static/chunks/${chunk}.js`)).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["${chunk}"]);`);
    }
    expect(read("static/chunks/main.js")).toBe(`${COMPILE_HINT}self.__next_f.forEach(read);`);
    // Loaded on demand or by browsers without modules: left to the engine's lazy default.
    expect(read("static/chunks/search-dialog.js")).not.toContain(COMPILE_HINT);
    expect(read("static/chunks/polyfills.js")).not.toContain(COMPILE_HINT);
  });

  test("a second run changes nothing, and still finds the chunks from the pages' loaders", () => {
    deferBuild(dist);
    const before = read("static/chunks/main.js");
    fs.writeFileSync(path.join(dist, "static/chunks/main.js"), "fresh(self.__next_f);");
    expect(deferBuild(dist)).toMatchObject({ pages: 2, changed: 0, hinted: 1 });
    expect(read("static/chunks/main.js")).toBe(`${COMPILE_HINT}fresh(self.__next_f);`);
    expect(deferBuild(dist).hinted).toBe(0);
    expect(before.startsWith(COMPILE_HINT)).toBe(true);
  });

  test("fails the build when a page loads a chunk the build does not have", () => {
    fs.rmSync(path.join(dist, "static/chunks/about.js"));
    expect(() => deferBuild(dist)).toThrow(/assumption "chunkFiles" no longer holds[\s\S]*a page loads \/_next\/static\/chunks\/about\.js, but .*about\.js does not exist/);
  });

  test("maps a chunk's URL, with or without an origin or a query, to its file in the build", () => {
    expect(chunkFile("/b/.next", "/_next/static/chunks/a%20b.js")).toBe("/b/.next/static/chunks/a b.js");
    expect(chunkFile("/b/.next", "https://cdn.example.com/_next/static/chunks/x.js?dpl=1")).toBe("/b/.next/static/chunks/x.js");
    expect(() => chunkFile("/b/.next", "/scripts/x.js")).toThrow(/not a chunk/);
    expect(withCompileHint(withCompileHint("a()"))).toBe(`${COMPILE_HINT}a()`);
  });

  test("reads back the list of a page that has been processed: its page data, then its chunks", () => {
    const { html, deferred, pageData } = deferFrameworkScripts(page);
    expect(loaderSources(html)).toEqual([pageData!.url, ...deferred]);
    expect(loaderSources(page)).toEqual([]);
  });

  test("writes each page's data where its address points, and leaves it without the compile hint", () => {
    deferBuild(dist);
    const [url] = loaderSources(read("server/app/index.html"));
    expect(isPageDataUrl(url!)).toBe(true);
    expect(fs.readFileSync(chunkFile(dist, url!), "utf8")).toBe(`${PAGE_DATA_SOURCE}\n`);
    expect(read("server/app/index.html")).not.toContain("__next_f");
  });
});

describe("each assumption about the build output fails the build by its name", () => {
  const broken = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof BrokenAssumption) return error.assumption;
      throw error;
    }
    return null;
  };

  test("pages that load the framework as modules", () => {
    expect(broken(() => deferFrameworkScripts(page.replace('src="/_next/static/chunks/main.js" async=""', 'type="module" src="/_next/static/chunks/main.js"')))).toBe("classicChunks");
  });

  test("page data without its bootstrap, or over several lines", () => {
    expect(broken(() => deferFrameworkScripts(page.replace("(self.__next_f=self.__next_f||[]).push([0])", "self.__next_f.push([0])")))).toBe("inlinePageData");
    expect(broken(() => deferFrameworkScripts(page.replace('"\\u003cp\\u003eHello"', '"a",\n"b"')))).toBe("inlinePageData");
  });

  test("a document without </body>", () => {
    expect(broken(() => deferFrameworkScripts(page.replace("</body></html>", "")))).toBe("bodyEnd");
  });

  test("the runtime cache under another name, or no longer found where it was", () => {
    expect(routeCacheDirectory("/b/.next")).toBe("/b/.next/server/route-cache");
    expect(broken(() => routeCacheDirectory("/b/.next", () => ({ ROUTE_CACHE_DIRECTORY: "page-cache" })))).toBe("routeCache");
    expect(
      broken(() =>
        routeCacheDirectory("/b/.next", () => {
          throw new Error("Cannot find module");
        }),
      ),
    ).toBe("routeCache");
  });

  describe("in a build folder", () => {
    let dist: string;
    beforeEach(() => {
      dist = fs.mkdtempSync(path.join(os.tmpdir(), "assumptions-"));
      fs.mkdirSync(path.join(dist, "server/app"), { recursive: true });
      fs.mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
      fs.writeFileSync(path.join(dist, "server/app/index.html"), page);
      for (const chunk of ["react-dom", "turbopack-runtime", "main"]) fs.writeFileSync(path.join(dist, `static/chunks/${chunk}.js`), "run();");
      fs.writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify({ routes: { "/": { dataRoute: "/index.rsc" } } }));
    fs.writeFileSync(path.join(dist, "routes-manifest.json"), JSON.stringify({ headers: [{ source: "/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'self'; script-src 'self'; object-src 'none'" }] }] }));
    });
    afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

    test("no chunk reads the page data from self.__next_f", () => {
      expect(broken(() => deferBuild(dist))).toBe("dataReader");
    });

    test("a page of the prerender manifest without its HTML file, or no manifest", () => {
      fs.writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify({ routes: { "/": { dataRoute: "/index.rsc" }, "/about": { dataRoute: "/about.rsc" } } }));
      expect(broken(() => deferBuild(dist))).toBe("prerenderedHtml");
      fs.rmSync(path.join(dist, "prerender-manifest.json"));
      expect(broken(() => deferBuild(dist))).toBe("prerenderedHtml");
    });

    test("no manifest of headers, or no Content-Security-Policy with script-src in it", () => {
      fs.writeFileSync(path.join(dist, "static/chunks/main.js"), "read(self.__next_f);");
      fs.writeFileSync(path.join(dist, "routes-manifest.json"), JSON.stringify({ headers: [] }));
      expect(broken(() => deferBuild(dist))).toBe("headersManifest");
      fs.rmSync(path.join(dist, "routes-manifest.json"));
      expect(broken(() => deferBuild(dist))).toBe("headersManifest");
    });

    test("every assumption has a test above", () => {
      expect(Object.keys(ASSUMPTIONS).sort()).toEqual(["bodyEnd", "chunkFiles", "chunkTags", "classicChunks", "dataReader", "headersManifest", "inlinePageData", "prerenderedHtml", "routeCache"]);
    });
  });
});

describe("the Content-Security-Policy allows exactly the inline scripts the pages run", () => {
  const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

  test("hashes every script a document runs, not data blocks or external scripts", () => {
    const html =
      '<head><script>a()</script><script type="application/ld+json">{"a":1}</script><script src="/x.js"></script></head>' +
      '<body><script type="module">b()</script><script type="text/JavaScript">c()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()"), sha("c()")]);
  });

  test("adds the hashes to each strict script-src, replacing those of an earlier build and keeping every other source", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
    const policy = "default-src 'self'; script-src 'self' 'sha256-old='; style-src 'self'";
    const editor = "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'";
    fs.writeFileSync(
      path.join(dist, "routes-manifest.json"),
      JSON.stringify({
        headers: [
          { source: "/:path*", headers: [{ key: "Content-Security-Policy", value: policy }, { key: "X-Frame-Options", value: "DENY" }] },
          { source: "/admin", headers: [{ key: "Content-Security-Policy", value: editor }] },
        ],
      }),
    );
    expect(allowInlineScripts(dist, [sha("b"), sha("a"), sha("b")])).toBe(2);
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, "routes-manifest.json"), "utf8"));
    expect(manifest.headers[0].headers[0].value).toBe(`default-src 'self'; script-src 'self' ${[sha("a"), sha("b")].sort().join(" ")}; style-src 'self'`);
    expect(manifest.headers[0].headers[1]).toEqual({ key: "X-Frame-Options", value: "DENY" });
    // A hash beside 'unsafe-inline' would turn it off.
    expect(manifest.headers[1].headers[0].value).toBe(editor);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test("pages that load other chunks and data still run the same inline scripts: one hash each for every page", () => {
    const one = deferFrameworkScripts(page).html;
    const other = deferFrameworkScripts(page.replace("Hello", "Hi").replaceAll("main.js", "other.js")).html;
    expect(inlineScriptHashes(one)).toHaveLength(2);
    expect(inlineScriptHashes(other)).toEqual(inlineScriptHashes(one));
  });
});
