/**
 * Each measured page against the performance targets of issue 14 (config.ts TARGETS): the
 * medians of this run, beside the page's own copy with its scripts stripped and beside the bare
 * Next.js page measured in the same run. A check whose figures were not measured (a part or a
 * throttling mode left out) is reported as such, neither met nor missed.
 */
import { TARGETS, type PageSpec, type Throttling } from "./config";
import type { JsPage } from "./js-bytes";
import type { MenuTapPage } from "./menu-tap";
import { menuVerdict } from "./menu-taps";
import { seriesOf, type LighthousePage } from "./lighthouse";

export type Check = {
  id: "performance" | "lcp-simulated" | "lcp-devtools" | "tbt" | "cls" | "js" | "other-scores" | "menu";
  /** The figure compared with the limit (a score, a ratio, milliseconds or KB over the bare page). */
  value: number | null;
  limit: number;
  /** Whether the limit is a floor (performance, other scores) or a ceiling. */
  atLeast: boolean;
  /** true: met; false: missed; null: not measured in this run. */
  ok: boolean | null;
  /** One phrase: the figure, the limit and the distance to it. */
  text: string;
};

export type PageVerdict = { name: string; path: string; targets: NonNullable<PageSpec["targets"]>; checks: Check[] };

const mark = (ok: boolean | null) => (ok === null ? "⚠️" : ok ? "✅" : "❌");

function check(
  id: Check["id"],
  value: number | null,
  limit: number,
  atLeast: boolean,
  describe: (value: number) => string,
  distance: (value: number) => string,
  what: string,
): Check {
  if (value === null) return { id, value, limit, atLeast, ok: null, text: `${what}: not measured ⚠️` };
  const ok = atLeast ? value >= limit : value <= limit;
  return { id, value, limit, atLeast, ok, text: `${describe(value)} ${mark(ok)} (${distance(value)})` };
}

/** `n` with sign, fixed digits. */
const signed = (value: number, digits = 0) => `${value >= 0 ? "+" : "−"} ${Math.abs(value).toFixed(digits)}`;

function lcpRatio(page: LighthousePage, mode: Throttling): number | null {
  const built = seriesOf(page, "page", mode)?.median.lcpMs ?? null;
  const stripped = seriesOf(page, "stripped", mode)?.median.lcpMs ?? null;
  return built !== null && stripped !== null && stripped > 0 ? built / stripped : null;
}

export function evaluateTargets(
  lighthouse: LighthousePage[] | undefined,
  js: { pages: JsPage[]; floor: JsPage | null } | undefined,
  menu?: MenuTapPage[],
): PageVerdict[] {
  const bare = lighthouse?.find((page) => page.reference);
  const bareTbt = bare ? (seriesOf(bare, "page", "simulated")?.median.tbtMs ?? null) : null;
  const bareJs = js?.floor?.upFrontGzipKB ?? null;
  const pages = new Map<string, { name: string; targets: NonNullable<PageSpec["targets"]> }>();
  for (const page of [...(lighthouse ?? []), ...(js?.pages ?? []), ...(menu ?? [])]) {
    if (page.targets) pages.set(page.path, { name: page.name, targets: page.targets });
  }
  return [...pages].map(([path, { name, targets }]) => {
    const lh = lighthouse?.find((page) => page.path === path && !page.reference);
    const sim = lh ? seriesOf(lh, "page", "simulated")?.median : undefined;
    const dev = lh ? seriesOf(lh, "page", "devtools")?.median : undefined;
    const jsPage = js?.pages.find((page) => page.path === path);
    const tbt = sim?.tbtMs ?? null;
    const clsValues = [sim?.cls, dev?.cls].filter((value): value is number => typeof value === "number");
    const others = [sim?.accessibility, sim?.bestPractices, sim?.seo];
    const jsLimit = TARGETS.maxJsOverBareKB[targets];
    const ratioCheck = (mode: Throttling, id: Check["id"], label: string) => {
      const limit = TARGETS.maxLcpRatio[mode];
      return check(
        id,
        lh ? lcpRatio(lh, mode) : null,
        limit,
        false,
        (value) => `LCP ${value.toFixed(2)}× stripped (${label})`,
        (value) => `limit ${limit.toFixed(2)}×, ${Math.abs(value - limit).toFixed(2)}× ${value <= limit ? "to spare" : "over"}`,
        `LCP vs stripped (${label})`,
      );
    };
    const checks: Check[] = [
      check(
        "performance",
        sim?.performance ?? null,
        TARGETS.minPerformance,
        true,
        (value) => `performance ${value.toFixed(0)}`,
        (value) => `target ≥ ${TARGETS.minPerformance}, ${Math.abs(value - TARGETS.minPerformance).toFixed(0)} ${value >= TARGETS.minPerformance ? "above" : "short"}`,
        "performance",
      ),
      ratioCheck("simulated", "lcp-simulated", "simulated"),
      ratioCheck("devtools", "lcp-devtools", "applied"),
      check(
        "tbt",
        tbt !== null && bareTbt !== null ? tbt - bareTbt : null,
        TARGETS.maxTbtOverBareMs,
        false,
        (value) => `TBT bare ${signed(value)} ms`,
        (value) => `limit + ${TARGETS.maxTbtOverBareMs} ms, ${Math.abs(TARGETS.maxTbtOverBareMs - value).toFixed(0)} ms ${value <= TARGETS.maxTbtOverBareMs ? "to spare" : "over"}`,
        "TBT vs bare",
      ),
      check(
        "cls",
        clsValues.length > 0 ? Math.max(...clsValues.map((value) => Number(value.toFixed(3)))) : null,
        TARGETS.maxCls,
        false,
        (value) => `CLS ${value.toFixed(3)}`,
        () => `target ${TARGETS.maxCls}${clsValues.length < 2 ? ", one throttling mode only" : ", both modes"}`,
        "CLS",
      ),
      check(
        "js",
        jsPage && bareJs !== null ? jsPage.upFrontGzipKB - bareJs : null,
        jsLimit,
        false,
        (value) => `JS up front bare ${signed(value, 1)} KB`,
        (value) => `limit + ${jsLimit} KB, ${Math.abs(jsLimit - value).toFixed(1)} KB ${value <= jsLimit ? "to spare" : "over"}`,
        "JS up front vs bare",
      ),
      check(
        "other-scores",
        others.every((value) => typeof value === "number") ? Math.min(...(others as number[])) : null,
        TARGETS.minOtherScores,
        true,
        () => `a11y / best pr. / SEO ${others.map((value) => value?.toFixed(0)).join(" / ")}`,
        () => `target ${TARGETS.minOtherScores} each`,
        "a11y / best pr. / SEO",
      ),
      menuCheck(menu?.find((page) => page.path === path)),
    ];
    return { name, path, targets, checks };
  });
}

/** Every first tap opens the menu, and at every moment tapped its interaction latency (INP's measure) is within the limit (median of the moment's taps), at the target's CPU rate (the first measured). */
export function menuCheck(page: MenuTapPage | undefined): Check {
  const series = page?.series[0];
  const verdict = menuVerdict(series?.summary ?? null, TARGETS.maxMenuTapMs, `CPU ${series?.cpuRate ?? 4}×, interaction latency`);
  const fromTouch = series?.fromTouch.slowestMoment;
  const text = fromTouch ? `${verdict.text}; from the touch's start, slowest moment ${Math.round(fromTouch.medianMs)} ms (${fromTouch.moment})` : verdict.text;
  return { id: "menu", value: series?.summary.slowestMoment?.medianMs ?? null, limit: TARGETS.maxMenuTapMs, atLeast: false, ok: verdict.ok, text };
}

/** One line per page: how far it is from each of its limits. */
export function verdictLine(verdict: PageVerdict): string {
  const measured = verdict.checks.filter((item) => item.ok !== null);
  const missed = measured.filter((item) => item.ok === false).length;
  const summary =
    missed === 0 && measured.length === verdict.checks.length
      ? "✅ every target met"
      : missed === 0
        ? `⚠️ ${measured.length} of ${verdict.checks.length} targets measured, all met`
        : `❌ ${missed} of ${verdict.checks.length} targets missed`;
  return `- **${verdict.name}** (\`${verdict.path}\`): ${summary} — ${verdict.checks.map((item) => item.text).join(" · ")}`;
}
