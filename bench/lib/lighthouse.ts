/**
 * Lighthouse (mobile, its default config) on a set of URLs, each run in a fresh Chromium with
 * chrome-launcher's flags for tools. The runs are interleaved (every URL in every mode, run after
 * run), so a page and its stripped copy see the same machine conditions; each figure is the
 * median over the runs.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Launcher } from "chrome-launcher";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, TIMEOUTS, type Mode } from "./config";
import { run, start, stop, withTimeout } from "./proc";
import { sleep } from "./browser";
import { median } from "./stats";

export type Medians = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
};

export type Series = {
  medians: Medians;
  /** Each run's performance score, in order. */
  performance: (number | null)[];
  /** Attempts that failed and were tried again, or runs given up on. */
  failures: string[];
};

type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

/** Up to this many attempts at each run (Lighthouse now and then fails to record a trace). */
const ATTEMPTS = 3;

async function runOnce(url: string, mode: Mode, file: string): Promise<Medians> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
  const portFile = path.join(profile, "DevToolsActivePort");
  const chromium = start(CHROMIUM_PATH, [...Launcher.defaultFlags(), ...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"], { cwd: profile });
  try {
    const port = await withTimeout(
      (async () => {
        while (!fs.existsSync(portFile) || !fs.readFileSync(portFile, "utf8").includes("\n")) await sleep(50);
        return fs.readFileSync(portFile, "utf8").split("\n")[0]!;
      })(),
      TIMEOUTS.browserStartMs,
      "starting Chromium for Lighthouse",
    );
    const method = mode === "simulated" ? "simulate" : "devtools";
    await run(process.execPath, [path.join(__dirname, "lighthouse-runner.mjs"), url, port, method, file], { cwd: profile, timeoutMs: TIMEOUTS.lighthouseRunMs });
  } finally {
    await stop(chromium, 3000);
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const lhr = JSON.parse(fs.readFileSync(file, "utf8")) as Lhr;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
  if (score("performance") === null) throw new Error("no performance score");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
  };
}

const FIGURES = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls"] as const satisfies (keyof Medians)[];

/** Every URL of `urls` (by key) in every mode, `runs` times, interleaved; full results are kept in `outDir`. */
export async function measureLighthouse(urls: Record<string, string>, modes: readonly Mode[], runs: number, outDir: string): Promise<Record<string, Partial<Record<Mode, Series>>>> {
  const measured: Record<string, Partial<Record<Mode, { runs: Medians[]; failures: string[] }>>> = {};
  for (let runIndex = 1; runIndex <= runs; runIndex++) {
    for (const mode of modes) {
      for (const [key, url] of Object.entries(urls)) {
        const series = ((measured[key] ??= {})[mode] ??= { runs: [], failures: [] });
        const label = `${key} ${mode} run ${runIndex}/${runs}`;
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          try {
            const figures = await runOnce(url, mode, path.join(outDir, `${key.replace(/\W+/g, "-")}-${mode}-${runIndex}-${attempt}.json`));
            series.runs.push(figures);
            console.info(`  ${label}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs ?? NaN)} ms, TBT ${Math.round(figures.tbtMs ?? NaN)} ms`);
            break;
          } catch (error) {
            series.failures.push(`run ${runIndex}, attempt ${attempt}: ${(error instanceof Error ? error.message : String(error)).split("\n")[0]}`);
            console.error(`  ${label}: ${series.failures.at(-1)}`);
          }
        }
      }
    }
  }
  const summary = ({ runs: list, failures }: { runs: Medians[]; failures: string[] }): Series => ({
    medians: Object.fromEntries(FIGURES.map((figure) => [figure, median(list.map((figures) => figures[figure]))])) as Medians,
    performance: list.map((figures) => figures.performance),
    failures,
  });
  return Object.fromEntries(Object.entries(measured).map(([key, byMode]) => [key, Object.fromEntries(Object.entries(byMode).map(([mode, series]) => [mode, summary(series)]))]));
}
