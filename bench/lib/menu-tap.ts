/**
 * The header menu's answer to a first tap at many moments of a page's load (issue 14: "opens the
 * menu within 100 ms of the first tap at any moment after the first frame").
 *
 * For each page with targets and each CPU slowdown (config.ts MENU_TAP.cpuRates; 4× is the
 * phone of the target), a load without a tap gives the page's timeline (first paint, first
 * framework chunk requested, `window.next` assigned, hydration over) and the menu button's centre;
 * then every moment chosen from it (menu-taps.ts chooseTaps), a time after the first paint, gets a
 * load of its own in a fresh browser context (cold cache), Chromium with a phone viewport and
 * touch, CPU throttled with `Emulation.setCPUThrottlingRate`, and ONE touch tap dispatched with CDP
 * `Input.dispatchTouchEvent` at the button's centre (no actionability wait that would hide a busy
 * main thread), that time after the load's own first paint. Two more loads tap the moment the
 * first chunk is requested and the moment `window.next` is assigned.
 *
 * The browser is driven over a pipe without the Runtime domain (cdp-pipe.ts), as no visitor's
 * phone has it: with it, every Error constructed makes V8 parse functions again, and the
 * framework's start-up task took twice as long. The page tells the runner of its first paint and
 * of the framework's start by requesting a path under SIGNAL_PATH, which the runner answers itself
 * (`Fetch.requestPaused`); everything else it reads with `Runtime.evaluate`.
 *
 * Measured in the page, from Event Timing (`durationThreshold: 16`), two figures per tap:
 * - the judged one, the tap's interaction latency as INP counts it (menu-taps.ts
 *   interactionLatency): the longest of its pointerdown, pointerup and click entries, each from
 *   its own event's timestamp through input delay and processing to the next presented frame; the
 *   click's frame has the menu open, since the page script opens it synchronously in its handler;
 * - from the touch's start: the tap's `event.timeStamp` (a capture listener for pointerdown and
 *   touchstart installed before the page's own scripts) to the end of the click's entry. It also
 *   counts the wait between the touch's start and end, which DevTools makes last until the page
 *   has presented a frame. A click answered in under 16 ms has no entry; then the time of the
 *   second animation frame after the dialog got `open` stands for the presentation (an upper
 *   bound, one frame late at most).
 */
import { MENU_TAP, type PageSpec } from "./config";
import { launchPipeBrowser, type CdpEvent, type PipeBrowser, type PipeTab } from "./cdp-pipe";
import {
  byInteraction,
  chooseTaps,
  fromTouchStart,
  interactionLatency,
  phaseAt,
  planLabel,
  summariseTaps,
  type EventEntry,
  type LoadTimeline,
  type TapPlan,
  type TapResult,
  type TapSummary,
} from "./menu-taps";
import { withTimeout } from "./proc";

export type MenuTapSeries = {
  cpuRate: number;
  /** The load without a tap the moments were chosen from. */
  probe: LoadTimeline;
  taps: TapResult[];
  /** Over the judged figure, the interaction's latency. */
  summary: TapSummary;
  /** Over the time from the touch's start to the frame with the menu open. */
  fromTouch: TapSummary;
};

export type MenuTapPage = {
  name: string;
  path: string;
  /** The site's pages are held to the target; the floors (bare Next.js pages) are not. */
  targets?: PageSpec["targets"];
  reference?: boolean;
  series: MenuTapSeries[];
  error?: string;
};

/** What the init script keeps on `window.__menuTap`. */
type Record_ = {
  tapMs: number | null;
  openedMs: number | null;
  framesAfterOpenMs: number | null;
  frameworkStartedMs: number | null;
  hydratedMs: number | null;
  events: EventEntry[];
};

/** The path the page requests to signal the runner (answered by the runner, never sent). */
const SIGNAL_PATH = "/__menu-tap-signal/";

/**
 * Runs in the page before any of its scripts: records the tap, the menu opening and the load's
 * stages. Sent as source text: no named inner functions (tsx would wrap them in a helper the page
 * does not have).
 */
function instrument(signalPath: string) {
  const record = {
    tapMs: null as number | null,
    openedMs: null as number | null,
    framesAfterOpenMs: null as number | null,
    frameworkStartedMs: null as number | null,
    hydratedMs: null as number | null,
    events: [] as { name: string; startTime: number; duration: number; interactionId: number }[],
  };
  (window as unknown as { __menuTap: typeof record }).__menuTap = record;
  // The first paint, handed to the runner with the page's clock, so that it can time a tap from it.
  try {
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntries().find((entry) => entry.name === "first-contentful-paint");
      if (!paint) return;
      observer.disconnect();
      fetch(`${signalPath}painted?paint=${paint.startTime}&now=${performance.now()}`).catch(() => {});
    }).observe({ type: "paint", buffered: true });
  } catch {}
  for (const type of ["pointerdown", "touchstart"]) {
    addEventListener(
      type,
      (event) => {
        if (record.tapMs === null) record.tapMs = event.timeStamp;
      },
      { capture: true, passive: true },
    );
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        record.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  } catch {}
  // The menu: the dialog the header's button opens.
  new MutationObserver((mutations) => {
    if (record.openedMs !== null) return;
    const menuId = document.querySelector("header button[data-sheet-open]")?.getAttribute("data-sheet-open");
    if (!mutations.some((mutation) => mutation.target instanceof HTMLDialogElement && mutation.target.id === menuId && mutation.target.open)) return;
    record.openedMs = performance.now();
    requestAnimationFrame(() => requestAnimationFrame((time) => (record.framesAfterOpenMs = time)));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["open"] });
  // Hydration is over when the header's button, the content and the footer carry React's fibers.
  // The site's header is server markup React keeps as it is (components/layout/kept-markup.tsx):
  // there the element React owns is the one around it, so the nearest one below the body counts.
  // The framework assigns window.next when its chunks have run and React starts hydrating: seen
  // at the first task boundary after it (a setter on window is replaced before the chunks run).
  const poll = setInterval(() => {
    if (record.frameworkStartedMs === null) {
      if (!(window as unknown as { next?: unknown }).next) return;
      record.frameworkStartedMs = performance.now();
      fetch(`${signalPath}framework-started`).catch(() => {});
    }
    // No named function here: see above.
    let header: Element | null = document.querySelector("header button[data-sheet-open]");
    while (header && header !== document.body && !Object.keys(header).some((key) => key.startsWith("__reactFiber$"))) header = header.parentElement;
    const parts = [header === document.body ? null : header, document.querySelector("main")?.lastElementChild ?? null, document.querySelector("footer")];
    if (parts.every((element) => !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber$")))) {
      record.hydratedMs = performance.now();
      clearInterval(poll);
    }
  }, 16);
}

const CHUNK = /\/_next\/static\/chunks\/.+\.js(\?|$)/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** What the page and the browser report during a load. */
type LoadEvents = {
  chunkRequested?: () => void;
  frameworkStarted?: () => void;
  painted?: (paintMs: number, nowMs: number) => void;
};

type Load = {
  send: PipeTab["send"];
  on: LoadEvents;
  loaded: Promise<void>;
  close: () => Promise<void>;
};

/** A tab of its own in a fresh browser context, a phone's viewport and touch, its CPU slowed. */
async function openLoad(browser: PipeBrowser, cpuRate: number): Promise<Load> {
  const { sessionId, send, close } = await browser.newTab();
  const on: LoadEvents = {};
  let onLoad = () => {};
  const loaded = new Promise<void>((resolve) => (onLoad = resolve));
  const stopListening = browser.onEvent((event: CdpEvent) => {
    if (event.sessionId !== sessionId) return;
    if (event.method === "Page.loadEventFired") onLoad();
    if (event.method === "Network.requestWillBeSent" && CHUNK.test((event.params.request as { url: string }).url)) on.chunkRequested?.();
    if (event.method === "Fetch.requestPaused") {
      const url = new URL((event.params.request as { url: string }).url);
      void send("Fetch.fulfillRequest", { requestId: event.params.requestId, responseCode: 204 }).catch(() => {});
      const signal = url.pathname.slice(SIGNAL_PATH.length);
      if (signal === "framework-started") on.frameworkStarted?.();
      if (signal === "painted") on.painted?.(Number(url.searchParams.get("paint")), Number(url.searchParams.get("now")));
    }
  });
  await send("Page.enable");
  await send("Network.enable");
  await send("Fetch.enable", { patterns: [{ urlPattern: `*${SIGNAL_PATH}*`, requestStage: "Request" }] });
  await send("Emulation.setDeviceMetricsOverride", { ...MENU_TAP.viewport, deviceScaleFactor: 2.625, mobile: true });
  await send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  await send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  await send("Page.addScriptToEvaluateOnNewDocument", { source: `(${instrument.toString()})(${JSON.stringify(SIGNAL_PATH)})` });
  return {
    send,
    on,
    loaded,
    close: async () => {
      stopListening();
      await close();
    },
  };
}

/** The value of `fn(arg)` run in the page (source text, as the instrument). */
async function evaluate<T, A = undefined>(load: Load, fn: (arg: A) => T, arg?: A): Promise<T> {
  const { result, exceptionDetails } = await load.send<{ result: { value: T }; exceptionDetails?: { text: string; exception?: { description?: string } } }>("Runtime.evaluate", {
    expression: `(${fn.toString()})(${arg === undefined ? "" : JSON.stringify(arg)})`,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}

/** Polls `fn` in the page until it returns true; false if `timeoutMs` passes first. */
async function until(load: Load, fn: () => boolean, timeoutMs: number, everyMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await evaluate(load, fn).catch(() => false)) return true;
    await sleep(everyMs);
  }
  return false;
}

async function navigate(load: Load, url: string): Promise<void> {
  const { errorText } = await load.send<{ errorText?: string }>("Page.navigate", { url });
  if (errorText) throw new Error(`${url}: ${errorText}`);
}

/** The load's own timeline, read from the page (a stage not reached is null). */
async function readTimeline(load: Load): Promise<LoadTimeline> {
  return evaluate(
    load,
    (chunkSource: string) => {
      const chunk = new RegExp(chunkSource);
      const record = (window as unknown as { __menuTap: { frameworkStartedMs: number | null; hydratedMs: number | null } }).__menuTap;
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const chunks = performance.getEntriesByType("resource").filter((entry) => chunk.test(entry.name));
      return {
        firstPaintMs: paint ? paint.startTime : null,
        chunksRequestedMs: chunks.length > 0 ? Math.min(...chunks.map((entry) => entry.startTime)) : null,
        frameworkStartedMs: record.frameworkStartedMs,
        hydratedMs: record.hydratedMs,
      };
    },
    CHUNK.source,
  );
}

/** Waits (bounded) until the page has hydrated, so its timeline is complete. */
async function untilHydrated(load: Load): Promise<void> {
  await until(load, () => (window as unknown as { __menuTap: { hydratedMs: number | null } }).__menuTap.hydratedMs !== null, MENU_TAP.hydrationTimeoutMs, 100);
}

/** A load without a tap: the page's timeline and the menu button's centre (CSS pixels). */
async function probe(browser: PipeBrowser, url: string, cpuRate: number): Promise<{ timeline: LoadTimeline; centre: { x: number; y: number } }> {
  const load = await openLoad(browser, cpuRate);
  try {
    await navigate(load, url);
    await withTimeout(load.loaded, MENU_TAP.hydrationTimeoutMs, `the load event of ${url}`);
    await untilHydrated(load);
    const timeline = await readTimeline(load);
    const centre = await evaluate(load, () => {
      const box = document.querySelector("header button[data-sheet-open]")?.getBoundingClientRect();
      return box && box.width > 0 && box.height > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
    });
    if (!centre) throw new Error(`${url}: no visible menu button in the header`);
    return { timeline, centre };
  } finally {
    await load.close();
  }
}

async function tap(load: Load, centre: { x: number; y: number }): Promise<void> {
  // One finger down and up at the centre; nothing waits for the element to be "ready". Chromium's
  // DevTools holds each of the two events until the page has presented a new frame
  // (InsertVisualStateCallback in content/browser/devtools/protocol/input_handler.cc), and the
  // latency counts that wait: while the document is still being drawn, the figures err on the slow
  // side. Input.synthesizeTapGesture and touch events as synthetic pointer actions skip the wait
  // but produced no click in headless Chromium 156: the first with or without touch emulation, the
  // second with it.
  await load.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: centre.x, y: centre.y }] });
  await load.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** One load, one tap as planned; what came of it. */
async function tapOnce(browser: PipeBrowser, url: string, cpuRate: number, plan: TapPlan, centre: { x: number; y: number }): Promise<TapResult> {
  const load = await openLoad(browser, cpuRate);
  const empty: LoadTimeline = { firstPaintMs: null, chunksRequestedMs: null, frameworkStartedMs: null, hydratedMs: null };
  try {
    let tapped: Promise<void> | null = null;
    let origin = Date.now();
    let dispatchedMs: number | null = null;
    const tapNow = () => {
      dispatchedMs ??= Date.now() - origin;
      return (tapped ??= tap(load, centre));
    };
    if (plan.kind === "on" && plan.event === "chunk-request") load.on.chunkRequested = () => void tapNow();
    if (plan.kind === "on" && plan.event === "framework-start") load.on.frameworkStarted = () => void tapNow();
    // The page reports its paint a little after it (its observer runs as a task of its own); the
    // wait left is reckoned on the page's clock.
    if (plan.kind === "after-paint") load.on.painted = (paintMs, nowMs) => void sleep(paintMs + plan.ms - nowMs).then(tapNow);
    origin = Date.now();
    await navigate(load, url);
    const deadline = Date.now() + MENU_TAP.hydrationTimeoutMs;
    while (!tapped && Date.now() < deadline) await sleep(10);
    if (!tapped) throw new Error(`the page never reached ${plan.kind === "on" ? plan.event : "its first paint"}`);
    await tapped;
    const opened = await until(
      load,
      () => {
        const button = document.querySelector("header button[data-sheet-open]");
        const dialog = button && document.getElementById(button.getAttribute("data-sheet-open") ?? "");
        return dialog instanceof HTMLDialogElement && dialog.open && button!.getAttribute("aria-expanded") === "true";
      },
      MENU_TAP.openTimeoutMs,
      50,
    );
    await untilHydrated(load);
    // Event Timing entries arrive after the frame they end with.
    await sleep(200);
    const timeline = await readTimeline(load);
    const record = await evaluate(load, () => (window as unknown as { __menuTap: Record_ }).__menuTap);
    const tapMs = record.tapMs;
    const click = tapMs === null ? undefined : record.events.find((entry) => entry.name === "click" && entry.startTime >= tapMs - 1);
    const latencyMs = !opened || tapMs === null ? null : click ? click.startTime + click.duration - tapMs : record.framesAfterOpenMs !== null ? record.framesAfterOpenMs - tapMs : null;
    const interactionMs = !opened || tapMs === null ? null : interactionLatency(record.events, tapMs);
    return {
      plan,
      tapMs,
      dispatchedMs,
      timeline,
      phase: tapMs === null ? null : phaseAt(tapMs, timeline),
      opened,
      latencyMs,
      interactionMs,
      latencySource: latencyMs === null ? null : click ? "event-timing" : "frames",
      ...(tapMs === null ? { error: "no pointerdown or touchstart reached the page" } : {}),
    };
  } catch (error) {
    return { plan, tapMs: null, dispatchedMs: null, timeline: empty, phase: null, opened: false, latencyMs: null, interactionMs: null, latencySource: null, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await load.close();
  }
}

/**
 * Taps each page's menu at the moments chosen from a load without a tap. At the target's CPU rate
 * (the first of MENU_TAP.cpuRates) each moment is tapped `repeats` times, in rounds over all the
 * moments (a busy spell of the machine falls on different moments, not on one moment's every
 * tap); the other rates once.
 */
export async function measureMenuTaps(
  origin: string,
  pages: PageSpec[],
  { beforeLoad, repeats = 1 }: { beforeLoad?: () => Promise<void>; repeats?: number } = {},
): Promise<MenuTapPage[]> {
  const browser = await launchPipeBrowser();
  const results: MenuTapPage[] = [];
  try {
    for (const spec of pages) {
      if (!spec.targets && !spec.reference) continue;
      const url = `${origin}${spec.path}`;
      const page: MenuTapPage = { name: spec.name, path: spec.path, series: [], ...(spec.targets ? { targets: spec.targets } : { reference: true }) };
      results.push(page);
      try {
        for (const cpuRate of MENU_TAP.cpuRates) {
          await beforeLoad?.();
          const { timeline, centre } = await withTimeout(probe(browser, url, cpuRate), MENU_TAP.loadTimeoutMs, `menu probe of ${spec.path}`);
          const plans = chooseTaps(timeline, MENU_TAP.schedule);
          const rounds = cpuRate === MENU_TAP.cpuRates[0] ? Math.max(1, repeats) : 1;
          const taps: TapResult[] = [];
          for (let round = 1; round <= rounds; round++) {
            for (const plan of plans) {
              await beforeLoad?.();
              const result = await withTimeout(tapOnce(browser, url, cpuRate, plan, centre), MENU_TAP.loadTimeoutMs, `menu tap ${planLabel(plan)} on ${spec.path}`);
              taps.push(result);
              const latency = result.latencyMs === null ? "–" : `${Math.round(result.interactionMs ?? NaN)} ms (from the touch's start ${Math.round(result.latencyMs)} ms)`;
              console.info(
                `  ${spec.path} ${cpuRate}×${rounds > 1 ? ` round ${round}/${rounds}` : ""} ${planLabel(plan)}: tap at ${result.tapMs === null ? "–" : Math.round(result.tapMs)} ms (${result.phase ?? result.error}), ` +
                  `${result.opened ? "opened" : "NOT opened"}, ${latency}`,
              );
            }
          }
          page.series.push({ cpuRate, probe: timeline, taps, summary: summariseTaps(taps, byInteraction), fromTouch: summariseTaps(taps, fromTouchStart) });
        }
      } catch (error) {
        page.error = error instanceof Error ? error.message : String(error);
        console.error(`  ${spec.path}: ${page.error}`);
      }
    }
  } finally {
    await browser.close().catch(() => {});
  }
  return results;
}
