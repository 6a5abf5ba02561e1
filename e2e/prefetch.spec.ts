import { expect, test, type Page, type Request } from "@playwright/test";
import { frameworkSettled } from "./support/page-checks";

/**
 * Links prefetch the page they lead to on a sign of intent (a mouse pointer over them, a finger
 * on them, keyboard focus), never because they came into view: a page does no work and spends no
 * data after it has loaded (components/layout/link-navigation.tsx).
 */
const pages = ["/", "/case-studies/ai-risk-management", "/insights/ai-vision-to-value", "/insights", "/services/ai-strategy"];

/**
 * The router's requests for pages' data (React Server Components), prefetches or not: the paths
 * asked for, each once (one prefetch is several requests: the route's tree and its segments), and
 * how many requests there were.
 */
function routerRequests(page: Page) {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.headers()["rsc"] === "1" || new URL(request.url()).searchParams.has("_rsc")) seen.push(request);
  });
  const pathsOf = (requests: Request[]) => [...new Set(requests.map((request) => new URL(request.url()).pathname))];
  return {
    paths: () => pathsOf(seen),
    prefetches: () => pathsOf(seen.filter((request) => request.headers()["next-router-prefetch"] === "1")),
    count: () => seen.length,
  };
}

const quietFor = (page: Page, ms: number) => page.waitForTimeout(ms);

for (const path of pages) {
  test(`${path} fetches no other page's data after it has loaded, however many links it shows`, async ({ page }) => {
    const router = routerRequests(page);
    await page.goto(path);
    await frameworkSettled(page);
    await page.mouse.wheel(0, 2_000);
    await quietFor(page, 1_000);
    expect(await page.locator('main a[href^="/"]').count()).toBeGreaterThan(0);
    expect(router.paths()).toEqual([]);
  });
}

test("a mouse pointer over a link prefetches its page once, and the click then opens it from the prefetch", async ({ page }) => {
  const router = routerRequests(page);
  await page.goto("/insights");
  await frameworkSettled(page);
  const card = page.locator('main article a[href^="/insights/"]:not([href^="/insights/category/"])').first();
  const href = (await card.getAttribute("href"))!;

  await card.hover();
  await expect.poll(router.prefetches).toEqual([href]);
  await quietFor(page, 500);
  const requests = router.count();
  // Off it and back over another part of it: nothing more is asked for.
  await page.mouse.move(0, 0);
  await card.hover({ position: { x: 4, y: 4 } });
  await quietFor(page, 500);
  expect(router.count()).toBe(requests);

  await card.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator("h1")).toBeVisible();
  expect(router.paths()).toEqual([href]);
  expect(router.count()).toBe(requests);
});

test("a finger on a link prefetches its page before the tap ends", async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const router = routerRequests(page);
  await page.goto("/case-studies/ai-risk-management");
  await frameworkSettled(page);
  const link = page.locator('main a[href^="/case-studies/"]').first();
  await link.scrollIntoViewIfNeeded();
  const href = (await link.getAttribute("href"))!;
  const box = (await link.boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await expect.poll(router.prefetches).toEqual([href]);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchCancel", touchPoints: [] });
  await expect(page).toHaveURL("/case-studies/ai-risk-management");
  await context.close();
});

test("keyboard focus on a link prefetches its page", async ({ page }) => {
  const router = routerRequests(page);
  await page.goto("/services/ai-strategy");
  await frameworkSettled(page);
  const link = page.locator('footer a[href^="/"]').first();
  const href = new URL((await link.getAttribute("href"))!, "http://x").pathname;
  await link.focus();
  await expect.poll(router.prefetches).toEqual([href]);
});

test("the header's search control and links within the page prefetch nothing", async ({ page }) => {
  const router = routerRequests(page);
  await page.goto("/insights/ai-vision-to-value");
  await frameworkSettled(page);
  await page.locator("header [data-search-src]").hover();
  const jump = page.locator('main a[href^="#"]').first();
  await jump.hover();
  await jump.focus();
  await quietFor(page, 1_000);
  expect(router.paths()).toEqual([]);
});
