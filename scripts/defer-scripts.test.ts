import { deferFrameworkScripts, LOADER_ID, loaderScript } from "./defer-scripts";

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

  test("the loader adds the scripts only after the first animation frame", () => {
    const loader = loaderScript(["/_next/static/chunks/a.js"]);
    expect(loader).toContain(`id="${LOADER_ID}"`);
    expect(loader).toMatch(/requestAnimationFrame\(function\(\)\{setTimeout\(l,0\)\}\)/);
    expect(loaderScript(["/x</script>.js"])).not.toContain("</script>.js");
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
