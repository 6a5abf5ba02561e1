/**
 * Lighthouse (the installed v12, default config: mobile form factor) against each page, each run
 * in its own plain Node process (lighthouse-runner.mjs) with a fresh Chromium. For every page it
 * measures series: the page as built and, for pages with targets, the same page with its scripts
 * stripped (served by strip-proxy.ts), each under simulated throttling (Lighthouse's default, what
 * PageSpeed Insights shows) and under applied throttling (`throttlingMethod: "devtools"`). The
 * runs are interleaved (page, stripped, page, stripped, ... in each mode, run after run) so every
 * series sees the same machine conditions. Keeps the four category scores and the main metrics of
 * every run, the observed paints from the `metrics` audit, and the median of each figure. Pages
 * answering with an unexpected status (e.g. 404 before they are built) are still audited
 * (ignoreStatusCode).
 */
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_CATEGORIES, TIMEOUTS, type CategoryId, type PageSpec, type Throttling } from "./config";
import { run as runProcess } from "./proc";
import { median } from "./stats";
import { strippedUrl } from "./strip-proxy";
import { PROJECT } from "./workspace";

const RUNNER = path.join(__dirname, "lighthouse-runner.mjs");

/** The parts of a Lighthouse result (LHR) the report uses. */
type Lhr = {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  configSettings?: { throttlingMethod?: string };
  runtimeError?: { code: string; message: string };
  runWarnings: unknown[];
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } } | undefined>;
};

export type Variant = "page" | "stripped";

export type LighthouseRun = {
  run: number;
  scores: Record<CategoryId, number | null>;
  /** Simulated under simulated throttling, observed under applied throttling. */
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** What the trace saw, unthrottled under simulated throttling (the `metrics` audit's observed timings). */
  observedFirstPaintMs: number | null;
  observedFcpMs: number | null;
  observedLcpMs: number | null;
  totalByteWeightKB: number | null;
  throttlingMethod: string | null;
  runtimeError: string | null;
  warnings: string[];
  lighthouseVersion: string;
  userAgent: string;
  /** Where the full Lighthouse result of this run was saved. */
  lhrFile: string;
};

/** The median of each figure over a series' runs (mean of the middle two for an even count). */
export type Medians = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  observedFirstPaintMs: number | null;
  observedLcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
};

export type LighthouseSeries = {
  variant: Variant;
  throttling: Throttling;
  url: string;
  runs: LighthouseRun[];
  /** Attempts that failed (Lighthouse runtime error, e.g. NO_NAVSTART, or a crash) and were retried. */
  failedAttempts: { run: number; error: string }[];
  /** Index into `runs` of the median run by performance score. */
  medianIndex: number;
  median: Medians;
};

export type LighthousePage = {
  name: string;
  path: string;
  url: string;
  expectedStatus: number;
  status: number | null;
  targets?: PageSpec["targets"];
  /** The bare Next.js page, the reference for TBT. */
  reference?: boolean;
  series: LighthouseSeries[];
};

/** Attempts per run before a failed one is kept as it is. */
const ATTEMPTS = 3;

async function statusOf(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

function numeric(lhr: Lhr, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** An observed timing from the `metrics` audit (milliseconds from navigation start). */
function observed(lhr: Lhr, key: string): number | null {
  const value = lhr.audits.metrics?.details?.items?.[0]?.[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

async function runOnce(url: string, run: number, throttling: Throttling, lhrFile: string): Promise<LighthouseRun> {
  fs.mkdirSync(path.dirname(lhrFile), { recursive: true });
  fs.rmSync(lhrFile, { force: true });
  const settings = {
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    categories: LIGHTHOUSE_CATEGORIES,
    throttlingMethod: throttling === "simulated" ? "simulate" : "devtools",
  };
  await runProcess(process.execPath, [RUNNER, url, lhrFile, JSON.stringify(settings)], {
    cwd: PROJECT,
    timeoutMs: TIMEOUTS.lighthouseRunMs,
    logFile: `${lhrFile.replace(/\.json$/, "")}.log`,
  });
  const lhr = JSON.parse(fs.readFileSync(lhrFile, "utf8")) as Lhr;
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<CategoryId, number | null>;
  const bytes = numeric(lhr, "total-byte-weight");
  return {
    run,
    scores,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    speedIndexMs: numeric(lhr, "speed-index"),
    observedFirstPaintMs: observed(lhr, "observedFirstPaint"),
    observedFcpMs: observed(lhr, "observedFirstContentfulPaint"),
    observedLcpMs: observed(lhr, "observedLargestContentfulPaint"),
    totalByteWeightKB: bytes === null ? null : bytes / 1024,
    throttlingMethod: lhr.configSettings?.throttlingMethod ?? null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings.map((warning) => (typeof warning === "string" ? warning : JSON.stringify(warning))),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    lhrFile,
  };
}

/** The median run by performance score, among runs that have one. */
export function medianIndex(runs: LighthouseRun[]): number {
  const order = runs
    .map((run, index) => ({ index, score: run.scores.performance }))
    .filter((entry): entry is { index: number; score: number } => entry.score !== null)
    .sort((a, b) => a.score - b.score);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
}

export function medians(runs: LighthouseRun[]): Medians {
  const of = (pick: (run: LighthouseRun) => number | null) => median(runs.map(pick));
  return {
    performance: of((run) => run.scores.performance),
    accessibility: of((run) => run.scores.accessibility),
    bestPractices: of((run) => run.scores["best-practices"]),
    seo: of((run) => run.scores.seo),
    lcpMs: of((run) => run.lcpMs),
    fcpMs: of((run) => run.fcpMs),
    observedFirstPaintMs: of((run) => run.observedFirstPaintMs),
    observedLcpMs: of((run) => run.observedLcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
  };
}

/** The series of one page, if it was measured. */
export function seriesOf(page: LighthousePage, variant: Variant, throttling: Throttling): LighthouseSeries | undefined {
  return page.series.find((series) => series.variant === variant && series.throttling === throttling);
}

export async function measureLighthouse(
  origin: string,
  pages: PageSpec[],
  {
    runs,
    throttling,
    outDir,
    strippedOrigin,
    beforeRun = async () => {},
  }: {
    runs: number;
    throttling: readonly Throttling[];
    outDir: string;
    /**
     * The strip proxy in front of `origin` (strip-proxy.ts): pages with targets are then measured
     * through it, as built and stripped. Without it, only the pages as built are measured.
     */
    strippedOrigin?: string;
    /** Called before every attempt, e.g. to restart a server that has stopped. */
    beforeRun?: () => Promise<void>;
  },
): Promise<LighthousePage[]> {
  const results: LighthousePage[] = [];
  for (const page of pages) {
    await beforeRun();
    const compared = page.targets !== undefined && strippedOrigin !== undefined;
    // Pages with targets go through the proxy both ways, so both variants take the same path.
    const pageUrl = `${compared ? strippedOrigin : origin}${page.path}`;
    const entry: LighthousePage = {
      name: page.name,
      path: page.path,
      url: pageUrl,
      expectedStatus: page.expectedStatus,
      status: await statusOf(pageUrl),
      ...(page.targets ? { targets: page.targets } : {}),
      ...(page.reference ? { reference: true } : {}),
      series: [],
    };
    // Other pages are a plain check (as built, simulated throttling only), except the reference.
    const modes = page.targets !== undefined || page.reference ? throttling : throttling.filter((mode) => mode === "simulated");
    for (const mode of modes) {
      for (const variant of compared ? (["page", "stripped"] as const) : (["page"] as const)) {
        entry.series.push({
          variant,
          throttling: mode,
          url: variant === "stripped" ? strippedUrl(strippedOrigin!, page.path) : pageUrl,
          runs: [],
          failedAttempts: [],
          medianIndex: 0,
          median: medians([]),
        });
      }
    }
    const slug = page.path === "/" ? "home" : page.path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
    for (let run = 1; run <= runs; run += 1) {
      for (const series of entry.series) {
        const label = `${page.path}${series.variant === "stripped" ? " (stripped)" : ""} ${series.throttling}`;
        let measured: LighthouseRun | null = null;
        for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
          const name = `${slug}-${series.variant}-${series.throttling}-${run}${attempt > 1 ? `-attempt${attempt}` : ""}.json`;
          let error: string | null;
          try {
            await beforeRun();
            measured = await runOnce(series.url, run, series.throttling, path.join(outDir, name));
            error = measured.runtimeError ?? (measured.scores.performance === null ? "no performance score" : null);
          } catch (failure) {
            measured = null;
            error = failure instanceof Error ? failure.message.split("\n")[0]! : String(failure);
          }
          if (error === null) break;
          series.failedAttempts.push({ run, error });
          console.error(`  ${label} run ${run}/${runs} attempt ${attempt}: ${error}${attempt < ATTEMPTS ? "; retrying" : ""}`);
        }
        if (!measured) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${label}`);
        series.runs.push(measured);
        const ms = (value: number | null) => (value === null ? "-" : `${Math.round(value)} ms`);
        console.info(
          `  ${label} run ${run}/${runs}: perf ${measured.scores.performance ?? "-"}, a11y ${measured.scores.accessibility ?? "-"}, ` +
            `bp ${measured.scores["best-practices"] ?? "-"}, seo ${measured.scores.seo ?? "-"}, LCP ${ms(measured.lcpMs)}, ` +
            `observed paint ${ms(measured.observedFirstPaintMs)}, TBT ${ms(measured.tbtMs)}`,
        );
      }
    }
    for (const series of entry.series) {
      series.medianIndex = medianIndex(series.runs);
      series.median = medians(series.runs);
    }
    results.push(entry);
  }
  return results;
}
