/**
 * What the journeys (./journeys.spec.ts) ask of a browser, and all they ask: each engine
 * implements it over its own protocol, Firefox with puppeteer-core over WebDriver BiDi
 * (./firefox.ts), WebKitGTK over W3C WebDriver (./webkit.ts). Elements are found by CSS selector;
 * anything else is read or done by a function run in the page.
 */
export type EngineName = "firefox" | "webkit";

export type Key = "Tab" | "Shift+Tab" | "Escape" | "Enter";

export interface Driver {
  /** Opens a path of the site (or an absolute URL) and waits for its load event. */
  open(path: string): Promise<void>;
  /** The viewport's size in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /**
   * Runs a function in the page and resolves to its result (awaited, JSON-serialisable). The
   * function is sent as its source text: it may use only its arguments and the page's globals.
   */
  run<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** A real click on the first element the selector finds, scrolled into view. */
  click(selector: string, options?: { count?: 1 | 2 }): Promise<void>;
  /** Focuses the element and types the text, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** A key pressed on whatever has focus. */
  press(key: Key): Promise<void>;
  back(): Promise<void>;
  reload(): Promise<void>;
  /** The console errors, warnings and uncaught exceptions seen since the last call. */
  takeConsoleProblems(): Promise<string[]>;
  /** Leaves the page, so that the next test starts from nothing. */
  release(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A browser window for one test; `javaScript: false` runs none of the pages' scripts. */
  driver(options: { javaScript: boolean }): Promise<Driver>;
  close(): Promise<void>;
}

/** Polls `read` until `accept` holds or `timeoutMs` passes; throws with the last value read. */
export async function waitUntil<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (accept(last)) return last;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; last read: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Scrolls the element to the middle of the viewport and resolves to its centre once it holds
 * still: the site scrolls smoothly (to a page's #section, for one), and a click aimed where the
 * element was a moment ago lands on something else.
 */
export async function settledCentre(driver: Driver, selector: string): Promise<{ x: number; y: number }> {
  const read = () =>
    driver.run((target: string) => {
      const element = document.querySelector(target);
      if (!element) throw new Error(`no element matches ${target}`);
      element.scrollIntoView({ block: "center", behavior: "instant" });
      const box = element.getBoundingClientRect();
      return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    }, selector);
  const deadline = Date.now() + 5_000;
  let last = await read();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await read();
    if (now.x === last.x && now.y === last.y) return now;
    if (Date.now() > deadline) throw new Error(`${selector} kept moving`);
    last = now;
  }
}
