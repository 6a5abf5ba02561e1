/**
 * Lighthouse (the installed v12, default config: mobile form factor, simulated throttling) against
 * each page, `runs` times with a fresh Chromium per run, each run in its own plain Node process
 * (lighthouse-runner.mjs). Keeps the four category scores and the main metrics of every run and
 * picks the median run by performance score. Pages answering with an unexpected status (e.g. 404
 * before they are built) are still audited (ignoreStatusCode).
 */
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_CATEGORIES, TIMEOUTS, type CategoryId, type PageSpec } from "./config";
import { run as runProcess } from "./proc";
import { PROJECT } from "./workspace";

const RUNNER = path.join(__dirname, "lighthouse-runner.mjs");

/** The parts of a Lighthouse result (LHR) the report uses. */
type Lhr = {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  runtimeError?: { code: string; message: string };
  runWarnings: unknown[];
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

export type LighthouseRun = {
  run: number;
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  totalByteWeightKB: number | null;
  runtimeError: string | null;
  warnings: string[];
  lighthouseVersion: string;
  userAgent: string;
  /** Where the full Lighthouse result of this run was saved. */
  lhrFile: string;
};

export type LighthousePage = {
  name: string;
  path: string;
  url: string;
  expectedStatus: number;
  status: number | null;
  runs: LighthouseRun[];
  /** Attempts that failed (Lighthouse runtime error, e.g. NO_NAVSTART, or a crash) and were retried. */
  failedAttempts: { run: number; error: string }[];
  /** Index into `runs` of the median run by performance score. */
  medianIndex: number;
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

async function runOnce(url: string, run: number, lhrFile: string): Promise<LighthouseRun> {
  fs.mkdirSync(path.dirname(lhrFile), { recursive: true });
  fs.rmSync(lhrFile, { force: true });
  const settings = { chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, categories: LIGHTHOUSE_CATEGORIES };
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
    totalByteWeightKB: bytes === null ? null : bytes / 1024,
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

export async function measureLighthouse(
  origin: string,
  pages: PageSpec[],
  {
    runs,
    outDir,
    beforeRun = async () => {},
  }: {
    runs: number;
    outDir: string;
    /** Called before every attempt, e.g. to restart a server that has stopped. */
    beforeRun?: () => Promise<void>;
  },
): Promise<LighthousePage[]> {
  const results: LighthousePage[] = [];
  for (const page of pages) {
    const url = `${origin}${page.path}`;
    await beforeRun();
    const status = await statusOf(url);
    const entry: LighthousePage = {
      name: page.name,
      path: page.path,
      url,
      expectedStatus: page.expectedStatus,
      status,
      runs: [],
      failedAttempts: [],
      medianIndex: 0,
    };
    const slug = page.path === "/" ? "home" : page.path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
    for (let run = 1; run <= runs; run += 1) {
      let measured: LighthouseRun | null = null;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const file = path.join(outDir, `${slug}-${run}${attempt > 1 ? `-attempt${attempt}` : ""}.json`);
        let error: string | null;
        try {
          await beforeRun();
          measured = await runOnce(url, run, file);
          error = measured.runtimeError ?? (measured.scores.performance === null ? "no performance score" : null);
        } catch (failure) {
          error = failure instanceof Error ? failure.message.split("\n")[0]! : String(failure);
        }
        if (error === null) break;
        entry.failedAttempts.push({ run, error });
        console.error(`  ${page.path} run ${run}/${runs} attempt ${attempt}: ${error}${attempt < ATTEMPTS ? "; retrying" : ""}`);
      }
      if (!measured) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${page.path}`);
      entry.runs.push(measured);
      console.info(
        `  ${page.path} run ${run}/${runs}: perf ${measured.scores.performance ?? "-"}, a11y ${measured.scores.accessibility ?? "-"}, ` +
          `bp ${measured.scores["best-practices"] ?? "-"}, seo ${measured.scores.seo ?? "-"}, LCP ${Math.round(measured.lcpMs ?? 0)} ms`,
      );
    }
    entry.medianIndex = medianIndex(entry.runs);
    results.push(entry);
  }
  return results;
}
