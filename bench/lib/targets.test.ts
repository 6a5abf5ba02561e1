import type { MenuTapPage } from "./menu-tap";
import { fromTouchStart, summariseTaps, type LoadTimeline, type TapResult } from "./menu-taps";
import { evaluateTargets } from "./targets";

const TIMELINE: LoadTimeline = { firstPaintMs: 300, chunksRequestedMs: 900, frameworkStartedMs: 1400, hydratedMs: 2000 };

/** Taps with these interaction latencies; from the touch's start each took 60 ms more. */
function series(latencies: number[]): MenuTapPage["series"][number] {
  const taps: TapResult[] = latencies.map((interactionMs, index) => ({
    plan: { kind: "after-paint", ms: 100 + index * 200 },
    tapMs: 400 + index * 200,
    dispatchedMs: 398 + index * 200,
    timeline: TIMELINE,
    phase: "chunks",
    opened: true,
    latencyMs: interactionMs + 60,
    interactionMs,
    latencySource: "event-timing",
  }));
  return { cpuRate: 4, probe: TIMELINE, taps, summary: summariseTaps(taps), fromTouch: summariseTaps(taps, fromTouchStart) };
}

describe("evaluateTargets, the menu", () => {
  const site: MenuTapPage = { name: "Home", path: "/", targets: "home", series: [series([40, 60, 90])] };
  const floor: MenuTapPage = { name: "Floor: bare Next.js page with a menu", path: "/menu", reference: true, series: [series([70, 460])] };

  it("holds the site's pages to the limit on the interaction's latency and leaves the floors out of the verdicts", () => {
    const verdicts = evaluateTargets(undefined, undefined, [site, floor]);
    expect(verdicts.map((verdict) => verdict.path)).toEqual(["/"]);
    const menu = verdicts[0]!.checks.find((check) => check.id === "menu");
    expect(menu).toMatchObject({ ok: true, value: 90 });
  });

  it("takes the slowest moment's median as the page's figure", () => {
    const repeated = series([40, 60, 90]);
    const rounds: TapResult[] = [...repeated.taps, ...repeated.taps.map((tap) => ({ ...tap, interactionMs: tap.interactionMs! + 100 })), ...repeated.taps];
    const page: MenuTapPage = { ...site, series: [{ ...repeated, taps: rounds, summary: summariseTaps(rounds) }] };
    const menu = evaluateTargets(undefined, undefined, [page])[0]!.checks.find((check) => check.id === "menu");
    expect(menu).toMatchObject({ ok: true, value: 90 });
  });

  it("misses the target when a moment tapped once is slower than the limit", () => {
    const slow: MenuTapPage = { ...site, series: [series([40, 60, 101])] };
    const menu = evaluateTargets(undefined, undefined, [slow])[0]!.checks.find((check) => check.id === "menu");
    expect(menu).toMatchObject({ ok: false, value: 101 });
  });
});
