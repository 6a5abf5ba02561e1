import { chooseTaps, interactionLatency, planLabel, summariseTaps, type EventEntry, type LoadTimeline, type TapResult } from "./menu-taps";
import { median } from "./stats";

const TIMELINE: LoadTimeline = { firstPaintMs: 300, chunksRequestedMs: 900, frameworkStartedMs: 1400, hydratedMs: 2000 };
const SCHEDULE = { stepMs: 200, afterHydrationMs: 1000, maxTaps: 40 };

/** The timed taps, in milliseconds since the navigation of a load that paints when TIMELINE's did. */
const timed = (plans: ReturnType<typeof chooseTaps>) => plans.flatMap((plan) => (plan.kind === "after-paint" ? [TIMELINE.firstPaintMs! + plan.ms] : []));

/** A tap `ms` after the navigation, planned that long after a paint at 300 ms. */
const tap = (ms: number, latencyMs: number | null, overrides: Partial<TapResult> = {}): TapResult => ({
  plan: { kind: "after-paint", ms: ms - 300 },
  tapMs: ms,
  dispatchedMs: ms - 2,
  paintMs: 300,
  opened: latencyMs !== null,
  latencyMs,
  ...overrides,
});

describe("chooseTaps", () => {
  it("taps every step from the first paint to the set time after hydration, plus the moments of the load that matter", () => {
    const times = timed(chooseTaps(TIMELINE, SCHEDULE));
    expect(times[0]).toBe(300);
    expect(times.at(-1)).toBe(2900);
    for (const ms of [500, 700, 1100, 2500]) expect(times).toContain(ms);
    // The first chunk request, 40 ms after it, the framework starting, halfway through hydration.
    for (const ms of [900, 940, 1400, 1700]) expect(times).toContain(ms);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("times each tap from its own load's first paint, and adds one load triggered by each stage", () => {
    const plans = chooseTaps({ ...TIMELINE, firstPaintMs: 312.6 }, SCHEDULE);
    expect(plans[0]).toEqual({ kind: "after-paint", ms: 0 });
    expect(plans).toContainEqual({ kind: "after-paint", ms: 587 });
    expect(planLabel(plans[1]!)).toBe("paint + 200 ms");
    expect(plans.slice(-2)).toEqual([
      { kind: "on", event: "chunk-request" },
      { kind: "on", event: "framework-start" },
    ]);
  });

  it("thins the regular taps evenly to the cap, keeps the key moments and both ends, and drops taps 10 ms apart", () => {
    const times = timed(chooseTaps(TIMELINE, { ...SCHEDULE, stepMs: 10, maxTaps: 10 }));
    expect(times.length).toBeLessThanOrEqual(10);
    for (const ms of [300, 900, 940, 1400, 1700, 3000]) expect(times).toContain(ms);
    expect(timed(chooseTaps({ ...TIMELINE, chunksRequestedMs: 903 }, SCHEDULE))).not.toContain(903);
  });

  it("covers a page whose framework never started, and refuses a page that never painted", () => {
    expect(timed(chooseTaps({ ...TIMELINE, frameworkStartedMs: null, hydratedMs: null }, SCHEDULE)).at(-1)).toBe(1900);
    expect(() => chooseTaps({ ...TIMELINE, firstPaintMs: null }, SCHEDULE)).toThrow(/never painted/);
    expect(() => chooseTaps(TIMELINE, { ...SCHEDULE, stepMs: 0 })).toThrow(/step/);
  });
});

describe("interactionLatency", () => {
  const entry = (name: string, startTime: number, duration: number, interactionId = 7): EventEntry => ({ name, startTime, duration, interactionId });

  it("is the longest entry of the tap's interaction, each timed from its own event", () => {
    const events = [entry("touchstart", 1000, 72, 0), entry("pointerdown", 1000, 72), entry("pointerup", 1075, 56), entry("click", 1075, 88)];
    expect(interactionLatency(events, 1000)).toBe(88);
    expect(interactionLatency([entry("pointerdown", 1000, 128), entry("click", 1075, 40)], 1000)).toBe(128);
  });

  it("leaves out what came before the tap and other interactions", () => {
    expect(interactionLatency([entry("click", 400, 300, 3), entry("pointerdown", 1000, 48), entry("click", 1030, 32), entry("keydown", 1200, 400, 9)], 1000)).toBe(48);
  });

  it("is the entries' threshold when every event of the tap was handled under it", () => {
    expect(interactionLatency([], 1000)).toBe(16);
    expect(interactionLatency([entry("touchstart", 1000, 24, 0)], 1000)).toBe(16);
  });
});

describe("summariseTaps", () => {
  it("judges the slowest moment's median, not the slowest single tap", () => {
    const summary = summariseTaps([tap(400, 40), tap(600, 70), tap(400, 230), tap(600, 80), tap(400, 50), tap(600, 90)]);
    expect(summary).toMatchObject({ taps: 6, opened: 6, medianMs: 75, maxMs: 230 });
    expect(summary.slowestMoment).toEqual({ moment: "paint + 300 ms", medianMs: 80, taps: 3 });
  });

  it("counts neither taps sent before their load's first paint nor taps that never reached the page", () => {
    const summary = summariseTaps([
      tap(400, 40),
      tap(320, 400, { paintMs: 350 }),
      tap(250, null, { tapMs: null, error: "no touch reached the page" }),
      tap(700, null, { tapMs: null, error: "no touch reached the page" }),
    ]);
    expect(summary).toMatchObject({ taps: 1, medianMs: 40, beforePaint: 2, failed: 1 });
  });

  it("counts a tap that did not open the menu", () => {
    expect(summariseTaps([tap(400, 40), tap(600, null)])).toMatchObject({ taps: 2, opened: 1, maxMs: 40 });
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, null, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
