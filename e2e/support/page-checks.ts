import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated an element, so that its handlers answer a click. Content
 * hydrates in slices after the first frame (app/layout.tsx), so a test that clicks at once can
 * be faster than the page on a busy machine.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), { timeout: 30_000 })
    .toBe(true);
}

/**
 * Waits until the framework's scripts, which the page adds only after its first frame
 * (lib/speed/post-build.ts), have all been fetched, and then until the network has been quiet
 * for half a second (React has hydrated, and what it loads on mounting has arrived). Waiting for
 * network quiet alone can end before the scripts are even requested.
 */
export async function frameworkSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="/_next/static/"]:not([nomodule])'));
      const fetched = new Set(
        performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
          .map((entry) => entry.name),
      );
      return scripts.length > 0 && scripts.every((script) => fetched.has(script.src));
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState("networkidle");
}

/**
 * Collects console errors and warnings, uncaught exceptions and CSP violations while a page is
 * used. A page that is meant to answer 404 (the not-found page) may log that one status for its
 * own document.
 */
export function watchForErrors(page: Page, { expectNotFound = false } = {}): () => string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const ownDocument = message.location().url === page.url();
    if (expectNotFound && ownDocument && message.text().includes("status of 404")) return;
    errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`exception: ${error.message}`));
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    // Navigations away from a page cancel its pending prefetches; that is not a failure.
    if (failure.includes("ERR_ABORTED")) return;
    errors.push(`request failed: ${request.url()} ${failure}`);
  });
  return () => errors;
}

/**
 * Waits until a scroll the page has been asked to make is over: first for it to start (up to a
 * second, since a link's navigation may schedule it a little later), then for the position to
 * hold still for a quarter of a second.
 */
export async function waitForScrollToSettle(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const start = window.scrollY;
        const began = performance.now();
        let moved = false;
        let last = start;
        let stillSince = performance.now();
        const tick = () => {
          const now = performance.now();
          if (window.scrollY !== start) moved = true;
          if (window.scrollY !== last) stillSince = now;
          last = window.scrollY;
          const waitedForStart = moved || now - began > 1000;
          if (waitedForStart && now - stillSince > 250) resolve(true);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    undefined,
    { timeout: 10_000 },
  );
}

/** Distance from the viewport top to the element's top edge. */
export function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}
