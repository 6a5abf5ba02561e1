/**
 * JavaScript a page loads up front: Playwright opens it in a fresh context of Debian's Chromium,
 * waits for the load event and then for the network to go idle (bounded, no scrolling or input),
 * and sums every script response: raw (decoded) bytes and gzip -9 of each body. Scripts requested
 * before the load event (the document's own) are also totalled apart from those requested after
 * it (mostly Next.js prefetching the routes that visible links point to).
 */
import zlib from "node:zlib";
import { chromium, type Browser, type Request } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, TIMEOUTS, type PageSpec } from "./config";
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
};

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
    tab.on("request", (request) => {
      if (!loaded) beforeLoad.add(request);
    });
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
    let networkIdle = true;
    try {
      await tab.waitForLoadState("networkidle", { timeout: TIMEOUTS.networkIdleMs });
    } catch {
      networkIdle = false;
    }
    const scripts = await Promise.all(pending);
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
          `(${measured.beforeLoadGzipKB.toFixed(1)} KB gzip before load; status ${measured.status})`,
      );
      results.push(measured);
    }
    return results;
  } finally {
    await browser.close().catch(() => {});
  }
}
