/**
 * Each page against the speed targets (config.ts TARGETS): its medians in this run, beside its
 * own copy with the scripts stripped and beside the bare Next.js page measured in the same run.
 */
import { TARGETS, type Mode, type PageSpec } from "./config";
import type { JsFigures } from "./js-bytes";
import type { Series } from "./lighthouse";
import type { MenuFigures } from "./menu-tap";

/** What a part gave: its figures, or the error that stopped it; undefined when it was not run. */
export type Outcome<T> = T | { error: string };

/** The parts measured in a browser, page by page. */
export type BrowserFigures = { js: JsFigures; menu: MenuFigures };
type BrowserParts = { [K in keyof BrowserFigures]?: Outcome<BrowserFigures[K]> };

export type PageResult = BrowserParts & { lighthouse?: Partial<Record<Mode, { page: Series; stripped: Series }>> };
export type BareResult = BrowserParts & { lighthouse?: Partial<Record<Mode, Series>> };

/** A target's column: its name with the limit. */
export const TARGET_COLUMNS = [
  `Perf ≥ ${TARGETS.minPerformance}`,
  `LCP ÷ stripped, simulated ≤ ${TARGETS.maxLcpRatio.simulated.toFixed(2)}×`,
  `LCP ÷ stripped, applied ≤ ${TARGETS.maxLcpRatio.devtools.toFixed(2)}×`,
  `TBT − bare ≤ ${TARGETS.maxTbtOverBareMs} ms`,
  `CLS = ${TARGETS.maxCls}`,
  `A11y / BP / SEO = ${TARGETS.minOtherScores}`,
  `JS up front − bare ≤ ${TARGETS.maxJsOverBareKB.content} KB (home ${TARGETS.maxJsOverBareKB.home} KB)`,
  `Menu tap ≤ ${TARGETS.maxMenuTapMs} ms`,
];

/** true: met; false: missed or not measurable; null: not measured in this run. */
export type Check = { ok: boolean | null; text: string };

const mark = (ok: boolean) => (ok ? "✅" : "❌");
const judged = (ok: boolean, text: string): Check => ({ ok, text: `${text} ${mark(ok)}` });
const NOT_RUN: Check = { ok: null, text: "–" };
const failed = (why = "not measured"): Check => ({ ok: false, text: `${why} ❌` });
const signed = (value: number, digits = 0) => `${value < 0 ? "−" : "+"}${Math.abs(value).toFixed(digits)}`;
export const hasFigures = <T extends object>(outcome: Outcome<T> | undefined): outcome is T => outcome !== undefined && !("error" in outcome);

/** A figure compared with a limit, or what stands in its way. */
function compare(value: number | null | undefined, ran: boolean, ok: (value: number) => boolean, show: (value: number) => string): Check {
  if (!ran) return NOT_RUN;
  if (value === null || value === undefined) return failed();
  return judged(ok(value), show(value));
}

export function menuCheck(menu: Outcome<MenuFigures> | undefined): Check {
  if (menu === undefined) return NOT_RUN;
  if (!hasFigures(menu)) return failed("failed");
  const { taps, opened, slowestMoment } = menu.summary;
  if (taps === 0 || slowestMoment === null) return failed("no tap counted");
  if (opened < taps) return failed(`${taps - opened} of ${taps} taps did not open it`);
  return judged(slowestMoment.medianMs <= TARGETS.maxMenuTapMs, `${Math.round(slowestMoment.medianMs)} ms (${slowestMoment.moment})`);
}

export function evaluatePage(page: PageSpec, result: PageResult, bare: BareResult): Check[] {
  const sim = result.lighthouse?.simulated;
  const ratio = (mode: Mode) => {
    const series = result.lighthouse?.[mode];
    const [built, stripped] = [series?.page.medians.lcpMs, series?.stripped.medians.lcpMs];
    const value = built && stripped ? built / stripped : null;
    return compare(value, !!series, (value) => value <= TARGETS.maxLcpRatio[mode], (value) => `${value.toFixed(2)}×`);
  };
  const bareTbt = bare.lighthouse?.simulated?.medians.tbtMs;
  const tbt = sim?.page.medians.tbtMs;
  const cls = [result.lighthouse?.simulated, result.lighthouse?.devtools].filter((series) => series !== undefined).map((series) => series.page.medians.cls);
  const others = [sim?.page.medians.accessibility, sim?.page.medians.bestPractices, sim?.page.medians.seo];
  const bareJs = hasFigures(bare.js) ? bare.js.upFrontKB : null;
  const js = hasFigures(result.js) ? result.js.upFrontKB : null;
  const jsAllowance = TARGETS.maxJsOverBareKB[page.js];
  return [
    compare(sim?.page.medians.performance, !!sim, (value) => value >= TARGETS.minPerformance, (value) => `${value}`),
    ratio("simulated"),
    ratio("devtools"),
    compare(tbt != null && bareTbt != null ? tbt - bareTbt : null, !!sim, (value) => value <= TARGETS.maxTbtOverBareMs, (value) => `${signed(value)} ms`),
    compare(cls.some((value) => value === null) ? null : Math.max(...cls.map((value) => Number(value!.toFixed(3)))), cls.length > 0, (value) => value <= TARGETS.maxCls, (value) => value.toFixed(3)),
    compare(others.some((value) => value == null) ? null : Math.min(...(others as number[])), !!sim, (value) => value >= TARGETS.minOtherScores, () => others.join(" / ")),
    compare(js !== null && bareJs !== null ? js - bareJs : null, result.js !== undefined, (value) => value <= jsAllowance, (value) => `${signed(value, 1)} KB`),
    menuCheck(result.menu),
  ];
}
