import { expect, test, type Page } from "@playwright/test";
import { LOADER_ID } from "../lib/speed/loader";
import { frameworkSettled, watchForErrors } from "./support/page-checks";
import { allRoutes, templateRoutes } from "./support/routes";

/**
 * What every build must do: the full build, and the plain Next.js build (PLAIN_NEXT=1, see
 * lib/speed/README.md), which the test line serves from a scratch copy with E2E_PLAIN=1.
 */
const plain = process.env.E2E_PLAIN === "1";

test.describe.configure({ mode: "parallel" });

test(`the build is the ${plain ? "plain Next.js" : "full"} one`, async ({ request }) => {
  const html = await (await request.get("/insights/ai-vision-to-value")).text();
  expect(html.includes(`id="${LOADER_ID}"`)).toBe(!plain);
  expect(/<script[^>]*>\(self\.__next_f/.test(html)).toBe(plain);
  expect(html.includes('blocking="render"')).toBe(!plain);
});

test("every page answers with its heading and body", async ({ request }) => {
  for (const route of allRoutes()) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(html, route).toMatch(/<h1[\s>]/);
    expect(html, route).toMatch(/<main[^>]*>[\s\S]{200,}<\/main>/);
  }
});

test("each template renders in the browser without an error", async ({ page }) => {
  const errors = watchForErrors(page);
  for (const route of templateRoutes()) {
    await page.goto(route);
    await expect(page.locator("main h1").first(), route).toBeVisible();
  }
  await page.waitForLoadState("networkidle");
  expect(errors()).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the menu opens, keeps focus inside and closes with Escape", async ({ page }) => {
    await page.goto("/services");
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("on a phone without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, javaScriptEnabled: false });

  test("the menu button opens the menu with every link, and Close closes it", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("button", { name: "Open menu" }).tap();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const name of ["About", "Services", "Expertise", "Case Studies", "Testimonials", "Contact", "Get in Touch"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("button", { name: "Close" }).tap();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).tap();
    await menu.getByRole("link", { name: "Contact", exact: true }).tap();
    await expect(page).toHaveURL(/\/#contact$/);
  });
});

async function readyForm(page: Page) {
  await page.goto("/#contact");
  await expect(page.locator('form[aria-label="Contact form"][data-ready="true"]')).toBeVisible();
}

test("the contact form shows its rules, then sends the inquiry", async ({ page }) => {
  await readyForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name must be at least 2 characters", { exact: true })).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Full Name").fill("Priya Raman");
  await page.getByLabel("Email Address").fill(`priya.smoke.${Date.now()}@example.com`);
  await page.getByLabel("Company Name").fill("Northgate Logistics");
  await page.getByLabel("Area of Interest").selectOption("ai-strategy");
  await page.getByLabel("Message").fill("We would like an outside view of our AI roadmap before the board meets.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
});

test("search finds an article and opens it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search insights and case studies" });
  await expect(dialog).toBeVisible();
  await page.keyboard.type("governance");
  const result = dialog.getByRole("option").filter({ hasText: "Data Governance" }).first();
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(/\/insights\/data-governance-ai$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Data Governance");
});

test("a card opens its page in the app, and Back returns", async ({ page }) => {
  await page.goto("/insights");
  await frameworkSettled(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const card = page.locator("main article").first();
  const title = (await card.getByRole("heading").first().textContent())!.trim();
  await card.getByRole("link", { name: /Read more/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("main .prose-content p").first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/insights$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
