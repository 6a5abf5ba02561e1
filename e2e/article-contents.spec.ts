import { expect, test, type Locator, type Page } from "@playwright/test";

const ARTICLE = "/insights/ai-vision-to-value";

/** Scrolls the section a contents link points to just below the header; then only that link is marked current. */
async function readSectionOf(page: Page, nav: Locator, link: Locator) {
  const id = (await link.getAttribute("href"))!.slice(1);
  await page.evaluate((target) => {
    const top = document.getElementById(target)!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - 100, behavior: "instant" });
  }, id);
  await expect(link).toHaveAttribute("aria-current", "location");
  await expect(nav.locator("[aria-current]")).toHaveCount(1);
}

test.describe("an article's contents list", () => {
  test("marks the section being read while the page scrolls", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ARTICLE);
    const nav = page.getByRole("navigation", { name: "On this page" });
    await expect(nav).toBeVisible();
    const links = nav.getByRole("link");
    expect(await links.count()).toBeGreaterThan(2);
    await expect(nav.locator("[aria-current]")).toHaveCount(0);

    for (const position of [0, 2, 1]) await readSectionOf(page, nav, links.nth(position));
    // Stays in view beside the text.
    const box = await nav.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(800);
  });

  test("every section heading links to itself, shown on hover and on focus", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ARTICLE);
    const headings = page.locator(".prose-content").getByRole("heading", { level: 2 });
    const count = await headings.count();
    expect(count).toBeGreaterThan(2);
    await expect(page.locator(".prose-content .heading-link")).toHaveCount(await page.locator(".prose-content :is(h2, h3)").count());

    const heading = headings.nth(1);
    const title = (await heading.textContent())!;
    const id = (await heading.getAttribute("id"))!;
    const link = page.getByRole("link", { name: `Link to section: ${title}`, exact: true });
    await expect(link).toHaveAttribute("href", `#${id}`);
    // The heading keeps its own name.
    await expect(page.getByRole("heading", { name: title, exact: true })).toHaveCount(1);

    await expect(link).toHaveCSS("opacity", "0");
    await heading.hover();
    await expect(link).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(link).toHaveCSS("opacity", "0");
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await expect(link).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
  });

  test("works the same on an article opened from a link in the app", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ARTICLE);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const card = page.locator('section[aria-labelledby="related-title"] article').first();
    const title = (await card.locator("h3").textContent())!;
    const href = (await card.locator("a.card-link").getAttribute("href"))!;
    expect(href).not.toBe(ARTICLE);
    await card.locator("a.card-link").click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    // Opened without a reload, so no script of the new page's HTML has run.
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    const nav = page.getByRole("navigation", { name: "On this page" });
    await expect(nav).toBeVisible();
    await expect(page.locator(".prose-content .heading-link")).toHaveCount(await page.locator(".prose-content :is(h2, h3)").count());
    await readSectionOf(page, nav, nav.getByRole("link").nth(1));
  });

  test("on a phone the list is closed above the text, and opens on a tap", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(ARTICLE);
    const summary = page.locator("details.toc > summary");
    await expect(summary).toBeVisible();
    const nav = page.getByRole("navigation", { name: "On this page" });
    await expect(nav).toBeHidden();
    // The text starts right below the closed list, within the first two screens, not after it.
    const listBox = (await summary.boundingBox())!;
    const textTop = await page.locator(".prose-content > *").first().evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    expect(listBox.height).toBeLessThan(80);
    expect(textTop - (listBox.y + listBox.height)).toBeLessThan(120);

    await summary.click();
    await expect(nav).toBeVisible();
    await nav.getByRole("link").first().click();
    await expect(page).toHaveURL(/#.+$/);
  });
});

test.describe("an article's contents list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is open on wide screens and closed on phones", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ARTICLE);
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
  });
});
