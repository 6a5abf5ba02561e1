/**
 * The pure parts of the menu's first-tap measurement (menu-tap.ts): which moments of a load to
 * tap at, a tap's interaction latency, and the summary of a page's taps.
 */
import { median } from "./stats";

/** Moments of one load, in milliseconds since its navigation began (the page's clock). */
export type LoadTimeline = {
  firstPaintMs: number | null;
  /** The first framework chunk requested. */
  chunksRequestedMs: number | null;
  /** `window.next` assigned: the chunks have run and React starts hydrating. */
  frameworkStartedMs: number | null;
  /** The header, the content and the footer carry React's fibers. */
  hydratedMs: number | null;
};

/**
 * When to tap in a load: a time after that load's own first paint (the paint moves by 100 ms and
 * more between identical loads, and the browser drops a tap before it), or as a stage begins.
 */
export type TapPlan = { kind: "after-paint"; ms: number } | { kind: "on"; event: "chunk-request" | "framework-start" };

export const planLabel = (plan: TapPlan) => (plan.kind === "after-paint" ? `paint + ${Math.round(plan.ms)} ms` : `on ${plan.event}`);

/**
 * The moments to tap at, from a load without a tap: every `stepMs` from the first paint until
 * `afterHydrationMs` after hydration, thinned evenly to `maxTaps`, plus the moments that matter
 * most (the first chunk requested, 40 ms after it, the framework starting, halfway through
 * hydration), and one load triggered by each stage as it happens.
 */
export function chooseTaps(timeline: LoadTimeline, schedule: { stepMs: number; afterHydrationMs: number; maxTaps: number }): TapPlan[] {
  const { firstPaintMs: paint, chunksRequestedMs: chunks, frameworkStartedMs: started, hydratedMs: hydrated } = timeline;
  if (paint === null) throw new Error("the page never painted: no moment to tap at");
  if (!(schedule.stepMs > 0) || !(schedule.maxTaps >= 1)) throw new Error("the tap schedule needs a step above 0 and at least one tap");
  const end = (hydrated ?? started ?? chunks ?? paint) + schedule.afterHydrationMs;
  const regular: number[] = [];
  for (let ms = paint; ms <= end; ms += schedule.stepMs) regular.push(ms);
  const key = [chunks, chunks === null ? null : chunks + 40, started, started !== null && hydrated !== null ? (started + hydrated) / 2 : null].filter(
    (ms): ms is number => ms !== null && ms >= paint,
  );
  const room = Math.max(0, schedule.maxTaps - key.length);
  const kept = regular.length <= room ? regular : Array.from({ length: room }, (_, index) => regular[Math.round((index * (regular.length - 1)) / Math.max(1, room - 1))]!);
  const times = [...new Set([...kept, ...key].map((ms) => Math.round(ms - paint)))].sort((a, b) => a - b);
  // Two taps closer than 10 ms measure the same moment.
  const distinct = times.filter((ms, index) => index === 0 || ms - times[index - 1]! >= 10);
  return [...distinct.map((ms): TapPlan => ({ kind: "after-paint", ms })), { kind: "on", event: "chunk-request" }, { kind: "on", event: "framework-start" }];
}

/** An Event Timing entry as the page recorded it. */
export type EventEntry = { name: string; startTime: number; duration: number; interactionId: number };

/** Events handled faster than this have no Event Timing entry (the observer's `durationThreshold`). */
export const EVENT_THRESHOLD_MS = 16;

/**
 * A tap's interaction latency, as INP counts it: the longest entry of the tap's interaction (its
 * pointerdown, pointerup and click share an `interactionId`), each from its own event's timestamp
 * to the next frame presented after its handlers. The click's frame has the menu open. An
 * interaction without entries was handled within the threshold.
 */
export function interactionLatency(events: EventEntry[], tapMs: number): number {
  const ofTap = events.filter((entry) => entry.interactionId > 0 && entry.startTime >= tapMs - 1).sort((a, b) => a.startTime - b.startTime);
  const first = ofTap[0];
  if (!first) return EVENT_THRESHOLD_MS;
  return Math.max(EVENT_THRESHOLD_MS, ...ofTap.filter((entry) => entry.interactionId === first.interactionId).map((entry) => entry.duration));
}

/** One load with one tap. */
export type TapResult = {
  plan: TapPlan;
  /** The tap's own timestamp in the page, or null when no touch reached it. */
  tapMs: number | null;
  /** When the tap was sent, since the navigation began (measured outside the page). */
  dispatchedMs: number | null;
  /** The load's first paint. */
  paintMs: number | null;
  opened: boolean;
  /** Interaction latency; null when the menu did not open. */
  latencyMs: number | null;
  error?: string;
};

export type TapSummary = {
  /** Taps made after their load's first paint, and how many of them opened the menu. */
  taps: number;
  opened: number;
  medianMs: number | null;
  maxMs: number | null;
  /** The highest of the moments' median latencies: what the target is judged on. */
  slowestMoment: { moment: string; medianMs: number; taps: number } | null;
  /** Taps sent before their load's first paint, which the browser drops: not counted. */
  beforePaint: number;
  /** Taps that could not be sent or never reached the page: not counted. */
  failed: number;
};

export function summariseTaps(taps: TapResult[]): TapSummary {
  const early = taps.filter((tap) => tap.paintMs !== null && (tap.tapMs ?? tap.dispatchedMs ?? Infinity) < tap.paintMs);
  const counted = taps.filter((tap) => !early.includes(tap) && tap.tapMs !== null && tap.paintMs !== null && !tap.error);
  const latencies = (list: TapResult[]) => list.map((tap) => tap.latencyMs).filter((ms): ms is number => ms !== null);
  let slowestMoment: TapSummary["slowestMoment"] = null;
  for (const moment of new Set(counted.map((tap) => planLabel(tap.plan)))) {
    const ofMoment = latencies(counted.filter((tap) => planLabel(tap.plan) === moment));
    const medianMs = median(ofMoment);
    if (medianMs !== null && (slowestMoment === null || medianMs > slowestMoment.medianMs)) slowestMoment = { moment, medianMs, taps: ofMoment.length };
  }
  const all = latencies(counted);
  return {
    taps: counted.length,
    opened: counted.filter((tap) => tap.opened).length,
    medianMs: median(all),
    maxMs: all.length > 0 ? Math.max(...all) : null,
    slowestMoment,
    beforePaint: early.length,
    failed: taps.length - early.length - counted.length,
  };
}
