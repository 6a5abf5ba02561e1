import { expect, test } from "@playwright/test";

const ARTICLE = "/insights/ai-vision-to-value";

test.describe("an article's contents list", () => {
  test("marks the section being read while the page scrolls", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ARTICLE);
    const nav = page.getByRole("navigation", { name: "On this page" });
    await expect(nav).toBeVisible();
    const links = nav.getByRole("link");
    expect(await links.count()).toBeGreaterThan(2);
    await expect(nav.locator("[aria-current]")).toHaveCount(0);

    for (const position of [0, 2, 1]) {
      const link = links.nth(position);
      const id = (await link.getAttribute("href"))!.slice(1);
      await page.evaluate((target) => {
        const top = document.getElementById(target)!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - 100, behavior: "instant" });
      }, id);
      await expect(link).toHaveAttribute("aria-current", "location");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
    }
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
