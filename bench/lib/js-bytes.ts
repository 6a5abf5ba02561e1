/**
 * JavaScript a page loads up front: Playwright opens it in a fresh context of Debian's Chromium,
 * waits for the load event, the first frame after it, and then for the network to go idle
 * (bounded, no scrolling or input),
 * and sums every script response: raw (decoded) bytes and gzip -9 of each body. Scripts requested
 * before the load event (the document's own) are also totalled apart from those requested after
 * it (mostly Next.js prefetching the routes that visible links point to).
 *
 * The document's own inline scripts are JavaScript up front too: the HTML the browser received
 * is parsed (html-scripts.ts) and its inline scripts are counted, the RSC payload
 * (`self.__next_f.push(...)`) apart from the others; JSON-LD is data and is not counted.
 */
import zlib from "node:zlib";
import { chromium, type Browser, type Request } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, TIMEOUTS, type PageSpec } from "./config";
import { findScripts, type ScriptElement } from "./html-scripts";
import { withTimeout } from "./proc";

export type ScriptFile = {
  url: string;
  status: number;
  rawBytes: number;
  gzipBytes: number;
  /** Requested before the page's load event fired. */
  beforeLoad: boolean;
  /** Where the body came from: the browser, or a second fetch when the browser no longer had it. */
  bodyFrom: "browser" | "refetch";
};

export type JsPage = {
  name: string;
  path: string;
  url: string;
  expectedStatus: number;
  status: number | null;
  scripts: ScriptFile[];
  rawKB: number;
  gzipKB: number;
  /** The part of the totals requested before the load event. */
  beforeLoadRawKB: number;
  beforeLoadGzipKB: number;
  /** Whether the network went idle within the bound (false: measured at the bound). */
  networkIdle: boolean;
  budgetKB?: number;
  targets?: PageSpec["targets"];
  html: HtmlFigures | null;
  /** External scripts (gzipKB) plus the inline scripts (html.inlineGzipKB): JavaScript up front. */
  upFrontGzipKB: number;
};

/** Gzip -9 size of some text, in KB. */
function gzipKB(text: string): number {
  return zlib.gzipSync(Buffer.from(text), { level: 9 }).byteLength / 1024;
}

export type InlineGroup = {
  /** Number of script elements. */
  count: number;
  rawKB: number;
  /** Gzip of the group's script contents concatenated in document order. */
  gzipKB: number;
  /** Which scripts they are: `#id` when the script has one, else the start of its text. */
  labels: string[];
};

export type HtmlFigures = {
  rawKB: number;
  gzipKB: number;
  /** What the server sent it as (`content-encoding`), or null when uncompressed. */
  contentEncoding: string | null;
  rscPayload: InlineGroup;
  otherInline: InlineGroup;
  /** Every inline script together (the two groups above), gzip of their contents concatenated. */
  inlineGzipKB: number;
  /** JSON-LD blocks (structured data, not JavaScript, not counted in inlineGzipKB). */
  jsonLd: { count: number; rawKB: number };
};

function inlineGroup(scripts: ScriptElement[]): InlineGroup {
  const text = scripts.map((script) => script.content).join("");
  return {
    count: scripts.length,
    rawKB: Buffer.byteLength(text) / 1024,
    gzipKB: scripts.length === 0 ? 0 : gzipKB(text),
    labels: scripts.map((script) => (script.id ? `#${script.id}` : `${script.content.trim().slice(0, 28)}…`)),
  };
}

/** Sizes of a document and of the scripts inlined in it. */
export function htmlFigures(html: string, contentEncoding: string | null): HtmlFigures {
  const { scripts } = findScripts(html);
  const inline = scripts.filter((script) => script.kind === "rsc-payload" || script.kind === "inline-other");
  const jsonLd = scripts.filter((script) => script.kind === "json-ld");
  return {
    rawKB: Buffer.byteLength(html) / 1024,
    gzipKB: gzipKB(html),
    contentEncoding,
    rscPayload: inlineGroup(inline.filter((script) => script.kind === "rsc-payload")),
    otherInline: inlineGroup(inline.filter((script) => script.kind === "inline-other")),
    inlineGzipKB: inline.length === 0 ? 0 : gzipKB(inline.map((script) => script.content).join("")),
    jsonLd: { count: jsonLd.length, rawKB: Buffer.byteLength(jsonLd.map((script) => script.content).join("")) / 1024 },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return withTimeout(
    chromium.launch({
      executablePath: CHROMIUM_PATH,
      // Playwright adds its own --headless; ours selects the new headless mode.
      args: CHROMIUM_FLAGS,
      headless: true,
    }),
    TIMEOUTS.chromeLaunchMs,
    "launching Chromium for Playwright",
  );
}

async function measurePage(browser: Browser, origin: string, page: PageSpec): Promise<JsPage> {
  const url = `${origin}${page.path}`;
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const pending: Promise<ScriptFile>[] = [];
    const beforeLoad = new Set<Request>();
    let loaded = false;
    tab.on("load", () => {
      loaded = true;
    });
    // Requests in flight and the time of the last change, for the network-idle wait below.
    let inFlight = 0;
    let lastActivity = performance.now();
    const settled = () => {
      inFlight -= 1;
      lastActivity = performance.now();
    };
    tab.on("request", (request) => {
      if (!loaded) beforeLoad.add(request);
      inFlight += 1;
      lastActivity = performance.now();
    });
    tab.on("requestfinished", settled);
    tab.on("requestfailed", settled);
    tab.on("response", (response) => {
      const request = response.request();
      if (request.resourceType() !== "script") return;
      const body = response.body().then(
        (buffer) => ({ buffer, bodyFrom: "browser" as const }),
        async () => ({
          buffer: Buffer.from(await (await fetch(response.url(), { signal: AbortSignal.timeout(15_000) })).arrayBuffer()),
          bodyFrom: "refetch" as const,
        }),
      );
      pending.push(
        body.then(({ buffer, bodyFrom }) => ({
          url: response.url(),
          status: response.status(),
          rawBytes: buffer.byteLength,
          gzipBytes: zlib.gzipSync(buffer, { level: 9 }).byteLength,
          beforeLoad: beforeLoad.has(request),
          bodyFrom,
        })),
      );
    });
    const response = await tab.goto(url, { waitUntil: "load", timeout: TIMEOUTS.jsPageMs });
    // The site's pages add the framework's scripts after the first frame (lib/speed/post-build.ts),
    // which can come after the load event: first let a frame and the tasks queued in it run, then
    // wait for the network to go idle (no request in flight for 500 ms), bounded.
    const idleSince = performance.now();
    await withTimeout(
      tab.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))),
      TIMEOUTS.networkIdleMs,
      `the first frame of ${page.path}`,
    );
    let networkIdle = false;
    while (performance.now() - idleSince < TIMEOUTS.networkIdleMs) {
      if (inFlight <= 0 && performance.now() - lastActivity >= 500) {
        networkIdle = true;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const scripts = await Promise.all(pending);
    const html = response ? htmlFigures((await response.body()).toString("utf8"), (await response.headerValue("content-encoding")) ?? null) : null;
    const sum = (list: ScriptFile[], key: "rawBytes" | "gzipBytes") => list.reduce((total, script) => total + script[key], 0) / 1024;
    const early = scripts.filter((script) => script.beforeLoad);
    return {
      name: page.name,
      path: page.path,
      url,
      expectedStatus: page.expectedStatus,
      status: response?.status() ?? null,
      scripts,
      rawKB: sum(scripts, "rawBytes"),
      gzipKB: sum(scripts, "gzipBytes"),
      beforeLoadRawKB: sum(early, "rawBytes"),
      beforeLoadGzipKB: sum(early, "gzipBytes"),
      networkIdle,
      budgetKB: page.jsBudgetKB,
      ...(page.targets ? { targets: page.targets } : {}),
      html,
      upFrontGzipKB: sum(scripts, "gzipBytes") + (html?.inlineGzipKB ?? 0),
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/** Measures each page in turn with one browser, a fresh context per page. */
export async function measureJs(
  origin: string,
  pages: PageSpec[],
  /** Called before every page, e.g. to restart a server that has stopped. */
  beforePage: () => Promise<void> = async () => {},
): Promise<JsPage[]> {
  const browser = await launchBrowser();
  try {
    const results: JsPage[] = [];
    for (const page of pages) {
      await beforePage();
      const measured = await withTimeout(measurePage(browser, origin, page), TIMEOUTS.jsPageMs * 2, `JS bytes of ${page.path}`);
      console.info(
        `  ${page.path}: ${measured.scripts.length} scripts, ${measured.rawKB.toFixed(1)} KB raw, ${measured.gzipKB.toFixed(1)} KB gzip ` +
          `(${measured.beforeLoadGzipKB.toFixed(1)} KB gzip before load; status ${measured.status}); ` +
          `inline ${measured.html?.inlineGzipKB.toFixed(1) ?? "-"} KB gzip, up front ${measured.upFrontGzipKB.toFixed(1)} KB gzip; ` +
          `HTML ${measured.html?.rawKB.toFixed(1) ?? "-"} KB raw, ${measured.html?.gzipKB.toFixed(1) ?? "-"} KB gzip`,
      );
      results.push(measured);
    }
    return results;
  } finally {
    await browser.close().catch(() => {});
  }
}
