/**
 * The main thread's work in a page load, read from Chromium's trace: the page as built, its copy
 * with every script stripped (strip-proxy.ts) and the bare Next.js page, loaded in turn run after
 * run in fresh contexts (cold cache, phone viewport, no CPU throttling). For each load, the page's
 * renderer main thread's top-level tasks from navigation until MAIN_THREAD.settleMs (config.ts)
 * after the load event:
 *
 * - CPU: the thread time of those tasks (the trace's `tdur`), the work itself;
 * - tasks: their wall time (`dur`), what Lighthouse's simulation multiplies by its CPU slowdown.
 *
 * On a busy or shared machine a task's wall time grows with everything else that runs (a
 * Lighthouse run's TBT moved by more than a second between identical runs here); its thread time
 * hardly does. So CPU compares pages with far fewer runs: as built − stripped is the scripts' work,
 * stripped is the document's own (parsing, style, layout, paint), and the bare page's figures are
 * the floor of both.
 */
import type { Browser } from "@playwright/test";
import { MAIN_THREAD, TIMEOUTS } from "./config";
import { launchBrowser } from "./js-bytes";
import { withTimeout } from "./proc";
import { median } from "./stats";
import { strippedUrl } from "./strip-proxy";

/** The fields of a trace event this module reads. */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string } };
};

export type MainThreadLoad = { cpuMs: number; wallMs: number; tasks: number };

export type MainThreadSeries = { variant: "page" | "stripped"; loads: MainThreadLoad[]; cpuMs: number | null; wallMs: number | null };

export type MainThreadPage = { name: string; path: string; reference?: boolean; series: MainThreadSeries[] };

const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** Attempts per load before a failure ends the measurement. */
const ATTEMPTS = 3;

/**
 * The main-thread time of the load of `pathname`: its renderer is the process that parsed a
 * document at that path, its main thread the one named CrRendererMain. Nested task events (a
 * task inside a task) are counted once, by the outermost.
 */
export function mainThreadTime(events: TraceEvent[], pathname: string): MainThreadLoad {
  const parse = events.find((event) => event.name === "ParseHTML" && urlPath(event.args?.beginData?.url) === pathname);
  if (!parse) throw new Error(`the trace has no document parsed at ${pathname}`);
  const main = events.find((event) => event.name === "thread_name" && event.pid === parse.pid && event.args?.name === "CrRendererMain");
  if (!main) throw new Error(`the renderer of ${pathname} has no main thread in the trace`);
  const tasks = events
    .filter((event) => event.ph === "X" && event.pid === main.pid && event.tid === main.tid && TASKS.has(event.name) && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let end = -Infinity;
  const load: MainThreadLoad = { cpuMs: 0, wallMs: 0, tasks: 0 };
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + task.dur!;
    load.wallMs += task.dur! / 1000;
    load.cpuMs += (task.tdur ?? 0) / 1000;
    load.tasks += 1;
  }
  return load;
}

function urlPath(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

async function traceLoad(browser: Browser, url: string): Promise<MainThreadLoad> {
  const context = await browser.newContext({ ...MAIN_THREAD.device });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (data) => events.push(...(data.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
    await cdp.send("Tracing.start", { categories: "toplevel,devtools.timeline,__metadata", transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load", timeout: TIMEOUTS.jsPageMs });
    await page.waitForTimeout(MAIN_THREAD.settleMs);
    await cdp.send("Tracing.end");
    await complete;
    return mainThreadTime(events, new URL(url).pathname);
  } finally {
    await context.close();
  }
}

function series(variant: MainThreadSeries["variant"], loads: MainThreadLoad[]): MainThreadSeries {
  return {
    variant,
    loads,
    cpuMs: median(loads.map((load) => load.cpuMs)),
    wallMs: median(loads.map((load) => load.wallMs)),
  };
}

/**
 * Loads every page, then the reference page (the bare Next.js page), each as built (at `origin`)
 * and stripped (through its strip proxy, `strippedOrigin`), in turn, `runs` times.
 */
export async function measureMainThread(
  site: { origin: string; strippedOrigin: string; pages: { name: string; path: string }[] },
  reference: { origin: string; strippedOrigin: string; name: string; path: string },
  runs: number,
  beforeLoad: () => Promise<void> = async () => {},
): Promise<MainThreadPage[]> {
  const browser = await launchBrowser();
  const measured = [
    ...site.pages.map((page) => ({ ...page, origin: site.origin, strippedOrigin: site.strippedOrigin, reference: false })),
    { ...reference, reference: true },
  ];
  const loads = new Map<string, MainThreadLoad[]>();
  // A load whose trace comes back without the page's document (it happens, rarely) is loaded again.
  const take = async (key: string, url: string) => {
    for (let attempt = 1; ; attempt++) {
      await beforeLoad();
      try {
        const load = await withTimeout(traceLoad(browser, url), TIMEOUTS.jsPageMs * 2, `main-thread trace of ${url}`);
        loads.set(key, [...(loads.get(key) ?? []), load]);
        return;
      } catch (error) {
        if (attempt >= ATTEMPTS) throw error;
        console.error(`  ${url}: ${error instanceof Error ? error.message : String(error)}; loading it again`);
      }
    }
  };
  try {
    for (let run = 1; run <= runs; run++) {
      for (const page of measured) {
        await take(`${page.origin}${page.path} page`, `${page.origin}${page.path}`);
        await take(`${page.origin}${page.path} stripped`, strippedUrl(page.strippedOrigin, page.path));
      }
      console.info(`  run ${run}/${runs} done`);
    }
  } finally {
    await browser.close();
  }
  return measured.map((page) => ({
    name: page.name,
    path: page.path,
    ...(page.reference ? { reference: true } : {}),
    series: (["page", "stripped"] as const).map((variant) => series(variant, loads.get(`${page.origin}${page.path} ${variant}`) ?? [])),
  }));
}
