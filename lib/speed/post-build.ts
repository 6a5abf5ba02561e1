/**
 * Makes every prerendered page paint before the framework's scripts load.
 *
 * Next.js puts its chunks in the document as `<script src async>`. On a fast connection they
 * arrive and run before the first frame, and a phone's page-speed test then counts all of their
 * download and CPU time as the wait for the first content. Here, after `next build`, each of
 * those tags in the prerendered HTML is replaced by one inline loader that adds the same scripts
 * once the page has loaded and its largest paint is on screen. Nothing else in the file changes: an HTML parser finds the tags,
 * and only their exact bytes are cut.
 *
 * What must work before the scripts run does not need them: the header and its menu are driven
 * by the inline page script (components/layout/page-behaviour.ts), and the content is server HTML.
 *
 * The page data the framework hydrates from (React Server Components payload, the inline
 * `self.__next_f.push(...)` scripts) moves out of the document the same way: into one file,
 * named by its content, that the loader runs before the chunks. The document is then mostly what
 * the visitor reads; on the content pages it fits in the first round trip of a new connection
 * (14,600 bytes), which is one round trip less before the first paint.
 *
 * The chunks those pages load are then marked for eager compilation (`COMPILE_HINT`), so that
 * starting the framework after the first frame is one short task instead of a long one.
 *
 *   tsx scripts/defer-scripts.ts [.next]    rewrites .next/server/app/**\/*.html and the chunks
 *                                           they load, in place
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";

/** Marks a page that has been processed, so a second run leaves it alone. */
export const LOADER_ID = "deferred-scripts";

/** A chunk of the framework or the app: a script under /_next/static/ (after any asset prefix). */
function isChunkUrl(url: string | undefined): url is string {
  return /^(?:[a-z]+:\/\/[^/]+)?(?:\/[^"']*)?\/_next\/static\/.+\.js(?:\?.*)?$/i.test(url ?? "");
}

/** Scripts the framework emits: async external chunks (the legacy nomodule polyfill stays). */
function isFrameworkScript(attributes: Record<string, string>): boolean {
  return "async" in attributes && !("nomodule" in attributes) && isChunkUrl(attributes.src);
}

/** An inline script that hands the framework its page data. */
function isPageDataScript(text: string): boolean {
  return /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(/.test(text);
}

/** Where a page's data is served: beside the chunks, under the same prefix, named by its content. */
export function pageDataUrl(chunkUrl: string, source: string): string {
  const prefix = chunkUrl.slice(0, chunkUrl.indexOf("/_next/static/"));
  const hash = crypto.createHash("sha256").update(source).digest("hex").slice(0, 16);
  return `${prefix}/_next/static/page-data/${hash}.js`;
}

export const isPageDataUrl = (url: string) => /\/_next\/static\/page-data\/[^/]+\.js$/.test(url);

/** Timings of the loader, in milliseconds. */
export const LOADER_TIMING = {
  /** Without a new largest paint for this long after the last one, the page has settled. */
  quiet: 150,
  /** When the first frame after the load event paints nothing larger, nothing is reported. */
  fallback: 500,
  /** A page whose largest paint keeps growing gets its scripts this long after loading anyway. */
  cap: 3000,
  /** The framework's start waits at most this long for a press (pointer or key) that has not ended. */
  press: 600,
};

/**
 * The loader adds the scripts once the page has finished loading
 * (stylesheet, font, images above the fold) and its largest paint has settled: the frames drawn
 * after the load event have reached the screen (a frame's paint is reported, as a
 * largest-contentful-paint entry, only once presented) and nothing larger has been painted for a
 * moment. Until then the network and the main thread belong to what the visitor sees, and a
 * phone's page-speed test finds no script on the way to the largest paint. They download side by
 * side and run in the order given (`async = false`): the page data first, then the chunks in the
 * order the document had them, so the framework finds all of its data when it starts. Each is
 * added in a task of its own, so that a tap is not kept waiting while the browser issues eight
 * requests (7-70 ms in one task at 4× CPU).
 *
 * The last of them starts the framework: running it evaluates the whole framework and reads the
 * page data, one task of 20-35 ms on a mid-range phone that no input can interrupt. A tap in
 * progress when it began had its click wait for all of it (the menu's first tap then took 100-140
 * ms instead of 50-70). So that script is only preloaded with the others, and added once the one
 * before it has run and no press is under way: after a pointer or a key went down, the framework
 * starts once the press has ended (click, cancel or key up) and the frame answering it has been
 * drawn, or after `press` ms at most (a long press, a drag).
 */
export function loaderScript(sources: string[]): string {
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  const { quiet, fallback, cap, press } = LOADER_TIMING;
  return (
    `<script id="${LOADER_ID}">(function(s){var d=document,o,q,c,b=0,w,x,` +
    // A press under way (b) holds the framework's start (w) until the frame after it ends.
    `f=function(){clearTimeout(x);requestAnimationFrame(function(){setTimeout(function(){b=0;if(w){var k=w;w=0;k()}})})},` +
    `h=function(){b=1;clearTimeout(x);x=setTimeout(f,${press})},` +
    `v=[["pointerdown",h],["keydown",h],["click",f],["auxclick",f],["contextmenu",f],["pointercancel",f],["keyup",f]],` +
    `a=function(m){v.forEach(function(e){d[m+"EventListener"](e[0],e[1],true)})},` +
    `n=function(u){var e=d.createElement("script");e.src=u;e.async=false;d.head.appendChild(e);return e},` +
    `l=function(){if(l.done)return;l.done=1;clearTimeout(q);clearTimeout(c);if(o)o.disconnect();` +
    // The last script is added once it has downloaded and the one before it has run, so that it
    // runs right away: a press that begins after the check below finds it running already.
    `var t=s[s.length-1],p,i=0,m=2,r=function(){if(b)w=r;else{a("remove");n(t)}},y=function(){if(--m===0)r()},k=d.createElement("link");` +
    `k.rel="preload";k.as="script";k.href=t;k.onload=k.onerror=y;d.head.appendChild(k);` +
    // One script per task: issuing a request is 1-4 ms of the main thread on a phone, and a tap
    // that comes meanwhile is answered between two of them.
    `var j=function(){p=n(s[i++]);if(i<s.length-1)setTimeout(j);else p.onload=p.onerror=y};if(s.length>1)j();else y()},` +
    `g=function(){requestAnimationFrame(function(t){` +
    `try{o=new PerformanceObserver(function(x){if(x.getEntries().some(function(e){return e.startTime>=t})){clearTimeout(q);q=setTimeout(l,${quiet})}});` +
    `o.observe({type:"largest-contentful-paint",buffered:true})}catch(e){}` +
    `q=setTimeout(l,${fallback});c=setTimeout(l,${cap})})};` +
    `a("add");` +
    `if(d.readyState==="complete")g();else window.addEventListener("load",g,{once:true})})(${list})</script>`
  );
}

export type DeferResult = {
  html: string;
  /** The framework's chunks, in document order. */
  deferred: string[];
  /** The page data's file: its address (first in the loader's list) and its source. */
  pageData: { url: string; source: string } | null;
  alreadyDone: boolean;
};

/**
 * Rewrites one document. Throws when it finds no framework script at all: that means Next.js has
 * changed how it loads pages, and a build must not ship half-understood HTML without saying so.
 */
export function deferFrameworkScripts(html: string, file = "page"): DeferResult {
  const cuts: { start: number; end: number; src: string }[] = [];
  const preloads: typeof cuts = [];
  let alreadyDone = false;
  let bodyEnd = -1;
  // htmlparser2 reports an element's start at its open tag and its end at its close tag, so a
  // script's tags and the (empty) content between them are cut together.
  let open: { start: number; src: string } | null = null;
  const data: { start: number; end: number; text: string }[] = [];
  let inline: { start: number; contentStart: number } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        // A preload of a chunk would fetch it before the first frame all the same.
        if (name === "link" && attributes.rel === "preload" && attributes.as === "script" && isChunkUrl(attributes.href)) {
          preloads.push({ start: parser.startIndex, end: parser.endIndex + 1, src: attributes.href });
        }
        if (name !== "script") return;
        if (attributes.id === LOADER_ID) alreadyDone = true;
        if (isFrameworkScript(attributes)) open = { start: parser.startIndex, src: attributes.src! };
        if (!attributes.src && !attributes.type) inline = { start: parser.startIndex, contentStart: parser.endIndex + 1 };
      },
      onclosetag(name) {
        if (name === "body") bodyEnd = parser.startIndex;
        if (name === "script" && open) {
          cuts.push({ start: open.start, end: parser.endIndex + 1, src: open.src });
          open = null;
        }
        if (name === "script" && inline) {
          const text = html.slice(inline.contentStart, parser.startIndex);
          if (isPageDataScript(text)) data.push({ start: inline.start, end: parser.endIndex + 1, text });
          inline = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);

  if (alreadyDone) return { html, deferred: [], pageData: null, alreadyDone: true };
  if (cuts.length === 0) throw new Error(`${file}: no framework <script src async> found to defer; has Next.js changed its output?`);
  if (data.length === 0) throw new Error(`${file}: no inline page data (self.__next_f) found to move; has Next.js changed its output?`);
  if (bodyEnd < 0) throw new Error(`${file}: no </body> to put the script loader before`);
  // One script per line, so that a reader of the file can tell them apart again.
  if (data.some((script) => /[\r\n]/.test(script.text))) throw new Error(`${file}: an inline page-data script spans lines; has Next.js changed its output?`);

  const sources = cuts.map((cut) => cut.src);
  const source = data.map((script) => script.text).join("\n") + "\n";
  const pageData = { url: pageDataUrl(sources[0]!, source), source };
  const removed = [...cuts, ...data.map(({ start, end }) => ({ start, end, src: "" })), ...preloads.filter((preload) => sources.includes(preload.src))].sort((a, b) => a.start - b.start);
  let out = "";
  let from = 0;
  for (const cut of removed) {
    out += html.slice(from, cut.start);
    from = cut.end;
  }
  out += html.slice(from);
  const removedBeforeBodyEnd = removed.filter((cut) => cut.end <= bodyEnd).reduce((sum, cut) => sum + cut.end - cut.start, 0);
  const insertAt = bodyEnd - removedBeforeBodyEnd;
  out = out.slice(0, insertAt) + loaderScript([pageData.url, ...sources]) + out.slice(insertAt);
  return { html: out, deferred: sources, pageData, alreadyDone: false };
}

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment). Without it
 * V8 compiles a function on the main thread the first time it is called, and starting the
 * framework calls nearly every function of its chunks at once: most of that start-up task is
 * compilation. With the hint at the top of a file, V8 compiles all of it on a background thread
 * while the file streams in, and the main thread only runs it.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The source with the compile hint as its first line (unchanged if it already has it). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** The file in the build behind a chunk's URL (`/_next/static/…` is served from `<distDir>/static/…`). */
export function chunkFile(distDir: string, url: string): string {
  const match = /\/_next\/(static\/[^?#]+)/.exec(url);
  if (!match) throw new Error(`${url}: not a chunk of the build`);
  return path.join(distDir, ...match[1]!.split("/").map(decodeURIComponent));
}

/**
 * Marks every chunk that prerendered pages load up front for eager compilation. They all run as
 * the page starts (the framework, the runtime, the route's own code), which is the case the hint
 * is for; chunks loaded later, on demand, are left to V8's lazy default. A chunk a page names but
 * the build does not have fails the step.
 */
export function hintChunks(distDir: string, urls: Iterable<string>): number {
  let changed = 0;
  for (const url of new Set(urls)) {
    const file = chunkFile(distDir, url);
    if (!fs.existsSync(file)) throw new Error(`${url}: a page loads this chunk, but ${path.relative(process.cwd(), file)} does not exist`);
    const source = fs.readFileSync(file, "utf8");
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    fs.writeFileSync(file, hinted);
    changed += 1;
  }
  return changed;
}

/** The chunks a processed page's loader adds: the list it is called with. */
export function loaderSources(html: string): string[] {
  const loader = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  const list = loader && /\((\[[^\]]*\])\)$/.exec(loader)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** Every prerendered HTML document of a build. */
export function prerenderedPages(distDir: string): string[] {
  const root = path.join(distDir, "server", "app");
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".html")) pages.push(full);
    }
  };
  walk(root);
  return pages.sort();
}

export function deferBuild(distDir: string): { pages: number; changed: number; hinted: number } {
  const pages = prerenderedPages(distDir);
  if (pages.length === 0) throw new Error(`${distDir}: no prerendered pages; run next build first`);
  // The server copies prerendered pages into this cache as it serves them; a copy made before
  // this step would be served instead of the rewritten page.
  fs.rmSync(path.join(distDir, "server", "route-cache"), { recursive: true, force: true });
  let changed = 0;
  const chunks: string[] = [];
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8");
    const result = deferFrameworkScripts(html, path.relative(process.cwd(), file));
    if (result.alreadyDone) {
      chunks.push(...loaderSources(html).filter((url) => !isPageDataUrl(url)));
      continue;
    }
    if (result.pageData) {
      const dataFile = chunkFile(distDir, result.pageData.url);
      fs.mkdirSync(path.dirname(dataFile), { recursive: true });
      fs.writeFileSync(dataFile, result.pageData.source);
    }
    fs.writeFileSync(file, result.html);
    chunks.push(...result.deferred);
    changed += 1;
  }
  const hinted = hintChunks(distDir, chunks);
  return { pages: pages.length, changed, hinted };
}

if (require.main === module) {
  const distDir = path.resolve(process.argv[2] ?? ".next");
  const { pages, changed, hinted } = deferBuild(distDir);
  console.log(`Deferred the framework scripts and page data until after the first frame on ${changed} of ${pages} prerendered pages.`);
  console.log(`Marked ${hinted} chunk(s) that pages load up front for eager compilation.`);
}
