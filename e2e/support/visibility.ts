import type { Locator, Page } from "@playwright/test";

/**
 * Scrolls the window down to the bottom in viewport-sized steps, pausing on each so that
 * scroll-triggered effects fire, then optionally back up to the top the same way.
 */
export async function scrollThroughPage(page: Page, { back = false, pauseMs = 150 } = {}) {
  const step = await page.evaluate(() => Math.max(200, Math.floor(window.innerHeight * 0.6)));
  for (let guard = 0; guard < 200; guard += 1) {
    const atBottom = await page.evaluate((delta) => {
      window.scrollBy({ top: delta, behavior: "instant" });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    }, step);
    await page.waitForTimeout(pauseMs);
    if (atBottom) break;
  }
  if (!back) return;
  for (let guard = 0; guard < 200; guard += 1) {
    const atTop = await page.evaluate((delta) => {
      window.scrollBy({ top: -delta, behavior: "instant" });
      return window.scrollY <= 0;
    }, step);
    await page.waitForTimeout(pauseMs);
    if (atTop) break;
  }
}

/**
 * The opacity an element is actually painted with: its own computed opacity times that of every
 * ancestor (opacity is not inherited, so a heading inside a faded-out wrapper reports 1 on its own).
 */
export function effectiveOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number.parseFloat(getComputedStyle(node).opacity);
    }
    return Math.round(opacity * 1000) / 1000;
  });
}
