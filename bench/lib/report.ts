/**
 * bench/report.md: the targets first, a ✅/❌ per page, build and target, then the figures behind
 * them and how they were measured.
 */
import { MENU, MODE_LABEL, type Build, type Mode, type PageSpec } from "./config";
import type { JsFigures } from "./js-bytes";
import type { Series } from "./lighthouse";
import type { MenuFigures } from "./menu-tap";
import { evaluatePage, hasFigures, TARGET_COLUMNS, type BareResult, type Outcome, type PageResult } from "./targets";

export type Step = { name: string; ok: boolean; seconds: number; otherCpus: number; error?: string };

export type Report = {
  startedAt: string;
  minutes: number;
  command: string;
  conditions: { machine: string; software: string; commit: string };
  steps: Step[];
  pages: PageSpec[];
  builds: readonly Build[];
  modes: readonly Mode[];
  runs: number;
  results: Record<string, Partial<Record<Build, PageResult>>>;
  bare: BareResult;
  /** Sections of the measurements beyond the page targets (run.ts SERVER_PARTS). */
  sections: { title: string; markdown: string }[];
};

const BUILD_LABEL: Record<Build, string> = { full: "full", plain: "plain Next.js" };
const BARE = "**Bare Next.js page**";

/** A Markdown table, figures right-aligned after the page and build columns. */
const table = (header: string[], rows: string[][]) =>
  [`| ${header.join(" | ")} |`, `| ${header.map((_, index) => (index < 2 ? "---" : "---:")).join(" | ")} |`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");

const num = (value: number | null | undefined, digits = 0) => (value === null || value === undefined ? "–" : value.toFixed(digits));
const pair = (a: number | null | undefined, b: number | null | undefined, digits = 0) => `${num(a, digits)} / ${num(b, digits)}`;
const figures = <T extends object>(outcome: Outcome<T> | undefined): T | null => (hasFigures(outcome) ? outcome : null);
const count = (list: string[], item: string) => {
  const times = list.filter((entry) => entry === item).length;
  return times > 1 ? ` ×${times}` : "";
};
const errorOf = (outcome: object | undefined) => (outcome && "error" in outcome ? String(outcome.error) : null);

/** Every page of every build, in the report's order. */
function rows(report: Report): { page: PageSpec; build: Build; result: PageResult; name: string }[] {
  return report.pages.flatMap((page) =>
    report.builds.flatMap((build) => {
      const result = report.results[page.key]?.[build];
      return result ? [{ page, build, result, name: `${page.name} \`${page.path}\`` }] : [];
    }),
  );
}

function targetsSection(report: Report): string {
  const all = rows(report).map((row) => ({ ...row, checks: evaluatePage(row.page, row.result, report.bare) }));
  const verdicts = report.builds.map((build) => {
    const checks = all.filter((row) => row.build === build).flatMap((row) => row.checks);
    const missed = checks.filter((check) => check.ok === false).length;
    const unmeasured = checks.filter((check) => check.ok === null).length;
    const verdict = checks.length === 0 ? "❌ not measured (see the steps above)" : missed > 0 ? `❌ ${missed} of ${checks.length} checks missed` : unmeasured > 0 ? `✅ every check measured met (${unmeasured} not measured in this run)` : "✅ every target met on every page";
    return `- **${build === "full" ? "Full build" : "Plain Next.js build"}** (\`${build === "full" ? "" : "PLAIN_NEXT=1 "}npm run build\`): ${verdict}`;
  });
  return [
    "## Targets",
    `Medians of ${report.runs} run(s) per figure. Lighthouse mobile, performance and TBT under simulated throttling; LCP beside the same page with its scripts stripped, in both throttling modes; CLS as Lighthouse shows it (three decimals) in both; TBT and JavaScript up front beside the bare Next.js page; the menu's first tap at ${MENU.cpuRate}× CPU: it opens on every tap, and the slowest moment's median interaction latency (the moment in brackets). The plain build is the same site without lib/speed's machinery, shown beside the full one and held to the same limits.`,
    verdicts.join("\n"),
    table(["Page", "Build", ...TARGET_COLUMNS], all.map((row) => [row.name, BUILD_LABEL[row.build], ...row.checks.map((check) => check.text)])),
  ].join("\n\n");
}

function lighthouseSection(report: Report): string {
  const line = (name: string, build: string, mode: Mode, page: Series, stripped?: Series) => {
    const [a, b] = [page.medians, stripped?.medians];
    return [
      name,
      build,
      MODE_LABEL[mode],
      stripped ? pair(a.performance, b?.performance) : num(a.performance),
      stripped ? pair(a.lcpMs, b?.lcpMs) : num(a.lcpMs),
      stripped ? pair(a.tbtMs, b?.tbtMs) : num(a.tbtMs),
      num(a.cls, 3),
      mode === "simulated" ? [a.accessibility, a.bestPractices, a.seo].map((value) => num(value)).join(" / ") : "–",
      page.performance.map((value) => num(value)).join(", "),
    ];
  };
  const lines = rows(report).flatMap(({ result, build, name }) =>
    report.modes.flatMap((mode) => {
      const series = result.lighthouse?.[mode];
      return series ? [line(name, BUILD_LABEL[build], mode, series.page, series.stripped)] : [];
    }),
  );
  for (const mode of report.modes) {
    const series = report.bare.lighthouse?.[mode];
    if (series) lines.push(line(`${BARE} \`/\``, "–", mode, series));
  }
  if (lines.length === 0) return "";
  const failures = [
    ...rows(report).flatMap(({ result, name, build }) =>
      report.modes.flatMap((mode) => [result.lighthouse?.[mode]?.page, result.lighthouse?.[mode]?.stripped].flatMap((series, index) => (series?.failures ?? []).map((failure) => `${name}, ${build}${index ? ", stripped" : ""}, ${mode}: ${failure}`))),
    ),
    ...report.modes.flatMap((mode) => (report.bare.lighthouse?.[mode]?.failures ?? []).map((failure) => `bare page, ${mode}: ${failure}`)),
  ];
  return [
    "## Lighthouse",
    `Lighthouse mobile (default config), each run in a fresh Chromium, in two throttling modes: **simulated** (Lighthouse's default and PageSpeed Insights': the page loads unthrottled and the metrics are simulated for a slow 4G phone) and **applied** (\`throttlingMethod: "devtools"\`: the network and CPU are throttled while the page loads). Each page goes through a proxy (\`bench/lib/strip-proxy.ts\`) that also serves its stripped copy: the same HTML without any \`<script>\` but JSON-LD and without script preloads. A page's runs are interleaved (page, stripped, each build, each mode, run after run) so that all see the same machine. "a / b" is page / stripped copy, medians; the last column is each run's performance score.`,
    table(["Page", "Build", "Throttling", "Perf", "LCP (ms)", "TBT (ms)", "CLS", "A11y / BP / SEO", "Perf, each run"], lines),
    failures.length > 0 ? `Failed attempts (each run is tried up to three times):\n\n${failures.map((failure) => `- ${failure}`).join("\n")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

function jsSection(report: Report): string {
  const line = (name: string, build: string, outcome: Outcome<JsFigures> | undefined, bare: JsFigures | null): string[] | null => {
    if (outcome === undefined) return null;
    const js = figures(outcome);
    if (!js) return [name, build, `failed: ${errorOf(outcome)}`, "", "", ""];
    return [
      name,
      build,
      `${js.external.count} / ${js.external.gzipKB.toFixed(1)}`,
      `${js.inline.labels.length} / ${js.inline.gzipKB.toFixed(1)} (${[...new Set(js.inline.labels)].map((label) => `\`${label}\`${count(js.inline.labels, label)}`).join(", ")})`,
      `**${js.upFrontKB.toFixed(1)}**${js.idle ? "" : " (network busy at the bound)"}`,
      bare && js !== bare ? `${js.upFrontKB >= bare.upFrontKB ? "+" : "−"}${Math.abs(js.upFrontKB - bare.upFrontKB).toFixed(1)}` : "–",
    ];
  };
  const bare = figures(report.bare.js);
  const lines = [...rows(report).map(({ result, build, name }) => line(name, BUILD_LABEL[build], result.js, bare)), line(`${BARE} \`/\``, "–", report.bare.js, bare)].filter((row) => row !== null);
  if (lines.length === 0) return "";
  return [
    "## JavaScript up front",
    "Each page in a fresh tab (no throttling) until the load event, the first frame after it and network idle (nothing in flight for 500 ms; bounded to 5 s): every script response, gzip -9 of each body, plus the document's inline scripts (JSON-LD aside), gzip -9 of their text in document order. KB of gzip.",
    table(["Page", "Build", "External: scripts / KB", "Inline: scripts / KB", "Up front (KB)", "− bare (KB)"], lines),
  ].join("\n\n");
}

function menuSection(report: Report): string {
  const line = (name: string, build: string, outcome: Outcome<MenuFigures> | undefined): string[] | null => {
    if (outcome === undefined) return null;
    const menu = figures(outcome);
    if (!menu) return [name, build, `failed: ${errorOf(outcome)}`, "", "", "", ""];
    const { probe, summary } = menu;
    const uncounted = [summary.beforePaint ? `+${summary.beforePaint} before the paint` : "", summary.failed ? `+${summary.failed} not delivered` : ""].filter(Boolean).join(", ");
    return [
      name,
      build,
      [probe.firstPaintMs, probe.chunksRequestedMs, probe.frameworkStartedMs, probe.hydratedMs].map((value) => num(value)).join(" / "),
      `${summary.opened} of ${summary.taps}${uncounted ? ` (${uncounted})` : ""}`,
      num(summary.medianMs),
      summary.slowestMoment ? `**${Math.round(summary.slowestMoment.medianMs)}** (${summary.slowestMoment.moment}, ${summary.slowestMoment.taps} tap${summary.slowestMoment.taps === 1 ? "" : "s"})` : "–",
      num(summary.maxMs),
    ];
  };
  const lines = [...rows(report).map(({ result, build, name }) => line(name, BUILD_LABEL[build], result.menu)), line(`${BARE} with a menu \`/menu\``, "–", report.bare.menu)].filter((row) => row !== null);
  if (lines.length === 0) return "";
  return [
    "## The menu's first tap",
    `Each tap is a load of its own: a fresh tab, a phone's viewport with touch, the CPU slowed ${MENU.cpuRate}× (\`Emulation.setCPUThrottlingRate\`), and one touch at the header button's centre (\`Input.dispatchTouchEvent\`) with no wait for the page to be ready. The moments come from a load without a tap: every ${MENU.schedule.stepMs} ms from the first paint until ${MENU.schedule.afterHydrationMs} ms after hydration (at most ${MENU.schedule.maxTaps}), the first chunk requested, 40 ms later, the framework's start, halfway through hydration, and two loads that tap as the first chunk is requested and as the framework starts; each is timed from its own load's first paint and tapped once per run. The latency is the tap's interaction latency, INP's measure, from the page's Event Timing entries (16 ms when all were quicker). Chromium is driven over a pipe without DevTools' Runtime domain, which no visitor's phone has and which slows the framework's start (\`bench/lib/browser.ts\`). The bare page with a menu is a header button that opens a dialog from a one-line inline script.`,
    table(["Page", "Build", "Load without a tap: paint / chunks / framework / hydrated (ms)", "Opened", "Median (ms)", "Slowest moment, median (ms)", `Slowest tap (ms)`], lines),
  ].join("\n\n");
}

export function renderMarkdown(report: Report): string {
  const steps = report.steps.map((step) => `- ${step.name}: ${step.ok ? "✅" : `❌ ${step.error?.split("\n")[0]}`} ${Math.round(step.seconds)} s (other work ${step.otherCpus.toFixed(2)} CPUs)`);
  return [
    "# Benchmark report",
    [
      `- **Run:** ${report.startedAt}, ${report.minutes.toFixed(0)} min, \`${report.command}\``,
      `- **Commit:** ${report.conditions.commit}`,
      `- **Machine:** ${report.conditions.machine}`,
      `- **Software:** ${report.conditions.software}`,
    ].join("\n"),
    `Steps, each with the average number of CPUs other programs kept busy meanwhile (well above 0 makes the timings pessimistic):\n\n${steps.join("\n")}`,
    targetsSection(report),
    lighthouseSection(report),
    jsSection(report),
    menuSection(report),
    ...report.sections.map((section) => `## ${section.title}\n\n${section.markdown}`),
    "## How to run",
    "`npm run bench` measures every part, page, build and throttling mode and writes this file; a run narrowed with options writes `bench/.work/report.md` instead. Options: `--only=lighthouse,js,menu`, `--pages=home,article`, `--builds=full,plain`, `--throttling=simulated,devtools`, `--runs=3` (figures are medians of the runs), `--reuse-build` (serve the builds of the last run again). Builds, servers, logs and each Lighthouse result stay in `bench/.work/` (gitignored).",
  ]
    .filter(Boolean)
    .join("\n\n")
    .concat("\n");
}
