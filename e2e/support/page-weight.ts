import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { Parser } from "htmlparser2";
import { chunkFile, loaderSources } from "../../scripts/defer-scripts";

/**
 * What a prerendered page makes a phone download before it is interactive, read from the build
 * output: the HTML, the chunks its script loader adds, and its inline scripts (the framework's
 * page data, the page script, structured data), each counted gzip-compressed as it travels.
 */
export type PageWeight = {
  htmlBytes: number;
  chunks: { src: string; gzipBytes: number }[];
  inlineGzipBytes: number;
  /** The text of each inline script, in document order. */
  inlineScripts: string[];
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
  return {
    htmlBytes: Buffer.byteLength(html),
    chunks,
    inlineGzipBytes,
    inlineScripts: inline,
    javascriptGzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) + inlineGzipBytes,
  };
}

/** The page data (React Server Components payload) that a page's inline scripts hand the router. */
export function pageData(inlineScripts: string[]): string {
  return inlineScripts
    .map((script) => /^self\.__next_f\.push\((\[1,.*\])\)$/s.exec(script.trim())?.[1])
    .filter((chunk): chunk is string => chunk !== undefined)
    .map((chunk) => (JSON.parse(chunk) as [number, string])[1])
    .join("");
}
