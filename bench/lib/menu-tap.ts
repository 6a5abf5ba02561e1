/**
 * The header menu's first tap at many moments of a load. A load without a tap gives the page's
 * timeline and the button's centre; then each moment (menu-taps.ts chooseTaps) gets loads of its
 * own, one per run, in rounds over all the moments: a fresh tab (cold cache), a phone's viewport
 * and touch, the CPU slowed down 4×, and ONE touch at the button's centre sent with
 * `Input.dispatchTouchEvent`, with no wait for the page to be ready. The page reports its first
 * paint and the framework's start by requesting a path under SIGNAL, which the runner answers
 * itself. DevTools holds each touch event until the page has presented a frame; the interaction
 * latency, timed by the page's Event Timing, does not count that wait.
 */
import { MENU, TIMEOUTS } from "./config";
import { evaluate, sleep, type Browser, type Tab } from "./browser";
import { chooseTaps, interactionLatency, planLabel, summariseTaps, type EventEntry, type LoadTimeline, type TapPlan, type TapResult, type TapSummary } from "./menu-taps";
import { withTimeout } from "./proc";

export type MenuFigures = { probe: LoadTimeline; taps: TapResult[]; summary: TapSummary };

const SIGNAL = "/__menu-tap-signal/";
const CHUNK = /\/_next\/static\/chunks\/.+\.js(\?|$)/;
const BUTTON = "header button[data-sheet-open]";

type Recorded = { tapMs: number | null; frameworkStartedMs: number | null; hydratedMs: number | null; events: EventEntry[] };

/** Runs in the page before its own scripts. Sent as source text: no named inner functions. */
function instrument([signal, button]: [string, string]) {
  const record: Recorded = { tapMs: null, frameworkStartedMs: null, hydratedMs: null, events: [] };
  (window as unknown as { __menuTap: Recorded }).__menuTap = record;
  new PerformanceObserver((list, observer) => {
    const paint = list.getEntries().find((entry) => entry.name === "first-contentful-paint");
    if (!paint) return;
    observer.disconnect();
    fetch(`${signal}painted?paint=${paint.startTime}&now=${performance.now()}`).catch(() => {});
  }).observe({ type: "paint", buffered: true });
  for (const type of ["pointerdown", "touchstart"]) {
    addEventListener(type, (event) => void (record.tapMs ??= event.timeStamp), { capture: true, passive: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      record.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // Hydrated when the header's button (or, for server markup React keeps as it is, the nearest
  // element React owns around it), the content's last part and the footer carry React's fibers.
  const poll = setInterval(() => {
    if (record.frameworkStartedMs === null) {
      if (!(window as unknown as { next?: unknown }).next) return;
      record.frameworkStartedMs = performance.now();
      fetch(`${signal}framework-started`).catch(() => {});
    }
    let header = document.querySelector(button);
    while (header && header !== document.body && !Object.keys(header).some((key) => key.startsWith("__reactFiber$"))) header = header.parentElement;
    const parts = [header === document.body ? null : header, document.querySelector("main")?.lastElementChild, document.querySelector("footer")];
    if (parts.every((part) => !!part && Object.keys(part).some((key) => key.startsWith("__reactFiber$")))) {
      record.hydratedMs = performance.now();
      clearInterval(poll);
    }
  }, 16);
}

type Load = {
  tab: Tab;
  loaded: Promise<void>;
  /** What the load reports as it goes. */
  on: { chunkRequested?: () => void; frameworkStarted?: () => void; painted?: (paintMs: number, nowMs: number) => void };
};

async function openLoad(browser: Browser): Promise<Load> {
  const tab = await browser.newTab();
  let fireLoaded = () => {};
  const load: Load = { tab, loaded: new Promise((resolve) => (fireLoaded = resolve)), on: {} };
  tab.on((method, params) => {
    if (method === "Page.loadEventFired") fireLoaded();
    const url = (params.request as { url?: string } | undefined)?.url ?? "";
    if (method === "Network.requestWillBeSent" && CHUNK.test(url)) load.on.chunkRequested?.();
    if (method === "Fetch.requestPaused") {
      void tab.send("Fetch.fulfillRequest", { requestId: params.requestId, responseCode: 204 }).catch(() => {});
      const signal = new URL(url);
      if (signal.pathname.endsWith("framework-started")) load.on.frameworkStarted?.();
      if (signal.pathname.endsWith("painted")) load.on.painted?.(Number(signal.searchParams.get("paint")), Number(signal.searchParams.get("now")));
    }
  });
  await tab.send("Page.enable");
  await tab.send("Network.enable");
  await tab.send("Fetch.enable", { patterns: [{ urlPattern: `*${SIGNAL}*`, requestStage: "Request" }] });
  await tab.send("Emulation.setDeviceMetricsOverride", MENU.viewport);
  await tab.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  await tab.send("Emulation.setCPUThrottlingRate", { rate: MENU.cpuRate });
  await tab.send("Page.addScriptToEvaluateOnNewDocument", { source: `(${instrument.toString()})(${JSON.stringify([SIGNAL, BUTTON])})` });
  return load;
}

async function navigate(load: Load, url: string): Promise<void> {
  const { errorText } = await load.tab.send<{ errorText?: string }>("Page.navigate", { url });
  if (errorText) throw new Error(`${url}: ${errorText}`);
}

/** Polls `fn(arg)` in the page until it returns true; false if `timeoutMs` passes first. */
async function until<A>(load: Load, fn: (arg: A) => boolean, timeoutMs: number, arg?: A): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await evaluate(load.tab, fn, arg).catch(() => false)) return true;
    await sleep(50);
  }
  return false;
}

const hydrated = (load: Load) => until(load, () => (window as unknown as { __menuTap: Recorded }).__menuTap.hydratedMs !== null, TIMEOUTS.hydrationMs);

const readTimeline = (load: Load) =>
  evaluate(
    load.tab,
    (chunk: string): LoadTimeline => {
      const record = (window as unknown as { __menuTap: Recorded }).__menuTap;
      const chunks = performance.getEntriesByType("resource").filter((entry) => new RegExp(chunk).test(entry.name));
      return {
        firstPaintMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        chunksRequestedMs: chunks.length > 0 ? Math.min(...chunks.map((entry) => entry.startTime)) : null,
        frameworkStartedMs: record.frameworkStartedMs,
        hydratedMs: record.hydratedMs,
      };
    },
    CHUNK.source,
  );

/** A load without a tap: the page's timeline and the menu button's centre. */
async function probe(browser: Browser, url: string): Promise<{ timeline: LoadTimeline; centre: { x: number; y: number } }> {
  const load = await openLoad(browser);
  try {
    await navigate(load, url);
    await withTimeout(load.loaded, TIMEOUTS.hydrationMs, `the load event of ${url}`);
    await hydrated(load);
    const centre = await evaluate(
      load.tab,
      (button: string) => {
        const box = document.querySelector(button)?.getBoundingClientRect();
        return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
      },
      BUTTON,
    );
    if (!centre) throw new Error(`${url}: no visible menu button in the header`);
    return { timeline: await readTimeline(load), centre };
  } finally {
    await load.tab.close();
  }
}

/** One load, one tap as planned. */
async function tapOnce(browser: Browser, url: string, plan: TapPlan, centre: { x: number; y: number }): Promise<TapResult> {
  const load = await openLoad(browser);
  let dispatchedMs: number | null = null;
  try {
    let tapped: Promise<unknown> | null = null;
    const began = Date.now();
    const tap = () => {
      dispatchedMs ??= Date.now() - began;
      tapped ??= load.tab
        .send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [centre] })
        .then(() => load.tab.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }));
    };
    if (plan.kind === "on" && plan.event === "chunk-request") load.on.chunkRequested = tap;
    if (plan.kind === "on" && plan.event === "framework-start") load.on.frameworkStarted = tap;
    // The page reports its paint a moment after it: the wait left is reckoned on the page's clock.
    if (plan.kind === "after-paint") load.on.painted = (paintMs, nowMs) => void sleep(paintMs + plan.ms - nowMs).then(tap);
    await navigate(load, url);
    const deadline = Date.now() + TIMEOUTS.hydrationMs;
    while (!tapped && Date.now() < deadline) await sleep(10);
    if (!tapped) throw new Error(`the page never reached ${plan.kind === "on" ? plan.event : "its first paint"}`);
    await tapped;
    const opened = await until(
      load,
      (button: string) => {
        const dialog = document.getElementById(document.querySelector(button)?.getAttribute("data-sheet-open") ?? "");
        return dialog instanceof HTMLDialogElement && (dialog.open || dialog.matches(":popover-open"));
      },
      TIMEOUTS.menuOpenMs,
      BUTTON,
    );
    await hydrated(load);
    // Event Timing entries arrive after the frame they end with.
    await sleep(200);
    const { firstPaintMs } = await readTimeline(load);
    const { tapMs, events } = await evaluate(load.tab, () => (window as unknown as { __menuTap: Recorded }).__menuTap);
    return {
      plan,
      tapMs,
      dispatchedMs,
      paintMs: firstPaintMs,
      opened,
      latencyMs: opened && tapMs !== null ? interactionLatency(events, tapMs) : null,
      ...(tapMs === null ? { error: "no touch reached the page" } : {}),
    };
  } catch (error) {
    return { plan, tapMs: null, dispatchedMs, paintMs: null, opened: false, latencyMs: null, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await load.tab.close();
  }
}

/** Taps the menu of `url` at every moment chosen from a load without a tap, `runs` times each. */
export async function measureMenu(browser: Browser, url: string, runs: number): Promise<MenuFigures> {
  const { timeline, centre } = await withTimeout(probe(browser, url), TIMEOUTS.loadMs, `the menu probe of ${url}`);
  const plans = chooseTaps(timeline, MENU.schedule);
  const taps: TapResult[] = [];
  for (let round = 1; round <= runs; round++) {
    for (const plan of plans) {
      const result = await withTimeout(tapOnce(browser, url, plan, centre), TIMEOUTS.loadMs, `the menu tap ${planLabel(plan)} on ${url}`);
      taps.push(result);
      const early = result.paintMs !== null && (result.tapMs ?? result.dispatchedMs ?? Infinity) < result.paintMs;
      const outcome = early ? "before the first paint, not counted" : (result.error ?? (result.opened ? `opened, ${Math.round(result.latencyMs!)} ms` : "NOT opened"));
      console.info(`    round ${round}/${runs}, ${planLabel(plan)}: ${outcome}`);
    }
  }
  return { probe: timeline, taps, summary: summariseTaps(taps) };
}
