import { chooseTaps, fromTouchStart, interactionLatency, menuVerdict, phaseAt, planLabel, summariseTaps, type EventEntry, type LoadTimeline, type TapResult } from "./menu-taps";
import { median } from "./stats";

const TIMELINE: LoadTimeline = { firstPaintMs: 300, chunksRequestedMs: 900, frameworkStartedMs: 1400, hydratedMs: 2000 };
const SCHEDULE = { stepMs: 200, afterHydrationMs: 1000, maxTaps: 40 };

/** The timed taps, in milliseconds since the navigation of a load that paints when TIMELINE's did. */
const timed = (plans: ReturnType<typeof chooseTaps>) => plans.flatMap((plan) => (plan.kind === "after-paint" ? [TIMELINE.firstPaintMs! + plan.ms] : []));

function tap(overrides: Partial<TapResult>): TapResult {
  return {
    plan: { kind: "after-paint", ms: 700 },
    tapMs: 1000,
    dispatchedMs: 998,
    timeline: TIMELINE,
    phase: "chunks",
    opened: true,
    latencyMs: 50,
    interactionMs: 40,
    latencySource: "event-timing",
    ...overrides,
  };
}

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

  it("times each tap from its own load's first paint", () => {
    const plans = chooseTaps({ ...TIMELINE, firstPaintMs: 312.6 }, SCHEDULE);
    expect(plans[0]).toEqual({ kind: "after-paint", ms: 0 });
    expect(plans).toContainEqual({ kind: "after-paint", ms: 200 });
    // The first chunk request came 587 ms after the paint.
    expect(plans).toContainEqual({ kind: "after-paint", ms: 587 });
    expect(planLabel(plans[1]!)).toBe("paint + 200 ms");
  });

  it("adds one load triggered by each stage as it happens", () => {
    const triggered = chooseTaps(TIMELINE, SCHEDULE).filter((plan) => plan.kind === "on");
    expect(triggered).toEqual([
      { kind: "on", event: "chunk-request" },
      { kind: "on", event: "framework-start" },
    ]);
  });

  it("thins the regular taps evenly to the cap and keeps the key moments and both ends", () => {
    const times = timed(chooseTaps(TIMELINE, { ...SCHEDULE, stepMs: 10, maxTaps: 10 }));
    expect(times.length).toBeLessThanOrEqual(10);
    for (const ms of [300, 900, 940, 1400, 1700, 3000]) expect(times).toContain(ms);
  });

  it("drops taps closer than 10 ms to the previous one", () => {
    const times = timed(chooseTaps({ ...TIMELINE, chunksRequestedMs: 903 }, SCHEDULE));
    expect(times).toContain(900);
    expect(times).not.toContain(903);
  });

  it("covers a page whose framework never started: from the first paint to the set time after the chunk request", () => {
    const times = timed(chooseTaps({ ...TIMELINE, frameworkStartedMs: null, hydratedMs: null }, SCHEDULE));
    expect(times.at(-1)).toBe(1900);
    expect(times).toContain(940);
  });

  it("refuses a page that never painted and a schedule without a step", () => {
    expect(() => chooseTaps({ ...TIMELINE, firstPaintMs: null }, SCHEDULE)).toThrow(/never painted/);
    expect(() => chooseTaps(TIMELINE, { ...SCHEDULE, stepMs: 0 })).toThrow(/step/);
  });
});

describe("phaseAt", () => {
  it("names the stage of its own load a tap fell in", () => {
    expect(phaseAt(400, TIMELINE)).toBe("before-chunks");
    expect(phaseAt(900, TIMELINE)).toBe("chunks");
    expect(phaseAt(1399, TIMELINE)).toBe("chunks");
    expect(phaseAt(1400, TIMELINE)).toBe("hydrating");
    expect(phaseAt(2000, TIMELINE)).toBe("hydrated");
  });

  it("treats a stage the load never reached as later than the tap", () => {
    expect(phaseAt(5000, { ...TIMELINE, hydratedMs: null })).toBe("hydrating");
    expect(phaseAt(5000, { ...TIMELINE, chunksRequestedMs: null, frameworkStartedMs: null, hydratedMs: null })).toBe("before-chunks");
  });
});

describe("summariseTaps", () => {
  it("counts the taps after their load's first paint, with the median and max latency overall and by stage", () => {
    const summary = summariseTaps(
      [
      tap({ phase: "before-chunks", tapMs: 400, latencyMs: 30 }),
      tap({ phase: "chunks", latencyMs: 90 }),
      tap({ phase: "chunks", latencyMs: 250 }),
      tap({ phase: "hydrated", tapMs: 2500, latencyMs: 20 }),
      // Before its load painted: not counted.
      tap({ phase: "before-chunks", tapMs: 200, latencyMs: 900 }),
      // Sent before its load painted and dropped by the browser: not counted either.
      tap({ tapMs: null, dispatchedMs: 250, phase: null, opened: false, latencyMs: null, error: "no pointerdown" }),
      // Sent after the paint and never seen by the page: a failure, not counted.
      tap({ tapMs: null, dispatchedMs: 700, phase: null, opened: false, latencyMs: null, error: "no pointerdown" }),
      ],
      fromTouchStart,
    );
    expect(summary).toMatchObject({ taps: 4, opened: 4, timed: 4, medianMs: 60, maxMs: 250, beforeFirstPaint: 2, failed: 1 });
    expect(summary.byPhase.chunks).toEqual({ taps: 2, opened: 2, timed: 2, medianMs: 170, maxMs: 250 });
    expect(summary.byPhase.hydrating).toEqual({ taps: 0, opened: 0, timed: 0, medianMs: null, maxMs: null });
  });

  it("groups the taps by the moment planned, in the order planned, with the slowest moment's median", () => {
    const at = (ms: number, latencyMs: number) => tap({ plan: { kind: "after-paint", ms: ms - 300 }, tapMs: ms, latencyMs });
    const onStart = (latencyMs: number) => tap({ plan: { kind: "on", event: "framework-start" }, latencyMs });
    const summary = summariseTaps([at(400, 40), at(600, 70), onStart(30), at(400, 230), at(600, 80), onStart(35), at(400, 50), at(600, 90), onStart(200)], fromTouchStart);
    expect(summary.moments.map(({ moment, taps, medianMs, maxMs }) => ({ moment, taps, medianMs, maxMs }))).toEqual([
      { moment: "paint + 100 ms", taps: 3, medianMs: 50, maxMs: 230 },
      { moment: "paint + 300 ms", taps: 3, medianMs: 80, maxMs: 90 },
      { moment: "on framework-start", taps: 3, medianMs: 35, maxMs: 200 },
    ]);
    expect(summary.slowestMoment).toEqual({ moment: "paint + 300 ms", medianMs: 80, taps: 3 });
    expect(summary.maxMs).toBe(230);
  });

  it("leaves a moment's taps that landed before their load's first paint out of its median", () => {
    const summary = summariseTaps([
      tap({ plan: { kind: "on", event: "chunk-request" }, tapMs: 320, latencyMs: 40 }),
      tap({ plan: { kind: "on", event: "chunk-request" }, tapMs: 320, latencyMs: 400, timeline: { ...TIMELINE, firstPaintMs: 350 } }),
    ], fromTouchStart);
    expect(summary.moments).toMatchObject([{ moment: "on chunk-request", taps: 1, medianMs: 40 }]);
    expect(summary.beforeFirstPaint).toBe(1);
  });

  it("is over the interaction's latency unless told otherwise", () => {
    const taps = [tap({ latencyMs: 150, interactionMs: 80 }), tap({ latencyMs: 170, interactionMs: 90 }), tap({ latencyMs: 130, interactionMs: 70 })];
    expect(summariseTaps(taps)).toMatchObject({ medianMs: 80, maxMs: 90 });
    expect(summariseTaps(taps, fromTouchStart)).toMatchObject({ medianMs: 150, maxMs: 170 });
  });

  it("counts a tap that did not open the menu as a tap without a latency", () => {
    const summary = summariseTaps([tap({}), tap({ opened: false, latencyMs: null })], fromTouchStart);
    expect(summary).toMatchObject({ taps: 2, opened: 1, timed: 1, maxMs: 50 });
  });
});

describe("interactionLatency", () => {
  // A tap at 1000 ms whose lift came 75 ms later (DevTools lifts the finger once a frame is presented).
  const entry = (name: string, startTime: number, duration: number, interactionId = 7): EventEntry => ({ name, startTime, duration, interactionId });

  it("is the longest entry of the tap's interaction, each timed from its own event", () => {
    const events = [
      entry("pointerover", 1000, 72, 0),
      entry("touchstart", 1000, 72, 0),
      entry("pointerdown", 1000, 72),
      entry("touchend", 1075, 88, 0),
      entry("pointerup", 1075, 56),
      entry("click", 1075, 88),
    ];
    // From the touch's start to the menu's frame it was 163 ms; the finger's lift is not waited on.
    expect(interactionLatency(events, 1000)).toBe(88);
    expect(interactionLatency([entry("pointerdown", 1000, 128), entry("click", 1075, 40)], 1000)).toBe(128);
  });

  it("leaves out what came before the tap and other interactions", () => {
    const events = [entry("click", 400, 300, 3), entry("pointerdown", 1000, 48), entry("click", 1030, 32), entry("keydown", 1200, 400, 9)];
    expect(interactionLatency(events, 1000)).toBe(48);
  });

  it("is the entries' threshold when every event of the tap was handled under it", () => {
    expect(interactionLatency([], 1000)).toBe(16);
    expect(interactionLatency([entry("touchstart", 1000, 24, 0)], 1000)).toBe(16);
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe("menuVerdict", () => {
  const summaryOf = (taps: TapResult[]) => summariseTaps(taps, fromTouchStart);

  const at = (ms: number, latencyMs: number) => tap({ plan: { kind: "after-paint", ms: ms - 300 }, tapMs: ms, latencyMs });

  it("is met when every moment's median is within the limit, a slower single tap notwithstanding", () => {
    const verdict = menuVerdict(summaryOf([at(400, 40), at(400, 180), at(400, 100), at(600, 30)]), 100, "CPU 4×");
    expect(verdict.ok).toBe(true);
    expect(verdict.text).toContain("slowest moment 100 ms (paint + 100 ms, median of 3)");
    expect(verdict.text).toContain("slowest single tap 180 ms");
  });

  it("is missed when one moment's median is slower than the limit", () => {
    const verdict = menuVerdict(summaryOf([at(400, 40), at(600, 101), at(600, 120), at(600, 20)]), 100, "CPU 4×");
    expect(verdict.ok).toBe(false);
    expect(verdict.text).toContain("1 ms over");
  });

  it("judges a moment tapped once on that one tap", () => {
    expect(menuVerdict(summaryOf([at(400, 40), at(600, 101)]), 100, "CPU 4×").ok).toBe(false);
    expect(menuVerdict(summaryOf([at(400, 40), at(600, 100)]), 100, "CPU 4×").ok).toBe(true);
  });

  it("is missed when a first tap did not open the menu, however fast the others", () => {
    const verdict = menuVerdict(summaryOf([tap({ latencyMs: 10 }), tap({ opened: false, latencyMs: null })]), 100, "CPU 4×");
    expect(verdict.ok).toBe(false);
    expect(verdict.text).toContain("1 of 2 taps did not open it");
  });

  it("is not measured without counted taps, or when a latency could not be read", () => {
    expect(menuVerdict(null, 100, "CPU 4×").ok).toBeNull();
    expect(menuVerdict(summaryOf([]), 100, "CPU 4×").ok).toBeNull();
    expect(menuVerdict(summaryOf([tap({ latencyMs: null, latencySource: null })]), 100, "CPU 4×").ok).toBeNull();
  });
});
