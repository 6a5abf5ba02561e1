import { findScripts, stripScripts } from "./html-scripts";

/** The shapes a Next.js page carries, after the site's post-build step, in one document. */
const PAGE = [
  "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"/>",
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/module.js"/>',
  '<link rel="preload" as="font" href="/_next/static/media/geist.woff2" crossorigin=""/>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><header><p>Arcforge</p></header>",
  '<script type="application/ld+json">{"@type":"Article","headline":"a < b"}</script>',
  "<main><p>Intro paragraph, server-rendered.</p></main>",
  '<script id="page-script">(function(){document.documentElement.dataset.js="1"})()</script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n<\\/script>"])</script>',
  '<script id="deferred-scripts" data-scripts=\'["/_next/static/chunks/main.js"]\'>(function(s){})()</script>',
  "</body></html>",
].join("");

describe("findScripts", () => {
  it("classifies every script element, labels it, and finds every script preload", () => {
    const { scripts, preloads } = findScripts(PAGE);
    expect(scripts.map((script) => [script.kind, script.label])).toEqual([
      ["external", "/_next/static/chunks/polyfills.js"],
      ["json-ld", "{\"@type\":\"Article\",\"head…"],
      ["inline", "#page-script"],
      ["inline", "page data"],
      ["inline", "page data"],
      ["inline", "#deferred-scripts"],
    ]);
    expect(preloads.map((preload) => PAGE.slice(preload.start, preload.end))).toEqual([
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
      '<link rel="modulepreload" href="/_next/static/chunks/module.js"/>',
    ]);
  });

  it("gives each element's exact range and its raw content", () => {
    const { scripts } = findScripts(PAGE);
    for (const script of scripts) {
      const text = PAGE.slice(script.start, script.end);
      expect(text.startsWith("<script")).toBe(true);
      expect(text.endsWith("</script>")).toBe(true);
      expect(text).toContain(script.content);
    }
    expect(scripts[4]!.content).toBe('self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n<\\/script>"])');
  });
});

describe("stripScripts", () => {
  it("removes every script but JSON-LD and every script preload, and nothing else", () => {
    expect(stripScripts(PAGE)).toBe(
      [
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"/>",
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
        '<link rel="preload" as="font" href="/_next/static/media/geist.woff2" crossorigin=""/>',
        "</head><body><header><p>Arcforge</p></header>",
        '<script type="application/ld+json">{"@type":"Article","headline":"a < b"}</script>',
        "<main><p>Intro paragraph, server-rendered.</p></main>",
        "</body></html>",
      ].join(""),
    );
  });

  it("leaves a document without scripts unchanged", () => {
    const html = "<!DOCTYPE html><html><body><p>No scripts &amp; no preloads</p></body></html>";
    expect(stripScripts(html)).toBe(html);
  });
});
