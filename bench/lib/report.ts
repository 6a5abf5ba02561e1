/**
 * The outputs of one run: report.json with every raw figure (each Lighthouse run included) and
 * report.md with the machine, the commit and a Markdown table per measurement, budgets marked
 * ✅/❌, the build-scaling chart and how to run the suite again.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import type { Marginal, ScalingPoint } from "./build-scaling";
import { pageSizesSection } from "./page-sizes";
import { CHROMIUM_PATH, MENU_TAP, TARGETS } from "./config";
import type { JsPage } from "./js-bytes";
import { seriesOf, type LighthousePage, type LighthouseSeries } from "./lighthouse";
import type { InquiryCheck, LoadResult } from "./load";
import type { MainThreadPage } from "./main-thread";
import type { MenuTapPage } from "./menu-tap";
import { menuVerdict, PHASE_LABEL, PHASES, planLabel } from "./menu-taps";
import type { BuildResult } from "./server";
import type { Stripped } from "./html-scripts";
import { verdictLine, type PageVerdict } from "./targets";
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
  options: {
    only: string[];
    sizes: number[];
    runs: number;
    loadSeconds: number;
    connections: number;
    scalingTimeoutMin: number;
    pages: string[];
    throttling: string[];
  };
  machine: Machine;
  git: { commit: string; dirty: boolean };
  steps: Record<string, StepStatus>;
  /** Times the site server was found stopped (by something outside the suite) and started again. */
  serverRestarts: { at: string; step: string; reason: string }[];
  siteBuild?: BuildResult;
  lighthouse?: LighthousePage[];
  /** What the strip proxy removed from each page's stripped copy (the last time it served it). */
  stripped?: Record<string, Omit<Stripped, "html">>;
  /** Each page with targets against them (targets.ts), computed when the report is written. */
  targets?: PageVerdict[];
  js?: { pages: JsPage[]; floor: JsPage | null; floorBuild: BuildResult | null };
  /** The main thread's work in a load: each page, its stripped copy and the bare page (main-thread.ts). */
  mainThread?: MainThreadPage[];
  /** The menu's answer to a first tap at many moments of a load (menu-tap.ts). */
  menu?: MenuTapPage[];
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
  // The pages as built under simulated throttling: what PageSpeed Insights' mobile score shows.
  const measured = pages.flatMap((page) => {
    const series = seriesOf(page, "page", "simulated");
    return series ? [{ page, series }] : [];
  });
  const rows = measured.map(({ page, series }) => {
    const median = series.runs[series.medianIndex];
    const s = median?.scores;
    return [
      page.reference ? `**${page.name}**` : page.name,
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
      series.runs.map((run) => fixed(run.scores.performance)).join(" / "),
    ];
  });
  const label = (page: LighthousePage, series: LighthouseSeries) =>
    `\`${page.path}\`${series.variant === "stripped" ? " stripped" : ""} (${series.throttling})`;
  const errors = pages.flatMap((page) =>
    page.series.flatMap((series) => [
      ...series.failedAttempts.map((failure) => `- ${label(page, series)} run ${failure.run}, retried: ${failure.error}`),
      ...series.runs.filter((run) => run.runtimeError).map((run) => `- ${label(page, series)} run ${run.run}, kept: ${run.runtimeError}`),
    ]),
  );
  const first = measured[0]?.series;
  return [
    "## Lighthouse (mobile)",
    "",
    `Lighthouse ${first?.runs[0]?.lighthouseVersion ?? ""}, default config (mobile form factor, simulated throttling), ` +
      `categories performance, accessibility, best practices and SEO; ${first?.runs.length ?? 0} runs per page, each in a fresh Chromium. ` +
      "The table shows the median run by performance score; the last column lists every run's performance score. " +
      "Pages that answer with another status than expected are still audited (`ignoreStatusCode`). " +
      "Pages with targets are measured through the strip proxy (see the next section).",
    "",
    table(
      ["Page", "Path", "Status", "Perf", "A11y", "Best pr.", "SEO", "LCP (ms)", "TBT (ms)", "CLS", "Weight (KB)", "Perf, all runs"],
      rows,
      ["l", "l", "l", "r", "r", "r", "r", "r", "r", "r", "r", "l"],
    ),
    ...(errors.length > 0 ? ["", "Failed Lighthouse attempts (each is retried up to twice; the failures are listed for the record):", "", ...errors] : []),
  ].join("\n");
}

const THROTTLING_LABEL = { simulated: "simulated", devtools: "applied" } as const;

/** "page / stripped" for one figure of the medians. */
function pair(page: number | null | undefined, stripped: number | null | undefined, format: (value: number | null | undefined) => string): string {
  return stripped === undefined ? format(page) : `${format(page)} / ${format(stripped)}`;
}

function targetsSection(report: Report): string {
  const lighthouse = report.lighthouse ?? [];
  const bare = lighthouse.find((page) => page.reference);
  const compared = lighthouse.filter((page) => page.targets || page.reference);
  const modes = report.options.throttling.filter((mode): mode is "simulated" | "devtools" => mode === "simulated" || mode === "devtools");
  const rows: string[][] = [];
  for (const page of compared) {
    for (const mode of modes) {
      const built = seriesOf(page, "page", mode);
      if (!built) continue;
      const stripped = seriesOf(page, "stripped", mode)?.median;
      const m = built.median;
      const bareTbt = bare ? (seriesOf(bare, "page", mode)?.median.tbtMs ?? null) : null;
      const ratio = m.lcpMs !== null && stripped?.lcpMs ? `${(m.lcpMs / stripped.lcpMs).toFixed(2)}×` : "–";
      rows.push([
        page.reference ? `**${page.name}**` : `${page.name} \`${page.path}\``,
        THROTTLING_LABEL[mode],
        pair(m.performance, stripped?.performance, (value) => fixed(value)),
        pair(m.lcpMs, stripped?.lcpMs, thousands),
        ratio,
        thousands(m.fcpMs),
        pair(m.observedFirstPaintMs, stripped?.observedFirstPaintMs, thousands),
        pair(m.observedLcpMs, stripped?.observedLcpMs, thousands),
        pair(m.tbtMs, stripped?.tbtMs, thousands),
        page.reference || m.tbtMs === null || bareTbt === null ? "–" : `${m.tbtMs - bareTbt >= 0 ? "+" : "−"}${Math.abs(Math.round(m.tbtMs - bareTbt))}`,
        fixed(m.cls, 3),
        mode === "simulated" ? [m.accessibility, m.bestPractices, m.seo].map((value) => fixed(value)).join(" / ") : "–",
      ]);
    }
  }
  const js = report.js;
  const floor = js?.floor ?? null;
  const jsRows = [...(js?.pages.filter((page) => page.targets) ?? []), ...(floor ? [floor] : [])].map((page) => {
    const html = page.html;
    const isFloor = page === floor;
    const other = html?.otherInline;
    return [
      isFloor ? "**Floor: bare Next.js app**" : `${page.name} \`${page.path}\``,
      `${fixed(html?.rawKB, 1)} / ${fixed(html?.gzipKB, 1)}`,
      html ? `${html.rscPayload.count} / ${fixed(html.rscPayload.rawKB, 1)} / ${fixed(html.rscPayload.gzipKB, 1)}` : "–",
      other ? `${other.count} / ${fixed(other.gzipKB, 1)}${other.labels.length > 0 ? ` (${other.labels.map((label) => `\`${label.replace(/`/g, "'").replace(/\|/g, "\\|")}\``).join(", ")})` : ""}` : "–",
      fixed(html?.inlineGzipKB, 1),
      `${page.scripts.length} / ${fixed(page.gzipKB, 1)}`,
      `**${fixed(page.upFrontGzipKB, 1)}**`,
      isFloor || !floor ? "–" : `${page.upFrontGzipKB - floor.upFrontGzipKB >= 0 ? "+" : "−"}${fixed(Math.abs(page.upFrontGzipKB - floor.upFrontGzipKB), 1)}`,
    ];
  });
  const verdicts = report.targets ?? [];
  const strippedLines = Object.entries(report.stripped ?? {}).map(
    ([path, counts]) =>
      `\`${path}\`: ${counts.removed.external} external, ${counts.removed["rsc-payload"]} RSC payload and ${counts.removed["inline-other"]} other inline scripts, ` +
      `${counts.removedPreloads} script preloads; ${counts.keptJsonLd} JSON-LD kept`,
  );
  return [
    "## Pages against their limits",
    "",
    "Targets (issue 14), medians of this run: Lighthouse mobile performance ≥ 98 (simulated throttling); LCP at most 1.15× " +
      "the same page with its scripts stripped under simulated throttling and at most 1.10× under applied throttling; TBT at most " +
      "the bare Next.js page's + 30 ms (simulated); CLS 0 (as Lighthouse shows it, three decimals, both modes); JavaScript up front " +
      "(gzip, inline scripts included) at most the bare page's + 12 KB for content pages and + 40 KB for the home page; " +
      "accessibility, best practices and SEO 100; the header's menu opens on every first tap after the first paint, and at every " +
      "moment tapped the tap's interaction latency is within 100 ms (INP's measure: its frame with the menu open presented within " +
      "100 ms of the finger's lift, and none of its events waiting longer; median of the moment's taps, CPU 4×, see the menu section).",
    "",
    ...(verdicts.length > 0 ? verdicts.map(verdictLine) : ["No page with targets was measured."]),
    ...(rows.length > 0
      ? [
        "",
        "### Lighthouse: each page beside its copy with every script stripped",
        "",
        `Each page is measured as built and as its stripped copy, interleaved run by run (page, stripped, page, stripped, ...) ` +
          `so both see the same machine conditions, ${report.options.runs} run${report.options.runs === 1 ? "" : "s"} each, in each throttling mode: **simulated** ` +
          "(Lighthouse's default and PageSpeed Insights': the page loads unthrottled and the metrics are simulated for a slow 4G phone) and " +
          "**applied** (`throttlingMethod: \"devtools\"`: the network and CPU are throttled while the page loads and the metrics are observed). " +
          "Both variants are served by a proxy in front of the site server (`bench/lib/strip-proxy.ts`): the stripped copy is the same HTML " +
          "with every `<script>` element removed except JSON-LD and every script preload (`rel=preload as=script`, `modulepreload`) " +
          "removed, found with an HTML parser and cut at their exact ranges, served gzip-compressed like the site's pages; every other " +
          "request passes through unchanged. Figures are medians per column; \"a / b\" is page / stripped. " +
          "LCP is the simulated LCP under simulated throttling and the observed one under applied throttling; observed first paint and " +
          "observed LCP come from the `metrics` audit (under simulated throttling they are what the unthrottled trace saw). " +
          "The stripped copy's TBT is the work of the document alone (parsing, style, layout, paint): what no change to the scripts can remove. " +
          "TBT − bare is against the bare Next.js page in the same mode; accessibility, best practices and SEO are from the simulated runs.",
        "",
        table(
          [
            "Page",
            "Throttling",
            "Perf",
            "LCP (ms)",
            "LCP ÷ stripped",
            "FCP, simulated (ms)",
            "First paint, observed (ms)",
            "LCP, observed (ms)",
            "TBT (ms)",
            "TBT − bare (ms)",
            "CLS",
            "A11y / BP / SEO",
          ],
          rows,
          ["l", "l", "r", "r", "r", "r", "r", "r", "r", "r", "r", "l"],
        ),
        ...(strippedLines.length > 0 ? ["", "Removed from the stripped copies:", "", ...strippedLines.map((line) => `- ${line}`)] : []),
        ]
      : []),
    ...(jsRows.length > 0
      ? [
        "",
        "### JavaScript up front, inline scripts included",
        "",
        "Up front = the external scripts loaded until the load event plus network idle (as in the section below; gzip -9 of each " +
          "body) + the inline scripts of the document: the RSC payload (`self.__next_f.push(...)`) and every other inline `<script>` " +
          "without `src` (listed by id, or by the start of their text), gzip -9 of their contents concatenated in document order. JSON-LD is data and is not counted. " +
          "HTML is the document as the browser received it, decoded (raw) and gzip -9.",
        "",
        table(
          ["Page", "HTML raw / gzip (KB)", "RSC payload: scripts / raw / gzip (KB)", "Other inline: scripts / gzip (KB)", "Inline gzip (KB)", "External: scripts / gzip (KB)", "Up front gzip (KB)", "− bare (KB)"],
          jsRows,
          ["l", "r", "r", "l", "r", "r", "r", "r"],
        ),
        ]
      : []),
  ].join("\n");
}

function mainThreadSection(pages: MainThreadPage[]): string {
  const cpuOf = (page: MainThreadPage | undefined, variant: "page" | "stripped") => page?.series.find((series) => series.variant === variant)?.cpuMs ?? null;
  const minus = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);
  const signed = (value: number | null) => (value === null ? "–" : `${value >= 0 ? "+" : "−"}${fixed(Math.abs(value))}`);
  const reference = pages.find((page) => page.reference);
  const referenceScripts = minus(cpuOf(reference, "page"), cpuOf(reference, "stripped"));
  const rows = pages.map((page) => {
    const cell = (variant: "page" | "stripped") => {
      const series = page.series.find((each) => each.variant === variant);
      return series ? `${fixed(series.cpuMs)} / ${fixed(series.wallMs)}` : "–";
    };
    const scripts = minus(cpuOf(page, "page"), cpuOf(page, "stripped"));
    return [
      page.reference ? `**${page.name}**` : page.name,
      `\`${page.path}\``,
      cell("page"),
      cell("stripped"),
      signed(scripts).replace(/^\+/, ""),
      page.reference ? "–" : signed(minus(scripts, referenceScripts)),
      page.reference ? "–" : signed(minus(cpuOf(page, "stripped"), cpuOf(reference, "stripped"))),
      `${Math.min(...page.series.map((series) => series.loads.length))}`,
    ];
  });
  return [
    "### Main-thread work of a load: CPU time beside task time",
    "",
    "Each page and the bare Next.js page, as built and as their stripped copies (the same kind of proxy as above), loaded in " +
      "turn run after run in fresh contexts (Lighthouse's phone viewport, no CPU throttling), traced from navigation until 3 s " +
      "after the load event. **CPU** is the thread time of the renderer main thread's top-level tasks, the work itself; " +
      "**tasks** their wall time, which Lighthouse's simulation multiplies by 4 and which also grows with whatever else the " +
      "machine runs meanwhile. Medians in ms. The scripts' work is as built − stripped; the document's own (parsing, style, " +
      "layout, paint) is the stripped copy's; each is set beside the bare page's.",
    "",
    table(
      ["Page", "Path", "As built: CPU / tasks", "Stripped: CPU / tasks", "Scripts (CPU)", "Scripts − bare's", "Document − bare's", "Loads"],
      rows,
      ["l", "l", "r", "r", "r", "r", "r", "r"],
    ),
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
    "Every script response (Playwright `resourceType` script) until the load event, the first frame after it and then network " +
      "idle (no request in flight for 500 ms; bounded to 5 s in all), " +
      "no scrolling or input. Raw is the decoded body; gzip is `zlib.gzipSync` level 9 of each body, summed. " +
      "The floor is a bare App Router app (layout + heading) on the same Next.js version, served by `next start`. " +
      "Budgets apply to the full gzip total. \"Before load\" is the part requested before the load event (the document's own " +
      "scripts, unless the page adds them after its first frame, which may come after the load event); the rest is requested afterwards while the network settles, mostly Next.js prefetching the routes that visible " +
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

const mark = (ok: boolean | null) => (ok === null ? "⚠️" : ok ? "✅" : "❌");
const ms = (value: number | null | undefined) => (value === null || value === undefined ? "–" : `${Math.round(value)}`);

function menuSection(pages: MenuTapPage[]): string {
  const rows: string[][] = [];
  const phaseRows: string[][] = [];
  const misses: string[] = [];
  for (const page of pages) {
    for (const series of page.series) {
      const { summary, probe } = series;
      rows.push([
        page.reference ? `**${page.name}**` : `${page.name} \`${page.path}\``,
        `${series.cpuRate}×`,
        [probe.firstPaintMs, probe.chunksRequestedMs, probe.frameworkStartedMs, probe.hydratedMs].map(ms).join(" / "),
        `${summary.taps}${summary.beforeFirstPaint + summary.failed > 0 ? ` (+${summary.beforeFirstPaint} before paint, ${summary.failed} failed)` : ""}`,
        `${summary.opened}${summary.opened < summary.taps ? " ❌" : ""}`,
        ms(summary.medianMs),
        summary.slowestMoment ? `**${ms(summary.slowestMoment.medianMs)}** (${summary.slowestMoment.moment}, ${summary.slowestMoment.taps})` : "–",
        ms(summary.maxMs),
        `${ms(series.fromTouch.medianMs)} / ${series.fromTouch.slowestMoment ? `${ms(series.fromTouch.slowestMoment.medianMs)} (${series.fromTouch.slowestMoment.moment})` : "–"} / ${ms(series.fromTouch.maxMs)}`,
        series === page.series[0] && !page.reference ? mark(menuVerdict(summary, TARGETS.maxMenuTapMs, "").ok) : "–",
      ]);
      phaseRows.push([
        page.reference ? `**${page.name}**` : page.name,
        `${series.cpuRate}×`,
        ...PHASES.map((phase) => {
          const part = summary.byPhase[phase];
          return part.taps === 0 ? "–" : `${part.opened}/${part.taps}, ${ms(part.medianMs)} / ${ms(part.maxMs)}`;
        }),
      ]);
      for (const tap of series.taps) {
        if (!tap.error && (!tap.phase || tap.opened)) continue;
        const at = tap.tapMs ?? tap.dispatchedMs;
        const early = tap.timeline.firstPaintMs !== null && at !== null && at < tap.timeline.firstPaintMs ? `, before its load's first paint at ${ms(tap.timeline.firstPaintMs)} ms (not counted)` : "";
        misses.push(`- ${page.path} ${series.cpuRate}× ${planLabel(tap.plan)}: ${tap.error ?? `tap at ${ms(tap.tapMs)} ms (${tap.phase}) did not open the menu`}${early}`);
      }
    }
    if (page.error) misses.push(`- ${page.path}: ${page.error}`);
  }
  return [
    "## The menu's first tap during the load",
    "",
    `Target (issue 14): the header's menu button opens the menu within ${TARGETS.maxMenuTapMs} ms of the first tap at any moment after the first frame ` +
      `(checked at the first CPU rate, ${MENU_TAP.cpuRates[0]}×), judged as every target of the issue on medians: at ${MENU_TAP.cpuRates[0]}× each moment ` +
      "is tapped in one load per run (`--runs`), in rounds over all the moments, and the slowest moment's median latency must be within " +
      "the limit; the slowest single tap is shown beside it. " +
      "Each tap is a load of its own (fresh context, cold cache) in Chromium with a phone viewport (412×823, touch), the CPU slowed " +
      "down with `Emulation.setCPUThrottlingRate` (4×: the target; 1× for reference), and one touch tap dispatched with CDP " +
      "`Input.dispatchTouchEvent` at the button's centre, no readiness wait. Chromium is driven over a pipe without DevTools' " +
      "Runtime domain, which no visitor's phone has and which Playwright turns on: with it V8 records a full stack, source " +
      "positions included, for every Error constructed, and React constructs some while its module runs, which took the " +
      "framework's start-up task from 22–33 ms to 50–70 ms at 4× (`bench/lib/cdp-pipe.ts`). The taps go from the first paint to " +
      `${MENU_TAP.schedule.afterHydrationMs} ms after hydration every ${MENU_TAP.schedule.stepMs} ms (from a load without a tap, at most ${MENU_TAP.schedule.maxTaps}),` +
      " plus taps at the first chunk request, 40 ms after it, `window.next` " +
      "and halfway through hydration; each of these is timed from its own load's first paint (`paint + 400 ms`: 400 ms after the paint " +
      "as the page's clock has it; the paint moves by 100 ms and more between identical loads, and a tap before it is dropped). Two " +
      "more loads tap the moment the first chunk is requested and the moment `window.next` " +
      "is assigned. Latency, the judged figure: the tap's interaction latency as Event Timing gives it, INP's measure: the longest of " +
      "the Event Timing entries of its pointerdown, pointerup and click (one interaction), each from its own event's timestamp through " +
      "input delay and processing to the next presented frame; the click's frame has the menu open. So a tap that lands on a busy " +
      "main thread counts the wait from the touch, and the menu is timed from the finger's lift, when a tap's click comes; an " +
      "interaction handled within 16 ms has no entry and counts as 16 ms. Beside it, from the touch's start: the tap's " +
      "`event.timeStamp` to the end of the click's entry (a click answered within 16 ms has no entry, and the second animation frame " +
      "after the dialog opened stands in). That figure also counts the wait between the touch's start and its end, which for a " +
      "finger is the tap itself (50–100 ms) and which DevTools makes last until the page has presented a new frame, twice as long " +
      "as the page's frames while the document is still being drawn. Taps that landed before their load's first paint are not counted. " +
      "DevTools' CPU throttling also spins the page's main thread in a signal " +
      "handler on Linux (86 % of a CPU for an idle page at 4×, 0 % at 1×), which leaves the browser, its compositor and raster " +
      "threads one core on a two-core machine. A single tap moves by more than 100 ms between identical loads, the bare " +
      "Next.js page's taps included: hence the median per moment.",
    ...(pages.some((page) => page.reference)
      ? [
          "",
          "The floors are the bare Next.js app's page `/menu` (same Next.js and React versions): a header button that opens a `<dialog>` " +
            "from a one-line inline script listening on the document, an `h1` and a footer, nothing else. It is measured as Next.js " +
            "serves it, and again after this site's post-build step (`lib/speed/post-build.ts`: the framework's scripts load after the " +
            "first frame). A tap that lands while the framework's chunks are executing waits for them on any Next.js page; the floors " +
            "show how long that is on this machine.",
        ]
      : []),
    "",
    table(
      [
        "Page",
        "CPU",
        "Paint / chunks / `window.next` / hydrated (ms, load without tap)",
        "Taps",
        "Opened",
        "Median (ms)",
        "Slowest moment: median (ms; moment, taps)",
        "Slowest single tap (ms)",
        "From the touch's start: median / slowest moment / slowest tap (ms)",
        `≤ ${TARGETS.maxMenuTapMs} ms`,
      ],
      rows,
      ["l", "r", "r", "r", "r", "r", "r", "r", "r", "l"],
    ),
    "",
    "By the stage of its own load each tap landed in (opened/taps, median / max of the interaction's latency, ms):",
    "",
    table(["Page", "CPU", ...PHASES.map((phase) => PHASE_LABEL[phase])], phaseRows, ["l", "r", "r", "r", "r", "r"]),
    ...(misses.length > 0 ? ["", "Taps that did not open the menu or could not be measured:", "", ...misses] : []),
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
    ...(pageSizesSection(scaling.points) ? ["", pageSizesSection(scaling.points)] : []),
  ].join("\n");
}

/** Search index size and time to results per article count (bench/lib/search.ts). */
function searchSection(points: ScalingPoint[]): string {
  const measured = points.filter((point) => point.search);
  if (measured.length === 0) return "";
  const rows = measured.map((point) => {
    const search = point.search!;
    if ("error" in search) return [thousands(point.articles), `not measured: ${search.error.split("\n")[0]}`, "", "", "", ""];
    return [
      thousands(point.articles),
      fixed(search.indexGzipBytes / 1024, 1),
      fixed(search.indexBytes / 1024, 0),
      fixed(search.scriptGzipBytes / 1024, 1),
      fixed(search.openToResultsMs, 0),
      `${fixed(search.keystrokeMedianMs, 1)} / ${fixed(search.keystrokeMaxMs, 1)}`,
    ];
  });
  return [
    "## Search as content grows",
    "",
    "Measured on each build above, served and opened in Chromium on this machine. The index is fetched the first time the " +
      "search dialog opens, and the dialog's code on first intent; no page loads either before. \"First results\" runs from the click on " +
      "Search, with neither loaded, to the results of the first query; \"keystroke\" from each further query typed to its results. " +
      "Targets at 1,200 articles: at most 300 KB gzip of index, results within 100 ms of a keystroke.",
    "",
    table(
      ["Articles", "Index (KB gzip)", "Index (KB raw)", "Dialog code (KB gzip)", "Open to first results (ms)", "Keystroke to results, median / slowest (ms)"],
      rows,
      ["r", "r", "r", "r", "r", "r"],
    ),
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
  if (report.lighthouse?.some((page) => page.targets) || report.js?.pages.some((page) => page.targets) || (report.menu?.length ?? 0) > 0) {
    out.push("", targetsSection(report));
  }
  if (report.lighthouse) out.push("", lighthouseSection(report.lighthouse));
  if (report.mainThread) out.push("", mainThreadSection(report.mainThread));
  if (report.js) out.push("", jsSection(report.js));
  if (report.menu) out.push("", menuSection(report.menu));
  if (report.load) out.push("", loadSection(report.load));
  if (report.scaling) out.push("", scalingSection(report.scaling));
  if (report.scaling && searchSection(report.scaling.points)) out.push("", searchSection(report.scaling.points));
  out.push(
    "",
    "## How to run",
    "",
    "`npm run bench` (everything, about the time noted above); partial runs: `npm run bench -- --only=lighthouse,cpu,js,menu,load,scaling " +
      "--sizes=12,120 --runs=3 --pages=home,article --throttling=simulated,devtools`, and `--reuse-build` to serve the last " +
      "build again (e.g. `npm run bench -- --reuse-build --only=lighthouse,js --runs=1` for a quick look at the page targets). " +
      "Builds and servers run from scratch copies under `bench/.work/` (gitignored), which also keeps the build logs and the full " +
      "Lighthouse results.",
    "",
  );
  return out.join("\n");
}
