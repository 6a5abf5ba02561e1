/**
 * The outputs of one run: report.json with every raw figure (each Lighthouse run included) and
 * report.md with the machine, the commit and a Markdown table per measurement, budgets marked
 * ✅/❌, the build-scaling chart and how to run the suite again.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import type { Marginal, ScalingPoint } from "./build-scaling";
import { CHROMIUM_PATH } from "./config";
import type { JsPage } from "./js-bytes";
import type { LighthousePage } from "./lighthouse";
import type { InquiryCheck, LoadResult } from "./load";
import type { BuildResult } from "./server";
import { installedVersion, nextVersion, PROJECT } from "./workspace";

export type StepStatus = {
  ok: boolean;
  seconds: number;
  error?: string;
  skipped?: boolean;
  /** One-minute load average when the step began and ended (includes the benchmark's own work). */
  loadAverage?: [number, number];
  /** Average number of CPUs other programs kept busy during the step: other work skews figures. */
  otherWorkCpus?: number;
};

export type Report = {
  generatedAt: string;
  durationSeconds: number;
  command: string;
  options: { only: string[]; sizes: number[]; runs: number; loadSeconds: number; connections: number; scalingTimeoutMin: number };
  machine: Machine;
  git: { commit: string; dirty: boolean };
  steps: Record<string, StepStatus>;
  /** Times the site server was found stopped (by something outside the suite) and started again. */
  serverRestarts: { at: string; step: string; reason: string }[];
  siteBuild?: BuildResult;
  lighthouse?: LighthousePage[];
  js?: { pages: JsPage[]; floor: JsPage | null; floorBuild: BuildResult | null };
  load?: { runs: LoadResult[]; inquiries: InquiryCheck };
  scaling?: { points: ScalingPoint[]; marginal: Marginal[] };
};

export type Machine = {
  cpus: number;
  cpuModel: string;
  totalRamMB: number;
  os: string;
  node: string;
  chromium: string;
  next: string;
  lighthouse: string;
};

function quiet(command: string, args: string[], cwd = PROJECT): string {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 15_000 }).trim();
  } catch {
    return "unknown";
  }
}

export function machineInfo(): Machine {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    totalRamMB: Math.round(os.totalmem() / 1024 / 1024),
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    chromium: quiet(CHROMIUM_PATH, ["--version"]),
    next: nextVersion(),
    lighthouse: installedVersion("lighthouse"),
  };
}

export function gitInfo(): { commit: string; dirty: boolean } {
  return {
    commit: quiet("git", ["rev-parse", "--short", "HEAD"]),
    dirty: quiet("git", ["status", "--porcelain"]) !== "",
  };
}

// ---------------------------------------------------------------------------------------------
// Markdown

const fixed = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined || !Number.isFinite(value) ? "–" : value.toFixed(digits);
const thousands = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? "–" : Math.round(value).toLocaleString("en-US");

function table(header: string[], rows: string[][], align?: ("l" | "r")[]): string {
  const marks = header.map((_, index) => ((align?.[index] ?? "l") === "r" ? "---:" : "---"));
  return [header, marks, ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

function statusCell(status: number | null, expected: number): string {
  if (status === null) return "no answer ❌";
  if (status === expected) return String(status);
  if (status === 404) return `404 ⚠️ (expected ${expected}: not built yet)`;
  return `${status} ⚠️ (expected ${expected})`;
}

function budgetCell(page: JsPage): string {
  if (page.budgetKB === undefined) return "–";
  if (page.status !== page.expectedStatus) return `≤ ${page.budgetKB} KB: ⚠️ page missing`;
  return `≤ ${page.budgetKB} KB: ${page.gzipKB <= page.budgetKB ? "✅" : "❌"}`;
}

function stepLine(name: string, step: StepStatus | undefined): string {
  if (!step) return "";
  if (step.skipped) return `- ${name}: skipped`;
  const load = step.otherWorkCpus === undefined ? "" : ` (other work: ${step.otherWorkCpus.toFixed(2)} CPUs)`;
  return `- ${name}: ${step.ok ? "✅" : "❌"} ${step.seconds.toFixed(0)} s${load}${step.error ? ` — ${step.error.split("\n")[0]}` : ""}`;
}

function lighthouseSection(pages: LighthousePage[]): string {
  const rows = pages.map((page) => {
    const median = page.runs[page.medianIndex];
    const s = median?.scores;
    return [
      page.name,
      `\`${page.path}\``,
      statusCell(page.status, page.expectedStatus),
      fixed(s?.performance),
      fixed(s?.accessibility),
      fixed(s?.["best-practices"]),
      fixed(s?.seo),
      thousands(median?.lcpMs),
      thousands(median?.tbtMs),
      fixed(median?.cls, 3),
      thousands(median?.totalByteWeightKB),
      page.runs.map((run) => fixed(run.scores.performance)).join(" / "),
    ];
  });
  const errors = pages.flatMap((page) => [
    ...page.failedAttempts.map((failure) => `- \`${page.path}\` run ${failure.run}, retried: ${failure.error}`),
    ...page.runs.filter((run) => run.runtimeError).map((run) => `- \`${page.path}\` run ${run.run}, kept: ${run.runtimeError}`),
  ]);
  return [
    "## Lighthouse (mobile)",
    "",
    `Lighthouse ${pages[0]?.runs[0]?.lighthouseVersion ?? ""}, default config (mobile form factor, simulated throttling), ` +
      `categories performance, accessibility, best practices and SEO; ${pages[0]?.runs.length ?? 0} runs per page, each in a fresh Chromium. ` +
      "The table shows the median run by performance score; the last column lists every run's performance score. " +
      "Pages that answer with another status than expected are still audited (`ignoreStatusCode`).",
    "",
    table(
      ["Page", "Path", "Status", "Perf", "A11y", "Best pr.", "SEO", "LCP (ms)", "TBT (ms)", "CLS", "Weight (KB)", "Perf, all runs"],
      rows,
      ["l", "l", "l", "r", "r", "r", "r", "r", "r", "r", "r", "l"],
    ),
    ...(errors.length > 0 ? ["", "Failed Lighthouse attempts (each is retried up to twice; the failures are listed for the record):", "", ...errors] : []),
  ].join("\n");
}

function jsSection(js: NonNullable<Report["js"]>): string {
  const floor = js.floor?.gzipKB ?? null;
  const ratio = (page: JsPage) => (floor ? `${(page.gzipKB / floor).toFixed(2)}×` : "–");
  const rows = js.pages.map((page) => [
    page.name,
    `\`${page.path}\``,
    statusCell(page.status, page.expectedStatus),
    String(page.scripts.length),
    fixed(page.rawKB, 1),
    fixed(page.gzipKB, 1),
    `${page.scripts.filter((script) => script.beforeLoad).length} / ${fixed(page.beforeLoadGzipKB, 1)}`,
    ratio(page),
    budgetCell(page),
  ]);
  if (js.floor) {
    rows.push([
      "**Floor: bare Next.js app**",
      "`/`",
      statusCell(js.floor.status, 200),
      String(js.floor.scripts.length),
      fixed(js.floor.rawKB, 1),
      fixed(js.floor.gzipKB, 1),
      `${js.floor.scripts.filter((script) => script.beforeLoad).length} / ${fixed(js.floor.beforeLoadGzipKB, 1)}`,
      "1.00×",
      "–",
    ]);
  }
  const idle = [...js.pages, ...(js.floor ? [js.floor] : [])].filter((page) => !page.networkIdle);
  return [
    "## JavaScript loaded up front",
    "",
    "Every script response (Playwright `resourceType` script) until the load event plus network idle (bounded to 5 s), " +
      "no scrolling or input. Raw is the decoded body; gzip is `zlib.gzipSync` level 9 of each body, summed. " +
      "The floor is a bare App Router app (layout + heading) on the same Next.js version, served by `next start`. " +
      "Budgets apply to the full gzip total. \"Before load\" is the part requested before the load event (the document's own " +
      "scripts); the rest is requested afterwards while the network settles, mostly Next.js prefetching the routes that visible " +
      "links point to, and can vary between runs with timing.",
    "",
    table(
      ["Page", "Path", "Status", "Scripts", "Raw (KB)", "Gzip (KB)", "Before load: scripts / gzip KB", "Gzip × floor", "Budget (gzip)"],
      rows,
      ["l", "l", "l", "r", "r", "r", "r", "r", "l"],
    ),
    ...(idle.length > 0 ? ["", `Network did not go idle within 5 s on: ${idle.map((page) => `\`${page.path}\``).join(", ")} (measured at the bound).`] : []),
  ].join("\n");
}

function loadSection(load: NonNullable<Report["load"]>): string {
  const rows = load.runs.map((run) => [
    `${run.method} \`${run.path}\``,
    run.name,
    thousands(run.requestsPerSecMean),
    thousands(run.requestsTotal),
    fixed(run.latencyP50Ms, 0),
    fixed(run.latencyP99Ms, 0),
    thousands(run.non2xx),
    String(run.errors),
    Object.entries(run.statusCounts)
      .map(([code, count]) => `${code}: ${count}`)
      .join(", "),
  ]);
  const check = load.inquiries;
  const first = load.runs[0];
  return [
    "## Throughput and latency",
    "",
    `autocannon, ${first?.durationS ?? 10} s per test, ${first?.connections ?? 20} connections, against \`node server.mjs\` on 127.0.0.1 ` +
      "(rate limit off, SQLite in the scratch folder, no SMTP). The POST sends a valid inquiry with the server's own Origin.",
    "",
    table(["Request", "What", "Req/s (mean)", "Requests", "p50 (ms)", "p99 (ms)", "Non-2xx", "Errors", "Statuses"], rows, [
      "l",
      "l",
      "r",
      "r",
      "r",
      "r",
      "r",
      "r",
      "l",
    ]),
    "",
    `Stored inquiries after the POST run: ${check.stored} new rows in \`inquiries\`, ${check.created201} answers with status 201: ` +
      (check.matches
        ? "✅ equal."
        : check.consistent
          ? `⚠️ not equal: ${check.stored - check.created201} more rows than 201 answers, within the ${check.inFlightAtStop} requests ` +
            "still in flight when autocannon stopped at the end of the run (the server stored them; autocannon dropped the answers). " +
            "No inquiry answered 201 was lost."
          : `❌ not equal and not explained by the ${check.inFlightAtStop} requests in flight at the end of the run.`),
  ].join("\n");
}

function scalingSection(scaling: NonNullable<Report["scaling"]>): string {
  const rows = scaling.points.map((point) => [
    thousands(point.articles),
    fixed(point.seconds, 1),
    fixed(point.cpuSeconds, 0),
    thousands(point.peakMB),
    point.prerenderedInsights === null ? "–" : thousands(point.prerenderedInsights),
    point.prerenderedRoutes === null ? "–" : thousands(point.prerenderedRoutes),
    `${point.wordsMin}–${point.wordsMax}`,
    fixed(point.otherWorkCpus, 2),
  ]);
  const marginal = scaling.marginal.map((step) => [
    `${thousands(step.from)} → ${thousands(step.to)}`,
    fixed(step.msPerArticle, 1),
    fixed(step.cpuMsPerArticle, 1),
    fixed(step.mbPerArticle, 2),
  ]);
  const missing = scaling.points.filter((point) => (point.prerenderedInsights ?? 0) < point.articles);
  return [
    "## Build time and memory as content grows",
    "",
    "Each size is a fresh copy of the project built with `next build` and `CONTENT_DIR` pointing at generated content " +
      "(the real case studies, legal documents and page copy plus N synthetic insight articles of 600–900 words). " +
      "Peak memory is the largest sum of RSS over the build's whole process tree, sampled from /proc every 200 ms " +
      "(pages shared between the build's processes are counted once per process, so the sum overstates physical memory somewhat). " +
      "CPU is the user + system time of the same processes; it is much less sensitive than wall-clock time to other work that " +
      "competes for the CPUs, so compare it when other work was high. Peak memory is dominated by the compiler rather than " +
      "the content and varies by a few hundred MB between identical builds (garbage-collection timing), so small or " +
      "negative MB-per-article figures mean \"no measurable growth\", not a saving.",
    "",
    table(
      ["Articles", "Build (s)", "CPU (s)", "Peak RSS (MB)", "Article pages prerendered", "Routes prerendered", "Words per article", "Other work (CPUs)"],
      rows,
      ["r", "r", "r", "r", "r", "r", "l", "r"],
    ),
    "",
    ...(marginal.length > 0
      ? [
          "Marginal cost per added article:",
          "",
          table(["Step", "Wall-clock ms per article", "CPU ms per article", "MB per article"], marginal, ["l", "r", "r", "r"]),
          "",
        ]
      : []),
    ...(missing.length > 0
      ? [
          `⚠️ Fewer insight pages were prerendered than articles generated for ${missing.map((point) => point.articles).join(", ")}; ` +
            "the insight routes may not render every article, so these builds do not grow with the content.",
          "",
        ]
      : []),
    "![Build time and memory](build-scaling.svg)",
  ].join("\n");
}

export function renderMarkdown(report: Report): string {
  const m = report.machine;
  const out: string[] = [
    "# Benchmark report",
    "",
    `- **Date:** ${report.generatedAt} (run took ${(report.durationSeconds / 60).toFixed(1)} min)`,
    `- **Machine:** ${m.cpus} × ${m.cpuModel}, ${(m.totalRamMB / 1024).toFixed(1)} GB RAM, ${m.os}`,
    `- **Software:** Node ${m.node}, ${m.chromium}, Next.js ${m.next}, Lighthouse ${m.lighthouse}`,
    `- **Git commit:** \`${report.git.commit}\`${report.git.dirty ? " (the working tree had uncommitted changes; the scratch copy includes them)" : ""}`,
    `- **Command:** \`${report.command}\``,
    "",
    `Steps, with the average number of the ${m.cpus} CPUs that other programs on the machine kept busy meanwhile ` +
      "(machine CPU time from /proc/stat minus the benchmark's own processes; anything well above 0 makes timings pessimistic):",
    "",
    ...Object.entries(report.steps).map(([name, step]) => stepLine(name, step)),
  ];
  if (report.serverRestarts.length > 0) {
    out.push(
      "",
      `> ⚠️ The site server stopped ${report.serverRestarts.length} time(s) during the run, not by the suite ` +
        `(${report.serverRestarts.map((restart) => `${restart.reason} during ${restart.step}`).join("; ")}); ` +
        "it was started again on the same port and the interrupted measurement retried.",
    );
  }
  const busiest = Math.max(0, ...Object.values(report.steps).map((step) => step.otherWorkCpus ?? 0));
  if (busiest >= 0.25) {
    out.push(
      "",
      `> ⚠️ Other programs competed with the benchmark during this run (up to ${busiest.toFixed(2)} of ${m.cpus} CPUs busy ` +
        "on average during a step). Build times, Lighthouse performance scores, TBT and throughput of those steps are " +
        "pessimistic; byte counts, accessibility, best-practices and SEO scores are not affected.",
    );
  }
  if (report.js && report.js.pages.some((page) => page.budgetKB !== undefined)) {
    out.push(
      "",
      "## Budgets",
      "",
      table(
        ["Budget", "Measured", "Result"],
        report.js.pages
          .filter((page) => page.budgetKB !== undefined)
          .map((page) => [
            `${page.name} (\`${page.path}\`) JavaScript ≤ ${page.budgetKB} KB gzip`,
            `${fixed(page.gzipKB, 1)} KB`,
            budgetCell(page).replace(/^≤ \d+ KB: /, ""),
          ]),
        ["l", "r", "l"],
      ),
    );
  }
  if (report.siteBuild) {
    out.push(
      "",
      "## Production build of the site",
      "",
      "`next build` of the scratch copy (the Next CLI run directly by node, as `npx next build` ends up doing, so no npm " +
        "process is counted), wall-clock time and peak summed RSS of its process tree.",
      "",
      table(
        ["Build (s)", "CPU (s)", "Peak RSS (MB)", "Other work (CPUs)"],
        [
          [
            fixed(report.siteBuild.seconds, 1),
            fixed(report.siteBuild.cpuSeconds, 0),
            thousands(report.siteBuild.peakMB),
            fixed(report.siteBuild.otherWorkCpus, 2),
          ],
        ],
        ["r", "r", "r", "r"],
      ),
    );
  }
  if (report.lighthouse) out.push("", lighthouseSection(report.lighthouse));
  if (report.js) out.push("", jsSection(report.js));
  if (report.load) out.push("", loadSection(report.load));
  if (report.scaling) out.push("", scalingSection(report.scaling));
  out.push(
    "",
    "## How to run",
    "",
    "`npm run bench` (everything, about the time noted above); partial runs: `npm run bench -- --only=lighthouse,js,load,scaling " +
      "--sizes=12,120 --runs=3`. Builds and servers run from scratch copies under `bench/.work/` (gitignored), which also keeps " +
      "the build logs and the full Lighthouse results.",
    "",
  );
  return out.join("\n");
}
