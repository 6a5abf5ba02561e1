import { expect, test, type Page, type Request } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { SEARCH_INDEX_PATH, SEARCH_SCRIPT_PATH } from "../lib/search/options";

const searchRequests = (page: Page) => {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/search/")) seen.push(pathname);
  });
  return seen;
};

const searchButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search insights and case studies" });
const input = (page: Page) => dialog(page).getByRole("combobox", { name: "Search insights and case studies" });
const options = (page: Page) => dialog(page).getByRole("option");

test.describe("site search", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a page that never opens search fetches neither its code nor its index", async ({ page }) => {
    const seen = searchRequests(page);
    await page.goto("/insights/ai-vision-to-value");
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(500);
    expect(seen).toEqual([]);
    // Nothing preloads them either.
    expect(await page.locator('link[href*="/search/"], script[src*="/search/"]').count()).toBe(0);

    // Reaching for the control loads the dialog's code, and only opening loads the index.
    await searchButton(page).hover();
    await expect.poll(() => seen).toEqual([SEARCH_SCRIPT_PATH]);
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => seen).toEqual([SEARCH_SCRIPT_PATH, SEARCH_INDEX_PATH]);
  });

  test("opens with the button, finds by keyboard, and Enter opens the chosen result", async ({ page }) => {
    await page.goto("/");
    const button = searchButton(page);
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "true");

    // One letter is not enough; two show results, each with its type, title and snippet.
    await page.keyboard.type("f");
    await expect(options(page)).toHaveCount(0);
    await page.keyboard.type("raud");
    await expect(options(page).first()).toBeVisible();
    const first = options(page).first();
    await expect(first).toContainText("Case study");
    await expect(first).toContainText("Real-Time Fraud Detection");
    await expect(first.locator("mark").first()).toHaveText(/fraud/i);
    await expect(dialog(page).getByRole("status")).toContainText(/results? for “fraud”/);

    // The first result is active; arrows move through them and wrap.
    const count = await options(page).count();
    expect(count).toBeGreaterThan(1);
    await expect(first).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(options(page).nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(first).toHaveAttribute("aria-selected", "false");
    await expect(input(page)).toHaveAttribute("aria-activedescendant", (await options(page).nth(1).getAttribute("id"))!);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(options(page).nth(count - 1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");

    const target = await first.getAttribute("data-href");
    expect(target).toMatch(/^\/case-studies\//);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Fraud Detection");
  });

  test("tolerates typos and prefixes, and says when nothing matches", async ({ page }) => {
    await page.goto("/insights");
    await searchButton(page).click();
    await input(page).fill("governnce");
    await expect(options(page).first()).toContainText("Data Governance in the Age of AI");
    await input(page).fill("quantu");
    await expect(options(page).first()).toContainText("Quantum");
    await input(page).fill("zzzxqv");
    await expect(options(page)).toHaveCount(0);
    await expect(dialog(page).getByRole("status")).toHaveText("No insights or case studies match “zzzxqv”.");
  });

  test("'/', Ctrl+K and Cmd+K open it, Escape closes it and focus returns to the control", async ({ page }) => {
    await page.goto("/insights");
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("/");
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await expect(searchButton(page)).toHaveAttribute("aria-expanded", "false");

    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("Control+k");
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    // Tab stays inside the dialog.
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    // Cmd+K on a Mac.
    await page.keyboard.press("Meta+k");
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(searchButton(page)).toBeFocused();
  });

  test("the not-found page's search control opens the same dialog, and focus comes back to it", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    const control = page.getByRole("main").getByRole("button", { name: "Search insights and case studies" });
    await expect(control).toHaveAttribute("aria-haspopup", "dialog");
    await control.click();
    await expect(dialog(page)).toBeVisible();
    await expect(control).toHaveAttribute("aria-expanded", "true");
    await expect(searchButton(page)).toHaveAttribute("aria-expanded", "false");
    await input(page).fill("fraud");
    await expect(options(page).first()).toContainText("Fraud");
    // One Escape closes the dialog even with text in its field, in every engine (lib/search/dialog.ts).
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(control).toBeFocused();
    await expect(control).toHaveAttribute("aria-expanded", "false");

    // The header's control still opens it, and gets focus back.
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(searchButton(page)).toBeFocused();
  });

  test("what is typed right after '/' reaches the field while the dialog's code loads", async ({ page }) => {
    await page.goto("/insights");
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.type("/fraud", { delay: 5 });
    await expect(input(page)).toHaveValue("fraud");
    await expect(options(page).first()).toContainText(/fraud/i);
  });

  test("'/' typed into a field is just a character", async ({ page }) => {
    await page.goto("/#contact");
    const field = page.getByRole("textbox", { name: /name/i }).first();
    await field.click();
    // Let the form's own code take over the field first (components/contact/contact-form-slot.tsx).
    await page.waitForLoadState("networkidle");
    await field.click();
    await page.keyboard.type("a/b");
    await expect(field).toHaveValue("a/b");
    await expect(dialog(page)).toHaveCount(0);
  });

  test("axe finds nothing with the dialog open and results shown", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/insights");
    await searchButton(page).click();
    await input(page).fill("risk");
    await expect(options(page).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("site search without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("the control is a link to the insights", async ({ page }) => {
    await page.goto("/case-studies");
    const link = page.getByRole("banner").getByRole("link", { name: "Search", exact: true });
    await expect(link).toHaveAttribute("href", "/insights");
    await link.click();
    await expect(page).toHaveURL(/\/insights$/);
  });
});
