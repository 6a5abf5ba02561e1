import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { Parser } from "htmlparser2";
import { isPageDataUrl, loaderSources } from "../../lib/speed/loader";
import { chunkFile } from "../../lib/speed/post-build";

/**
 * What a prerendered page makes a phone download before it is interactive, read from the build
 * output: the HTML, the files its script loader adds (the page data and the chunks), and its
 * inline scripts (the page script, structured data), each counted gzip-compressed as it travels.
 */
export type PageWeight = {
  htmlBytes: number;
  chunks: { src: string; gzipBytes: number }[];
  inlineGzipBytes: number;
  /** The text of each inline script, in document order. */
  inlineScripts: string[];
  /** The scripts of the page-data file the loader runs first (lib/speed/post-build.ts), in order. */
  pageDataScripts: string[];
  /** Chunks plus inline scripts, gzip. */
  javascriptGzipBytes: number;
};

const gzip = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length;

export function prerenderedHtmlFile(route: string, distDir = ".next"): string {
  return path.resolve(distDir, "server", "app", `${route === "/" ? "index" : route.slice(1)}.html`);
}

export function pageWeight(route: string, distDir = ".next"): PageWeight {
  const html = fs.readFileSync(prerenderedHtmlFile(route, distDir), "utf8");
  const inline: string[] = [];
  let inScript: { text: string } | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "script" && !attributes.src) inScript = { text: "" };
    },
    ontext(text) {
      if (inScript) inScript.text += text;
    },
    onclosetag(name) {
      if (name !== "script" || !inScript) return;
      inline.push(inScript.text);
      inScript = null;
    },
  });
  parser.end(html);
  const sources = loaderSources(html);
  if (sources.length === 0) throw new Error(`${route}: no deferred-script loader in the built page (run npm run build)`);
  const chunks = sources.map((src) => ({
    src,
    gzipBytes: gzip(fs.readFileSync(chunkFile(path.resolve(distDir), src))),
  }));
  const inlineGzipBytes = gzip(inline.join(""));
  const dataUrl = sources.find(isPageDataUrl);
  if (!dataUrl) throw new Error(`${route}: the loader runs no page-data file (run npm run build)`);
  const pageDataScripts = fs.readFileSync(chunkFile(path.resolve(distDir), dataUrl), "utf8").split("\n").filter(Boolean);
  return {
    htmlBytes: Buffer.byteLength(html),
    chunks,
    inlineGzipBytes,
    inlineScripts: inline,
    pageDataScripts,
    javascriptGzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) + inlineGzipBytes,
  };
}

/** A script of the build as pages and chunks name it: `/_next/static/...`, or `static/...` in a chunk's own loader. */
const scriptReference = /(?:\/_next\/)?static\/(?:chunks|page-data)\/[\w.~-]+\.js\b/g;

/**
 * Every JavaScript file of the build that the given pages may run, as paths: their loaders' lists,
 * the scripts their HTML names, and every chunk those name in turn (loaded on demand).
 */
export function scriptFilesOfPages(htmls: string[], distDir = ".next"): string[] {
  const named = (text: string) => [...text.matchAll(scriptReference)].map(([url]) => (url.startsWith("/") ? url : `/_next/${url}`));
  const queue = htmls.flatMap((html) => [...loaderSources(html), ...named(html)]);
  const files = new Set<string>();
  for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
    const file = chunkFile(path.resolve(distDir), url);
    if (files.has(file)) continue;
    if (!fs.existsSync(file)) throw new Error(`a page's scripts name ${url}, but ${file} does not exist (run npm run build)`);
    files.add(file);
    queue.push(...named(fs.readFileSync(file, "utf8")));
  }
  return [...files];
}

/** The page data (React Server Components payload) that a page's scripts hand the router. */
export function pageData(scripts: string[]): string {
  return scripts
    .map((script) => /^self\.__next_f\.push\((\[1,.*\])\)$/s.exec(script.trim())?.[1])
    .filter((chunk): chunk is string => chunk !== undefined)
    .map((chunk) => (JSON.parse(chunk) as [number, string])[1])
    .join("");
}
