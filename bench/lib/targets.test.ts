import { PAGES } from "./config";
import type { JsFigures } from "./js-bytes";
import type { Medians, Series } from "./lighthouse";
import type { MenuFigures } from "./menu-tap";
import { summariseTaps, type TapResult } from "./menu-taps";
import { evaluatePage, menuCheck, type BareResult, type PageResult } from "./targets";

const [HOME, ARTICLE] = [PAGES.find((page) => page.js === "home")!, PAGES.find((page) => page.js === "content")!];

const series = (medians: Partial<Medians>): Series => ({
  medians: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1400, tbtMs: 0, cls: 0, ...medians },
  performance: [medians.performance ?? 100],
  failures: [],
});
const js = (upFrontKB: number): JsFigures => ({ external: { count: 5, gzipKB: upFrontKB - 1 }, inline: { labels: ["#_R_"], gzipKB: 1 }, upFrontKB, idle: true });
const menu = (latencies: (number | null)[]): MenuFigures => {
  const taps: TapResult[] = latencies.map((latencyMs, index) => ({ plan: { kind: "after-paint", ms: 200 * index }, tapMs: 400 + 200 * index, dispatchedMs: 399 + 200 * index, paintMs: 300, opened: latencyMs !== null, latencyMs }));
  return { probe: { firstPaintMs: 300, chunksRequestedMs: 900, frameworkStartedMs: 1400, hydratedMs: 2000 }, taps, summary: summariseTaps(taps) };
};

const BARE: BareResult = { lighthouse: { simulated: series({ tbtMs: 50, lcpMs: 700 }), devtools: series({ tbtMs: 80 }) }, js: js(130) };
const met = (): PageResult => ({
  lighthouse: {
    simulated: { page: series({ lcpMs: 1500, tbtMs: 80, cls: 0.0004 }), stripped: series({ lcpMs: 1400 }) },
    devtools: { page: series({ lcpMs: 1650 }), stripped: series({ lcpMs: 1500 }) },
  },
  js: js(142),
  menu: menu([40, 60, 90]),
});
const marks = (result: PageResult, page = ARTICLE, bare = BARE) => evaluatePage(page, result, bare).map((check) => check.ok);

describe("evaluatePage", () => {
  it("meets every target at its limit: LCP 1.10× its stripped copy applied, TBT bare + 30 ms, CLS 0 to three decimals, JS bare + 12 KB", () => {
    expect(marks(met())).toEqual([true, true, true, true, true, true, true, true]);
    expect(evaluatePage(ARTICLE, met(), BARE).map((check) => check.text)).toEqual([
      "100 ✅",
      "1.07× ✅",
      "1.10× ✅",
      "+30 ms ✅",
      "0.000 ✅",
      "100 / 100 / 100 ✅",
      "+12.0 KB ✅",
      "90 ms (paint + 400 ms) ✅",
    ]);
  });

  it("misses each target just past its limit", () => {
    const result = met();
    result.lighthouse!.simulated = { page: series({ performance: 97, lcpMs: 1611, tbtMs: 81, seo: 92 }), stripped: series({ lcpMs: 1400 }) };
    result.lighthouse!.devtools!.page = series({ lcpMs: 1651, cls: 0.001 });
    result.js = js(142.1);
    result.menu = menu([40, 101]);
    expect(marks(result)).toEqual([false, false, false, false, false, false, false, false]);
  });

  it("gives the home page its own allowance for JavaScript", () => {
    expect(marks({ js: js(170) }, HOME)[6]).toBe(true);
    expect(marks({ js: js(170.1) }, HOME)[6]).toBe(false);
  });

  it("leaves what this run did not measure unjudged, and fails what it could not measure", () => {
    expect(marks({})).toEqual([null, null, null, null, null, null, null, null]);
    const failed = marks({ js: { error: "timed out" }, menu: { error: "no menu button" } }, ARTICLE, { lighthouse: {} });
    expect(failed.slice(6)).toEqual([false, false]);
    expect(marks(met(), ARTICLE, {})[3]).toBe(false);
  });
});

describe("menuCheck", () => {
  it("fails a page where one tap did not open the menu, however fast the others", () => {
    expect(menuCheck(menu([20, null, 30]))).toEqual({ ok: false, text: "1 of 3 taps did not open it ❌" });
  });
});
