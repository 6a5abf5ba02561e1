import { deferFrameworkScripts, LOADER_ID, loaderScript, LOADER_TIMING } from "./defer-scripts";

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
      let timers: { id: number; at: number; run: () => void }[] = [];
      let nextTimer = 0;
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
      new Function("document", "window", "requestAnimationFrame", "setTimeout", "clearTimeout", "PerformanceObserver", source)(
        document,
        window,
        (callback: (time: number) => void) => frames.push(callback),
        (run: () => void, delay: number) => {
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
      return {
        added,
        frame: (time: number) => frames.shift()?.(time),
        load: () => onLoad!(),
        paint: (startTime: number) => observe?.([{ startTime }]),
        advance,
      };
    }

    const { quiet, fallback, cap } = LOADER_TIMING;

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
      expect(browser.added).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]);
      browser.paint(400);
      browser.advance(cap);
      expect(browser.added).toHaveLength(2);
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
      expect(browser.added).toHaveLength(2);

      const restless = runLoader();
      restless.load();
      restless.frame(0);
      for (let time = 0; time < cap - 100; time += 100) {
        restless.paint(time);
        restless.advance(100);
      }
      expect(restless.added).toEqual([]);
      restless.advance(100);
      expect(restless.added).toHaveLength(2);
    });

    test("lets the scripts go after a short wait when the frame after loading paints nothing larger", () => {
      const browser = runLoader();
      browser.load();
      browser.frame(10);
      browser.advance(fallback - 1);
      expect(browser.added).toEqual([]);
      browser.advance(1);
      expect(browser.added).toHaveLength(2);
    });

    test("works where the browser reports no paints", () => {
      const browser = runLoader({ observer: false });
      browser.load();
      browser.frame(10);
      browser.advance(fallback);
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
