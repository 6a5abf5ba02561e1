import { expect, test } from "@playwright/test";
import { CONTACT_SENT_PATH } from "../lib/paths";
import { frameworkSettled } from "./support/page-checks";
import { allRoutes, laterListRoutes, NOT_FOUND_ROUTE } from "./support/routes";

/**
 * The Content-Security-Policy runs no inline script it has not been given the hash of: every page,
 * loaded with the policy enforced, reports no violation once its framework has started.
 */
test("no page reports a Content-Security-Policy violation, and script-src allows no inline script or eval", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  // A form sent without JavaScript that needs fixing leads to its draft, shown on /contact.
  const sent = await page.request.post("/api/contact", {
    form: { name: "P", email: "csp.check@example.com", company: "Policy Check", interest: "other", message: "A draft for the policy check." },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  const draft = sent.headers().location ?? "";
  expect(draft).toMatch(/^\/contact\?draft=[0-9a-f-]{36}#contact-form$/);

  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { violations: string[] }).violations = []);
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  // /contact is rendered on request: its inline scripts run by a nonce of their own (proxy.ts).
  // /book/manage, which only a visitor's link opens, and /contact/sent are prerendered like the pages.
  const routes = [...allRoutes(), ...laterListRoutes().slice(0, 1), NOT_FOUND_ROUTE, "/contact", draft, CONTACT_SENT_PATH, "/book/manage"];
  for (const route of routes) {
    const response = await page.goto(route);
    const policy = response!.headers()["content-security-policy"] ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
    expect(scriptSrc, route).toMatch(/^('nonce-[A-Za-z0-9+/]+=*' )?'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    await frameworkSettled(page);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), route).toEqual([]);
  }
  await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Search insights and case studies" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test("the contact form's code runs under the policy without a violation: its validation never tries eval", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { violations: string[] }).violations = []);
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const consoleProblems: string[] = [];
  page.on("console", (message) => ["error", "warning"].includes(message.type()) && consoleProblems.push(message.text()));
  await page.goto("/#contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form).toHaveAttribute("data-ready", "true");
  // Validation runs the schema: an empty send shows every field's message.
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(consoleProblems).toEqual([]);
});
