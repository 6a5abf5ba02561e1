/**
 * Runs after `next build` (see ./README.md) so prerendered pages paint before the framework's
 * scripts load. Every Next.js detail it relies on is checked on the real build and fails it by name.
 *
 *   tsx lib/speed/post-build.ts [.next]
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Parser } from "htmlparser2";
import { isPageDataUrl, LOADER_ID, loaderScript, loaderSources } from "./loader";
import { plainNextFromEnv } from "./mode";

export const ASSUMPTIONS = {
  prerenderedHtml: "prerendered pages are HTML files under <distDir>/server/app, one per route of the prerender manifest",
  chunkTags: "a page loads the framework's chunks through <script src=\"…/_next/static/….js\" async> tags",
  classicChunks: "the framework's chunks are classic scripts, not <script type=\"module\">",
  inlinePageData: "a page's data arrives as inline self.__next_f.push(…) scripts, one per line, after the __next_f bootstrap",
  bodyEnd: "the document ends its <body> with a </body> tag",
  chunkFiles: "a chunk's URL /_next/static/… is served from <distDir>/static/…",
  dataReader: "the framework's chunks read their data from self.__next_f when they start",
  routeCache: "the server keeps runtime copies of prerendered pages under <distDir>/server/route-cache",
  headersManifest: "the headers of next.config.ts, a Content-Security-Policy with script-src among them, are served from <distDir>/routes-manifest.json",
} as const;

export type Assumption = keyof typeof ASSUMPTIONS;

export class BrokenAssumption extends Error {
  constructor(
    readonly assumption: Assumption,
    detail: string,
  ) {
    super(
      `The speed module's assumption "${assumption}" no longer holds: ${ASSUMPTIONS[assumption]}.\n  ${detail}\n` +
        "  Ship the plain Next.js build (PLAIN_NEXT=1 npm run build) and see lib/speed/README.md, \"Upgrading Next.js\".",
    );
    this.name = "BrokenAssumption";
  }
}

function check(holds: unknown, assumption: Assumption, detail: string): asserts holds {
  if (!holds) throw new BrokenAssumption(assumption, detail);
}

const CHUNK_URL = /^(?:[a-z]+:\/\/[^/]+)?(?:\/[^"']*)?\/_next\/static\/.+\.js(?:\?.*)?$/i;
const isChunkUrl = (url: string | undefined): url is string => CHUNK_URL.test(url ?? "");
const PAGE_DATA_BOOTSTRAP = /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(/;
const isPageDataScript = (text: string) => PAGE_DATA_BOOTSTRAP.test(text) || text.startsWith("self.__next_f.push(");

export function pageDataUrl(chunkUrl: string, source: string): string {
  const prefix = chunkUrl.slice(0, chunkUrl.indexOf("/_next/static/"));
  const hash = crypto.createHash("sha256").update(source).digest("hex").slice(0, 16);
  return `${prefix}/_next/static/page-data/${hash}.js`;
}

export type DeferResult = {
  html: string;
  deferred: string[];
  /** Its address comes first in the loader's list. */
  pageData: { url: string; source: string } | null;
  alreadyDone: boolean;
};

type Range = { start: number; end: number };

export function deferFrameworkScripts(html: string, file = "page"): DeferResult {
  const chunks: (Range & { src: string })[] = [];
  const preloads: (Range & { src: string })[] = [];
  const data: (Range & { text: string })[] = [];
  const moduleChunks: string[] = [];
  let alreadyDone = false;
  let bodyEnd = -1;
  let open: { start: number; src: string } | null = null;
  let inline: { start: number; contentStart: number } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "link" && attributes.rel === "preload" && attributes.as === "script" && isChunkUrl(attributes.href)) {
          preloads.push({ start: parser.startIndex, end: parser.endIndex + 1, src: attributes.href });
        }
        if (name !== "script") return;
        if (attributes.id === LOADER_ID) alreadyDone = true;
        if (attributes.type === "module" && isChunkUrl(attributes.src)) moduleChunks.push(attributes.src);
        if ("async" in attributes && !("nomodule" in attributes) && isChunkUrl(attributes.src)) open = { start: parser.startIndex, src: attributes.src };
        if (!attributes.src && !attributes.type) inline = { start: parser.startIndex, contentStart: parser.endIndex + 1 };
      },
      onclosetag(name, isImplied) {
        if (name === "body" && !isImplied) bodyEnd = parser.startIndex;
        if (name === "script" && open) {
          chunks.push({ start: open.start, end: parser.endIndex + 1, src: open.src });
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
  check(moduleChunks.length === 0, "classicChunks", `${file} loads ${moduleChunks[0]} as a module`);
  check(chunks.length > 0, "chunkTags", `${file} has no framework <script src async> to defer`);
  check(data.length > 0, "inlinePageData", `${file} has no inline self.__next_f.push(…) script`);
  check(PAGE_DATA_BOOTSTRAP.test(data[0]!.text), "inlinePageData", `${file}'s first page-data script is not the __next_f bootstrap`);
  check(!data.some((script) => /[\r\n]/.test(script.text)), "inlinePageData", `${file} has a page-data script that spans lines`);
  check(bodyEnd >= 0, "bodyEnd", `${file} has no </body>`);

  const sources = chunks.map((chunk) => chunk.src);
  const source = data.map((script) => script.text).join("\n") + "\n";
  const pageData = { url: pageDataUrl(sources[0]!, source), source };
  const removed: Range[] = [...chunks, ...data, ...preloads.filter((preload) => sources.includes(preload.src))].sort((a, b) => a.start - b.start);
  let out = "";
  let from = 0;
  for (const cut of removed) {
    out += html.slice(from, cut.start);
    from = cut.end;
  }
  out += html.slice(from);
  const insertAt = bodyEnd - removed.filter((cut) => cut.end <= bodyEnd).reduce((sum, cut) => sum + cut.end - cut.start, 0);
  out = out.slice(0, insertAt) + loaderScript([pageData.url, ...sources]) + out.slice(insertAt);
  return { html: out, deferred: sources, pageData, alreadyDone: false };
}

/** V8's compile hint: the file is compiled on a background thread while it streams in, not on the main thread. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

export const withCompileHint = (source: string) => (source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source);

export function chunkFile(distDir: string, url: string): string {
  const match = /\/_next\/(static\/[^?#]+)/.exec(url);
  if (!match) throw new Error(`${url}: not a chunk of the build`);
  return path.join(distDir, ...match[1]!.split("/").map(decodeURIComponent));
}

export function hintChunks(distDir: string, urls: Iterable<string>): number {
  let changed = 0;
  for (const url of new Set(urls)) {
    const file = chunkFile(distDir, url);
    check(fs.existsSync(file), "chunkFiles", `a page loads ${url}, but ${path.relative(process.cwd(), file)} does not exist`);
    const source = fs.readFileSync(file, "utf8");
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    fs.writeFileSync(file, hinted);
    changed += 1;
  }
  return changed;
}

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
  if (fs.existsSync(root)) walk(root);
  return pages.sort();
}

function manifestPages(distDir: string): string[] {
  const manifest = path.join(distDir, "prerender-manifest.json");
  check(fs.existsSync(manifest), "prerenderedHtml", `${manifest} does not exist`);
  const { routes } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { routes: Record<string, { dataRoute?: string | null }> };
  return Object.entries(routes)
    .filter(([, route]) => route.dataRoute?.endsWith(".rsc"))
    .map(([route]) => path.join(distDir, "server", "app", `${route === "/" ? "/index" : route}.html`));
}

/** Read from the installed version. */
export function routeCacheDirectory(distDir: string, load: (id: string) => unknown = createRequire(__filename)): string {
  let name: unknown;
  try {
    name = (load("next/dist/server/lib/route-cache-key") as { ROUTE_CACHE_DIRECTORY?: unknown }).ROUTE_CACHE_DIRECTORY;
  } catch (error) {
    name = String(error);
  }
  check(name === "route-cache", "routeCache", `next/dist/server/lib/route-cache-key names it ${JSON.stringify(name)}`);
  return path.join(distDir, "server", "route-cache");
}

const EXECUTABLE = new Set(["", "text/javascript", "application/javascript", "module"]);

/** JSON-LD and other data blocks run nothing, so they need no hash. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  let start = -1;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        start = name === "script" && !attributes.src && EXECUTABLE.has((attributes.type ?? "").toLowerCase()) ? parser.endIndex + 1 : -1;
      },
      onclosetag(name) {
        if (name !== "script" || start < 0) return;
        hashes.push(`'sha256-${crypto.createHash("sha256").update(html.slice(start, parser.startIndex)).digest("base64")}'`);
        start = -1;
      },
    },
    { lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return hashes;
}

/** Adds the inline scripts' hashes to script-src, so the CSP needs no 'unsafe-inline'. */
export function allowInlineScripts(distDir: string, hashes: Iterable<string>): number {
  const file = path.join(distDir, "routes-manifest.json");
  check(fs.existsSync(file), "headersManifest", `${file} does not exist`);
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as { headers?: { headers: { key: string; value: string }[] }[] };
  const policies = (manifest.headers ?? []).flatMap((rule) => rule.headers).filter((header) => header.key.toLowerCase() === "content-security-policy");
  check(policies.length > 0 && policies.every((policy) => /(^|;)\s*script-src\s/.test(policy.value)), "headersManifest", "no Content-Security-Policy with script-src in it");
  // A policy that allows inline scripts (the browser editor's) keeps doing so: a hash would turn that off.
  const strict = policies.filter((policy) => !/script-src[^;]*'unsafe-inline'/.test(policy.value));
  const allowed = [...new Set(hashes)].sort();
  for (const policy of strict) {
    policy.value = policy.value.replace(/(^|;)(\s*script-src)([^;]*)/, (_match, lead: string, name: string, sources: string) => {
      const kept = sources.trim().split(/\s+/).filter((source) => source && !source.startsWith("'sha256-"));
      return `${lead}${name} ${[...kept, ...allowed].join(" ")}`;
    });
  }
  fs.writeFileSync(file, JSON.stringify(manifest));
  return allowed.length;
}

export function deferBuild(distDir: string): { pages: number; changed: number; hinted: number; hashes: number } {
  const pages = prerenderedPages(distDir);
  const expected = manifestPages(distDir);
  const missing = expected.filter((file) => !fs.existsSync(file));
  check(expected.length > 0 && missing.length === 0, "prerenderedHtml", missing.length ? `no ${path.relative(distDir, missing[0]!)}` : "the manifest lists no page");
  // A copy the server made before this step would be served instead of the rewritten page.
  fs.rmSync(routeCacheDirectory(distDir), { recursive: true, force: true });
  let changed = 0;
  const chunks: string[] = [];
  const hashes = new Set<string>();
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8");
    const result = deferFrameworkScripts(html, path.relative(process.cwd(), file));
    for (const hash of inlineScriptHashes(result.html)) hashes.add(hash);
    if (result.alreadyDone) {
      chunks.push(...loaderSources(html).filter((url) => !isPageDataUrl(url)));
      continue;
    }
    const dataFile = chunkFile(distDir, result.pageData!.url);
    fs.mkdirSync(path.dirname(dataFile), { recursive: true });
    fs.writeFileSync(dataFile, result.pageData!.source);
    fs.writeFileSync(file, result.html);
    chunks.push(...result.deferred);
    changed += 1;
  }
  const hinted = hintChunks(distDir, chunks);
  const reads = [...new Set(chunks)].some((url) => fs.readFileSync(chunkFile(distDir, url), "utf8").includes("__next_f"));
  check(reads, "dataReader", "no chunk that pages load mentions __next_f");
  return { pages: pages.length, changed, hinted, hashes: allowInlineScripts(distDir, hashes) };
}

if (require.main === module) {
  if (plainNextFromEnv()) {
    console.info("PLAIN_NEXT=1: the plain Next.js build, left as next build wrote it.");
  } else {
    const distDir = path.resolve(process.argv[2] ?? ".next");
    try {
      const { pages, changed, hinted, hashes } = deferBuild(distDir);
      console.info(
        `Deferred the framework scripts and page data on ${changed} of ${pages} prerendered pages; ${hinted} chunk(s) hinted for eager compilation; ${hashes} inline script(s) allowed by hash.`,
      );
    } catch (error) {
      console.error(error instanceof BrokenAssumption ? error.message : error);
      process.exit(1);
    }
  }
}
