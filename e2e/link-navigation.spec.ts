import { expect, test, type Page } from "@playwright/test";
import { frameworkSettled, topOf, waitForScrollToSettle, watchForErrors } from "./support/page-checks";

/**
 * Links are plain anchors; one set of listeners in the root layout opens the site's pages without
 * a reload once the framework has loaded (components/layout/link-navigation.tsx), and leaves
 * everything else to the browser.
 */

/** Marks the document, so that a test can tell a client-side navigation (the mark survives) from a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test("a click on a card opens the page without reloading, at its top", async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto("/insights");
  await frameworkSettled(page);
  const card = page.locator('main article a[href^="/insights/"]:not([href^="/insights/category/"])').last();
  const href = (await card.getAttribute("href"))!;
  await card.scrollIntoViewIfNeeded();
  await waitForScrollToSettle(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await markDocument(page);
  // Every position the page takes from the click on.
  await page.evaluate(() => {
    const positions: number[] = [];
    Object.assign(window, { __positions: positions });
    window.addEventListener("scroll", () => positions.push(window.scrollY), { passive: true });
  });
  await card.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator("main h1")).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // At its top at once, as a page load would show it: not scrolled up through the new page
  // (the smooth scrolling that in-page jumps use is off while the router scrolls).
  expect(await page.evaluate(() => (window as { __positions?: number[] }).__positions)).toEqual([0]);
  await page.goBack();
  await expect(page).toHaveURL("/insights");
  expect(await sameDocument(page)).toBe(true);
  expect(errors()).toEqual([]);
});

test("a link to the booking page loads it as a document, and the app's way back to it shows it whole", async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto("/services");
  await frameworkSettled(page);
  await markDocument(page);
  await page.locator('main a[href="/book"]').first().click();
  await expect(page).toHaveURL("/book");
  await expect(page.getByRole("group", { name: /^Free times on / })).toBeVisible();
  // Its words are kept markup, not in its page data: the app could not draw it, the browser loads it.
  expect(await sameDocument(page)).toBe(false);
  await frameworkSettled(page);
  await markDocument(page);
  const overview = page.getByRole("complementary", { name: "What we will cover" });
  await expect(overview).toBeVisible();
  await overview.getByRole("link").click();
  await expect(page).toHaveURL("/privacy-policy");
  expect(await sameDocument(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL("/book");
  await expect(page.locator("main h1")).toHaveText("Book your free strategy session");
  await expect(overview).toBeVisible();
  await expect(page.getByRole("heading", { name: "Prefer to write first?" })).toBeVisible();
  await expect(page.getByRole("group", { name: /^Free times on / })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(errors()).toEqual([]);
});

test("a link to another page's section opens that page at the section", async ({ page }) => {
  await page.goto("/case-studies/ai-risk-management");
  await frameworkSettled(page);
  await markDocument(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Expertise", exact: true }).click();
  await expect(page).toHaveURL(/\/#expertise$/);
  await waitForScrollToSettle(page);
  expect(Math.abs((await topOf(page, "#expertise")) - 80)).toBeLessThanOrEqual(3);
  expect(await sameDocument(page)).toBe(true);
});

test("a link followed from the menu closes it and opens the page at its section without reloading", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto("/services/ai-strategy");
  await frameworkSettled(page);
  await markDocument(page);
  await page.getByRole("button", { name: "Open menu" }).tap();
  const panel = page.getByRole("dialog", { name: "Menu" });
  await expect(panel).toBeVisible();
  // The home page's case studies, from a service page.
  await panel.getByRole("link", { name: "Case Studies", exact: true }).tap();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/#case-studies$/);
  await waitForScrollToSettle(page);
  expect(Math.abs((await topOf(page, "#case-studies")) - 80)).toBeLessThanOrEqual(3);
  expect(await sameDocument(page)).toBe(true);
  await context.close();
});

test("a modified click is the browser's: Ctrl+click opens a new tab and the page stays", async ({ page, context }) => {
  await page.goto("/services/ai-strategy");
  await frameworkSettled(page);
  const link = page.locator('footer a[href^="/"]').first();
  const href = (await link.getAttribute("href"))!;
  const opened = context.waitForEvent("page");
  await link.click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  // A new tab starts at about:blank and navigates to the link afterwards: wait for that address.
  await expect(tab).toHaveURL((url) => url.pathname === new URL(href, "http://x").pathname);
  await expect(page).toHaveURL("/services/ai-strategy");
});

test("a jump within the page is the browser's: it scrolls to the section and keeps the document", async ({ page }) => {
  await page.goto("/insights/ai-vision-to-value");
  await frameworkSettled(page);
  await markDocument(page);
  const jump = page.locator('main a[href^="#"]').first();
  const hash = (await jump.getAttribute("href"))!;
  await jump.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await waitForScrollToSettle(page);
  expect(await topOf(page, hash)).toBeLessThan(200);
  expect(await sameDocument(page)).toBe(true);
});

test.describe("an article's body, which the page data does not carry", () => {
  const ARTICLE = "/insights/ai-vision-to-value";
  const relatedCard = (page: Page) => page.locator('section[aria-labelledby="related-title"] article a.card-link').first();
  const paragraphs = (page: Page) => page.locator(".prose-content > p");

  test("comes from its own address for a page opened in the app, and is kept for the way back", async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(ARTICLE);
    await frameworkSettled(page);
    const firstParagraph = (await paragraphs(page).first().textContent())!;
    await markDocument(page);
    const href = (await relatedCard(page).getAttribute("href"))!;
    const fragment = page.waitForResponse((response) => new URL(response.url()).pathname === `/fragments${href}.html`);
    await relatedCard(page).click();
    expect((await fragment).status()).toBe(200);
    await expect(page).toHaveURL(href);
    await expect(paragraphs(page).first()).toBeVisible();
    expect(await paragraphs(page).count()).toBeGreaterThan(3);
    expect(await sameDocument(page)).toBe(true);

    // Back to the article loaded first: its body, adopted from the HTML, is shown again without a request.
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goBack();
    await expect(page).toHaveURL(ARTICLE);
    await expect(paragraphs(page).first()).toHaveText(firstParagraph);
    expect(await sameDocument(page)).toBe(true);
    // One link per section heading, as on the first visit: not a second set.
    await expect(page.locator(".prose-content .heading-link")).toHaveCount(await page.locator(".prose-content :is(h2, h3)").count());
    expect(requested.filter((pathname) => pathname.startsWith("/fragments/") || pathname === ARTICLE)).toEqual([]);
    expect(errors()).toEqual([]);
  });

  test("is fetched when a visitor shows they may open the page, and not again when they do", async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(ARTICLE);
    await frameworkSettled(page);
    const href = (await relatedCard(page).getAttribute("href"))!;
    const fragment = `/fragments${href}.html`;
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === fragment);
    // Keyboard focus on the link is a sign of intent, like a mouse pointer over it or a finger on it.
    await relatedCard(page).focus();
    expect((await fetched).status()).toBe(200);
    await markDocument(page);
    await relatedCard(page).click();
    await expect(page).toHaveURL(href);
    await expect(paragraphs(page).first()).toBeVisible();
    expect(await paragraphs(page).count()).toBeGreaterThan(3);
    expect(await sameDocument(page)).toBe(true);
    expect(requested.filter((pathname) => pathname === fragment)).toHaveLength(1);
    expect(errors()).toEqual([]);
  });

  test("a failed early fetch is asked again when the page is opened", async ({ page }) => {
    await page.goto(ARTICLE);
    await frameworkSettled(page);
    const href = (await relatedCard(page).getAttribute("href"))!;
    let answers = 0;
    await page.route(`**/fragments${href}.html`, (route) => (answers++ === 0 ? route.fulfill({ status: 503, body: "" }) : route.fallback()));
    const failed = page.waitForResponse((response) => response.url().endsWith(`/fragments${href}.html`));
    await relatedCard(page).focus();
    expect((await failed).status()).toBe(503);
    await markDocument(page);
    await relatedCard(page).click();
    await expect(page).toHaveURL(href);
    await expect(paragraphs(page).first()).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(answers).toBe(2);
  });

  test("when it cannot be fetched, the page is loaded in full, with its body", async ({ page }) => {
    await page.goto(ARTICLE);
    await frameworkSettled(page);
    await page.route("**/fragments/**", (route) => route.fulfill({ status: 503, body: "" }));
    await markDocument(page);
    const href = (await relatedCard(page).getAttribute("href"))!;
    await relatedCard(page).click();
    await expect(page).toHaveURL(href);
    await expect(paragraphs(page).first()).toBeVisible();
    expect(await paragraphs(page).count()).toBeGreaterThan(3);
    expect(await sameDocument(page)).toBe(false);
    // The history is as after any link: one step back is the article the reader came from.
    await page.goBack();
    await expect(page).toHaveURL(ARTICLE);
  });

  test("its own address answers the body alone, kept out of search results, and nothing for an unknown one", async ({ request }) => {
    const response = await request.get(`/fragments${ARTICLE}.html`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    const html = await response.text();
    expect(html).toMatch(/^<(p|h2)/);
    expect(html).not.toContain("<html");
    expect((await request.get("/fragments/insights/no-such-article.html")).status()).toBe(404);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("links are ordinary links", async ({ page }) => {
    await page.goto("/insights");
    const card = page.locator('main article a[href^="/insights/"]:not([href^="/insights/category/"])').first();
    const href = (await card.getAttribute("href"))!;
    await card.click();
    await expect(page).toHaveURL(href);
    await expect(page.locator("main h1")).toBeVisible();
  });
});
