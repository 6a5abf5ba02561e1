import { expect, test, type Page, type Route } from "@playwright/test";
import { hydrated, watchForErrors } from "./support/page-checks";

/**
 * The header's menu opens on the FIRST tap at every stage of a page's load (issue 14): the inline
 * page script (components/layout/page-behaviour.ts) drives it from the first frame, the framework's
 * chunks arrive after the largest paint (lib/speed/post-build.ts), and React hydrates later
 * without touching its state. Each stage gets a load of its own and exactly one tap on the button;
 * how fast the menu answers is measured by the benchmark (`npm run bench -- --only=menu`).
 */
const PATH = "/insights/ai-vision-to-value";
const CHUNKS = "**/_next/static/chunks/**/*.js";

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Holds every framework chunk request until released; the first one held is awaited with `requested`. */
async function holdChunks(page: Page) {
  const held: Route[] = [];
  let released = false;
  let firstRequested: () => void = () => {};
  const requested = new Promise<void>((resolve) => (firstRequested = resolve));
  await page.route(CHUNKS, async (route) => {
    if (released) return route.continue();
    held.push(route);
    firstRequested();
  });
  return {
    requested,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const frameworkPresent = (page: Page) => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next === "object");

async function afterFirstPaint(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, { polling: "raf" });
}

/** The menu button's centre, read once (the header does not move while the page loads at the top). */
async function buttonCentre(page: Page) {
  const box = await page.getByRole("button", { name: "Open menu" }).boundingBox();
  expect(box, "the menu button is laid out").not.toBeNull();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
}

/**
 * One tap at the button's centre, straight away (no wait for the element to be "ready": that
 * would hide a busy page), then: the menu is open from that single tap, says so, takes focus, and
 * its close button closes it and gives focus back to the menu button.
 */
async function tapOpensAndCloses(page: Page, centre: { x: number; y: number }) {
  await page.touchscreen.tap(centre.x, centre.y);
  const button = page.getByRole("button", { name: "Open menu" });
  const panel = page.getByRole("dialog", { name: "Menu" });
  await expect(panel).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  expect(await panel.evaluate((dialog) => (dialog as HTMLDialogElement).open && dialog.contains(document.activeElement))).toBe(true);

  await panel.getByRole("button", { name: "Close" }).tap();
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
}

test.describe("the menu opens on the first tap at every stage of the load", () => {
  test("right after the first paint, the framework's chunks held back", async ({ page }) => {
    const errors = watchForErrors(page);
    const chunks = await holdChunks(page);
    await page.goto(PATH, { waitUntil: "commit" });
    await afterFirstPaint(page);
    const centre = await buttonCentre(page);
    await tapOpensAndCloses(page, centre);
    // Still nothing of the framework: the tap was answered by the inline script alone.
    await chunks.requested;
    expect(await frameworkPresent(page)).toBe(false);
    await chunks.release();
    await page.waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === "object");
    expect(errors()).toEqual([]);
  });

  test("while the first chunk is pending, and right after the chunks are released", async ({ browser }) => {
    // Two loads: one taps while the chunk requests are held, one the moment they are let through.
    for (const moment of ["pending", "released"] as const) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const errors = watchForErrors(page);
      const chunks = await holdChunks(page);
      await page.goto(PATH, { waitUntil: "commit" });
      await afterFirstPaint(page);
      const centre = await buttonCentre(page);
      await chunks.requested;
      if (moment === "released") await chunks.release();
      await test.step(`tap with the chunks ${moment}`, () => tapOpensAndCloses(page, centre));
      await chunks.release();
      await page.waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === "object");
      expect(errors()).toEqual([]);
      await context.close();
    }
  });

  test("as soon as window.next exists (hydration in progress)", async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(PATH, { waitUntil: "commit" });
    await afterFirstPaint(page);
    const centre = await buttonCentre(page);
    await page.waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === "object", undefined, { polling: "raf" });
    await tapOpensAndCloses(page, centre);
    expect(errors()).toEqual([]);
  });

  test("after hydration, and again after a reload", async ({ page }) => {
    const errors = watchForErrors(page);
    // The header is server markup that React keeps as it is (components/layout/kept-markup.tsx):
    // the element around it is React's, and the footer is hydrated after it.
    const header = page.locator("#site-top");
    await page.goto(PATH);
    await hydrated(header);
    await hydrated(page.locator("footer"));
    await tapOpensAndCloses(page, await buttonCentre(page));

    await page.reload();
    await hydrated(header);
    await hydrated(page.locator("footer"));
    await tapOpensAndCloses(page, await buttonCentre(page));
    expect(errors()).toEqual([]);
  });
});

test.describe("the framework's start waits for a press under way", () => {
  /**
   * The loader's list of scripts (lib/speed/post-build.ts): the last one starts the framework, in
   * one long task. Read from the page as served.
   */
  async function loaderList(page: Page): Promise<string[]> {
    const html = await (await page.request.get(PATH)).text();
    const list = /<script id="deferred-scripts" data-scripts='(\[[^\]]*\])'>/.exec(html)?.[1];
    expect(list, "the page has the deferred-scripts loader").toBeTruthy();
    return JSON.parse(list!) as string[];
  }

  /** Until `release`, holds back the script before the last, so the test decides when the framework could start. */
  async function holdBeforeLast(page: Page) {
    const list = await loaderList(page);
    const beforeLast = list.at(-2)!;
    let route: Route | null = null;
    let requested: () => void = () => {};
    const held = new Promise<void>((resolve) => (requested = resolve));
    await page.route(`**${beforeLast}`, async (incoming) => {
      route = incoming;
      requested();
    });
    return {
      held,
      last: list.at(-1)!,
      beforeLast,
      release: async () => route!.continue(),
    };
  }

  /** Both scripts are in: the one before the last has downloaded (and so run, in order), and the last one too. */
  async function bothDownloaded(page: Page, urls: string[]) {
    await page.waitForFunction(
      (paths) => paths.every((path) => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(path) && (entry as PerformanceResourceTiming).responseEnd > 0)),
      urls,
    );
  }

  test("a tap whose finger is down when the framework could start is answered before it starts", async ({ page, context }) => {
    const errors = watchForErrors(page);
    const scripts = await holdBeforeLast(page);
    await page.goto(PATH, { waitUntil: "commit" });
    await afterFirstPaint(page);
    const centre = await buttonCentre(page);
    await scripts.held;

    // The finger goes down, then everything the framework needs arrives.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [centre] });
    await scripts.release();
    await bothDownloaded(page, [scripts.beforeLast, scripts.last]);
    await page.waitForTimeout(150);
    // It has not started: its last script is not even in the document.
    expect(await frameworkPresent(page)).toBe(false);
    expect(await page.evaluate((src) => !!document.querySelector(`script[src$="${src}"]`), scripts.last)).toBe(false);

    // The finger lifts: the menu opens, and then the framework starts.
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    await page.waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === "object");
    expect(errors()).toEqual([]);
  });

  test("without a press, the framework starts as soon as its scripts are in", async ({ page }) => {
    const errors = watchForErrors(page);
    const scripts = await holdBeforeLast(page);
    await page.goto(PATH, { waitUntil: "commit" });
    await scripts.held;
    await scripts.release();
    await bothDownloaded(page, [scripts.beforeLast, scripts.last]);
    await page.waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === "object", undefined, { timeout: 2_000 });
    expect(errors()).toEqual([]);
  });
});
