import { deferFrameworkScripts, LOADER_ID, loaderScript, PRESENTED_FALLBACK_MS } from "./defer-scripts";

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

describe("deferFrameworkScripts", () => {
  test("replaces every framework <script src async> with one loader before </body>, in order", () => {
    const { html, deferred } = deferFrameworkScripts(page);
    expect(deferred).toEqual([
      "/_next/static/chunks/react-dom.js",
      "/_next/static/chunks/turbopack-runtime.js",
      "/_next/static/chunks/main.js",
    ]);
    expect(html).not.toMatch(/<script src="[^"]*" async=""><\/script>/);
    expect(html.endsWith(`${loaderScript(deferred)}</body></html>`)).toBe(true);
  });

  test("drops the preloads of the deferred chunks, which would fetch them before the first frame all the same", () => {
    const { html } = deferFrameworkScripts(page);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
  });

  test("leaves every other byte as it was: inline payload, structured data, the legacy polyfill, the stylesheet", () => {
    const { html, deferred } = deferFrameworkScripts(page);
    const expected = page
      .replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>', "")
      .replace('<script src="/_next/static/chunks/react-dom.js" async=""></script>', "")
      .replace('<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>', "")
      .replace('<script src="/_next/static/chunks/main.js" async=""></script>', "")
      .replace("</body>", `${loaderScript(deferred)}</body>`);
    expect(html).toBe(expected);
  });

  describe("the loader", () => {
    /** Runs the loader's script against a recorded browser: frames, timers, load and paint entries. */
    function runLoader({ observer = true } = {}) {
      const source = /<script[^>]*>([\s\S]*)<\/script>/.exec(loaderScript(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]))![1]!;
      const added: string[] = [];
      const frames: ((time: number) => void)[] = [];
      let timers: { at: number; run: () => void }[] = [];
      let now = 0;
      let onLoad: (() => void) | undefined;
      let observe: ((entries: { startTime: number }[]) => void) | undefined;
      const document = {
        readyState: "interactive",
        createElement: () => ({ src: "", async: false }),
        head: { appendChild: (element: { src: string }) => added.push(element.src) },
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
      new Function("document", "window", "requestAnimationFrame", "setTimeout", "PerformanceObserver", source)(
        document,
        window,
        (callback: (time: number) => void) => frames.push(callback),
        (run: () => void, delay: number) => timers.push({ at: now + delay, run }),
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
      return {
        added,
        frame: (time: number) => frames.shift()!(time),
        load: () => onLoad!(),
        paint: (startTime: number) => observe?.([{ startTime }]),
        advance,
      };
    }

    test("adds the scripts in order once the page has loaded and its frame has been presented", () => {
      const browser = runLoader();
      browser.frame(100);
      browser.paint(90); // a paint from before the loader's frame does not count
      browser.advance(10);
      expect(browser.added).toEqual([]);
      browser.paint(130);
      browser.advance(0);
      expect(browser.added).toEqual([]); // presented, but the page is still loading
      browser.load();
      browser.advance(0);
      expect(browser.added).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]);
      browser.paint(200);
      browser.load();
      browser.advance(1000);
      expect(browser.added).toHaveLength(2);
    });

    test("waits for the load event even when the frame is on screen first, and the other way round", () => {
      const browser = runLoader();
      browser.load();
      browser.advance(50);
      expect(browser.added).toEqual([]);
      browser.frame(60);
      browser.paint(75);
      browser.advance(0);
      expect(browser.added).toHaveLength(2);
    });

    test("lets the scripts go after the fallback when the frame paints nothing larger", () => {
      const browser = runLoader();
      browser.frame(10);
      browser.load();
      browser.advance(PRESENTED_FALLBACK_MS - 1);
      expect(browser.added).toEqual([]);
      browser.advance(1);
      expect(browser.added).toHaveLength(2);
    });

    test("works where the browser reports no paints", () => {
      const browser = runLoader({ observer: false });
      browser.frame(10);
      browser.load();
      browser.advance(PRESENTED_FALLBACK_MS);
      expect(browser.added).toHaveLength(2);
    });

    test("is marked, and a source cannot close its script element", () => {
      expect(loaderScript(["/_next/static/chunks/a.js"])).toContain(`id="${LOADER_ID}"`);
      expect(loaderScript(["/x</script>.js"])).not.toContain("</script>.js");
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
      "about.html: no framework <script src async> found to defer",
    );
  });
});
