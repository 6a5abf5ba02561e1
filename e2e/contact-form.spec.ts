import { expect, test, type Page } from "@playwright/test";
import { contactMessages as readContactMessages } from "../lib/contact/copy";
import { HONEYPOT_FIELD } from "../lib/contact/schema";
import { getCommonCopy } from "../lib/content/pages";
import { storedInquiries } from "./support/inquiries";
import { watchForErrors } from "./support/page-checks";

/** The messages as written in content/pages/common.yaml, limits filled in. */
const contactMessages = readContactMessages();
const { answers, toasts } = getCommonCopy().contactForm;

const DATA_DIR = ".tmp/e2e-main";

async function openForm(page: Page) {
  await page.goto("/#contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form).toBeVisible();
  // Wait for the interactive form to take over from the prerendered copy.
  await expect(page.locator('form[aria-label="Contact form"][data-ready="true"]')).toBeVisible();
  return form;
}

async function fill(page: Page, values: { name: string; email: string; company: string; interest: string; message: string }) {
  await page.getByLabel("Full Name").fill(values.name);
  await page.getByLabel("Email Address").fill(values.email);
  await page.getByLabel("Company Name").fill(values.company);
  await page.getByLabel("Area of Interest").selectOption(values.interest);
  await page.getByLabel("Message").fill(values.message);
}

const unique = (label: string) => ({
  name: "Priya Raman",
  email: `priya.${label}.${Date.now()}@example.com`,
  company: "Northgate Logistics",
  interest: "program-management",
  message: "We run six AI pilots and need help taking two of them to production.",
});

test.describe("contact form", () => {
  test("has the spec's labels, options and a 4-row message box", async ({ page }) => {
    await openForm(page);
    for (const label of ["Full Name", "Email Address", "Company Name", "Area of Interest", "Message"]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    const options = await page
      .getByLabel("Area of Interest")
      .locator("option:not([disabled])")
      .evaluateAll((nodes) => nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]));
    expect(options).toEqual([
      ["ai-strategy", "AI Strategy & Consulting"],
      ["ai-solutions", "AI Solutions Development"],
      ["program-management", "AI Program Management"],
      ["digital-transformation", "Digital Transformation"],
      ["other", "Other"],
    ]);
    await expect(page.getByLabel("Message")).toHaveAttribute("rows", "4");
  });

  test("shows each rule's message in red under its field on submit, then re-validates as the visitor types", async ({ page }) => {
    await openForm(page);
    await page.getByRole("button", { name: "Send Message" }).click();

    const expectations: [string, string][] = [
      ["Full Name", contactMessages.name],
      ["Email Address", contactMessages.email],
      ["Company Name", contactMessages.company],
      ["Area of Interest", contactMessages.interest],
      ["Message", contactMessages.message],
    ];
    for (const [label, message] of expectations) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      // The message is the field's accessible description, so screen readers announce it.
      await expect(field).toHaveAccessibleDescription(message);
      const text = page.getByText(message, { exact: true });
      await expect(text).toBeVisible();
      const [red, green, blue] = await text.evaluate((node) => {
        // Resolve whatever colour syntax the stylesheet uses to sRGB through a canvas.
        const context = document.createElement("canvas").getContext("2d")!;
        context.fillStyle = getComputedStyle(node).color;
        context.fillRect(0, 0, 1, 1);
        return Array.from(context.getImageData(0, 0, 1, 1).data);
      });
      expect(red).toBeGreaterThan(150);
      expect(green! + blue!).toBeLessThan(red!);
    }
    // Focus goes to the first field with a problem.
    await expect(page.getByLabel("Full Name")).toBeFocused();

    // After a failed submit, each change re-validates its field.
    await page.getByLabel("Full Name").fill("A");
    await expect(page.getByText(contactMessages.name, { exact: true })).toBeVisible();
    await page.getByLabel("Full Name").fill("Al");
    await expect(page.getByText(contactMessages.name, { exact: true })).toBeHidden();
    await page.getByLabel("Email Address").fill("al@");
    await expect(page.getByText(contactMessages.email, { exact: true })).toBeVisible();
    await page.getByLabel("Email Address").fill("al@example.com");
    await expect(page.getByText(contactMessages.email, { exact: true })).toBeHidden();
    await page.getByLabel("Message").fill("Too short");
    await expect(page.getByText(contactMessages.message, { exact: true })).toBeVisible();
    await page.getByLabel("Message").fill("Long enough now.");
    await expect(page.getByText(contactMessages.message, { exact: true })).toBeHidden();
  });

  test("measures a name without its invisible characters, and gives each broken address rule its own message", async ({ page }) => {
    await openForm(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    const name = page.getByLabel("Full Name");
    await name.fill("\u200b\u3164\u200b\u3164");
    await expect(name).toHaveAccessibleDescription(contactMessages.name);
    const email = page.getByLabel("Email Address");
    const rules: [string, string][] = [
      [`${"a".repeat(65)}@example.com`, contactMessages.emailLocalPartTooLong],
      [`ada@mail.${"d".repeat(70)}.com`, contactMessages.emailDomainLabelTooLong],
      ["ada@example-.com", contactMessages.emailDomainHyphen],
    ];
    for (const [address, message] of rules) {
      await email.fill(address);
      await expect(email).toHaveAccessibleDescription(message);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await email.fill("ada@example.com");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
  });

  test("keeps what was typed into the prerendered form while its code was still loading", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(page.locator('form[aria-label="Contact form"][data-ready="true"]')).toHaveCount(0);

    // Hold every script fetched from now on: the form's own code arrives only when released.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/**", async (route) => {
      await released;
      await route.continue();
    });

    const values = unique("handoff");
    await fill(page, values);
    await page.getByLabel("Full Name").click();
    await page.keyboard.press("End");
    release();

    await expect(page.locator('form[aria-label="Contact form"][data-ready="true"]')).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue(values.name);
    await expect(page.getByLabel("Email Address")).toHaveValue(values.email);
    await expect(page.getByLabel("Company Name")).toHaveValue(values.company);
    await expect(page.getByLabel("Area of Interest")).toHaveValue(values.interest);
    await expect(page.getByLabel("Message")).toHaveValue(values.message);
    // Focus stays where the visitor was typing, and typing carries on at the caret.
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await page.keyboard.type(" Jr");
    await expect(page.getByLabel("Full Name")).toHaveValue(`${values.name} Jr`);
  });

  test("before its scripts arrive the browser sends it: the answer page shows the problems, the scripts take over there, and it is sent once", async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto("/#contact");
    // The page's scripts never arrive: the form is the prerendered one, sent by the browser.
    await page.route("**/_next/static/chunks/*.js", () => {});
    const values = unique("early");
    await fill(page, { ...values, name: "P", email: "priya@" });
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(/\/contact\?draft=[0-9a-f-]{36}#contact-form$/);
    await expect(page.getByRole("alert")).toHaveText(answers.invalid);
    await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription(contactMessages.name);
    await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription(contactMessages.email);
    await expect(page.getByLabel("Company Name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Message")).toHaveValue(values.message);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // Here the scripts arrive, and the form they load keeps the values and the problems.
    await page.unroute("**/_next/static/chunks/*.js");
    await page.reload();
    await page.getByLabel("Full Name").focus();
    await expect(page.locator('form[aria-label="Contact form"][data-ready="true"]')).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("P");
    await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription(contactMessages.name);
    await page.getByLabel("Full Name").fill(values.name);
    await page.getByLabel("Email Address").fill(values.email);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
    expect((await storedInquiries(DATA_DIR)).filter((inquiry) => inquiry.email === values.email)).toHaveLength(1);
    expect(errors()).toEqual([]);
  });

  test("sent by the browser itself, it lands on the thank-you page, which a reload or Back never sends again", async ({ page }) => {
    await page.goto("/#contact");
    await page.route("**/_next/static/chunks/*.js", () => {});
    const values = unique("native");
    await fill(page, values);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent Successfully!");
    await expect(page.getByRole("link", { name: "Send Another Message" })).toHaveAttribute("href", "/#contact");
    await page.reload();
    await page.goBack();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    expect((await storedInquiries(DATA_DIR)).filter((inquiry) => inquiry.email === values.email)).toHaveLength(1);
  });

  test("does not validate before the first submit", async ({ page }) => {
    await openForm(page);
    await page.getByLabel("Full Name").fill("A");
    await page.getByLabel("Email Address").focus();
    await expect(page.getByText(contactMessages.name, { exact: true })).toBeHidden();
  });

  test("sends a valid inquiry: sending state, success panel and toast, stored; then an empty form again", async ({ page }) => {
    const errors = watchForErrors(page);
    await openForm(page);
    const values = unique("sent");
    await fill(page, values);

    // Hold the request briefly so the sending state can be seen.
    await page.route("**/api/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending Message..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();

    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeFocused();
    // The thank-you offers the strategy session straight away.
    await expect(page.locator("#contact").getByRole("link", { name: "Choose a Time to Talk" })).toHaveAttribute("href", "/book");
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Message sent successfully!");
    await expect(toast).toContainText("We'll get back to you within 24 hours.");

    const stored = (await storedInquiries(DATA_DIR)).filter((inquiry) => inquiry.email === values.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(values);

    await page.getByRole("button", { name: "Send Another Message" }).click();
    for (const label of ["Full Name", "Email Address", "Company Name", "Message"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    }
    await expect(page.getByLabel("Area of Interest")).toHaveValue("");
    await expect(page.getByLabel("Full Name")).toBeFocused();
    expect(errors()).toEqual([]);
  });

  test("on a phone, the success panel's button keeps its label on one line", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/#contact");
    // On a phone the form is below the section's text; its code takes over as it comes into view.
    await page.getByRole("form", { name: "Contact form" }).scrollIntoViewIfNeeded();
    await expect(page.locator('form[aria-label="Contact form"][data-ready="true"]')).toBeVisible();
    await fill(page, unique("phone"));
    await page.getByRole("button", { name: "Send Message" }).click();
    const again = page.getByRole("button", { name: "Send Another Message" });
    await expect(again).toBeVisible();
    const lineHeight = await again.evaluate((button) => parseFloat(getComputedStyle(button).lineHeight));
    const { height } = (await again.boundingBox())!;
    const { height: textHeight } = await again.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return range.getBoundingClientRect();
    });
    expect(textHeight, `the label is ${textHeight}px high in a ${height}px button`).toBeLessThan(lineHeight * 1.5);
  });

  for (const failure of ["server error", "network error", "validation error"] as const) {
    test(`on a ${failure} shows the destructive toast and keeps what was typed`, async ({ page }) => {
      await openForm(page);
      const values = unique(failure.replace(" ", "-"));
      await fill(page, values);
      await page.route("**/api/contact", (route) => {
        if (failure === "network error") return route.abort("failed");
        if (failure === "server error") return route.fulfill({ status: 503, body: JSON.stringify({ error: answers.unavailable }) });
        return route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ error: answers.invalid, fields: { company: contactMessages.company } }),
        });
      });
      await page.getByRole("button", { name: "Send Message" }).click();

      // The server's answer says what to do; with no answer, the toast's own words.
      const toast = page.locator("[data-sonner-toast]");
      await expect(toast).toContainText(toasts.failure.title);
      const description = { "server error": answers.unavailable, "validation error": answers.invalid, "network error": toasts.failure.description }[failure];
      await expect(toast).toContainText(description);
      await expect(toast).toHaveAttribute("data-type", "error");
      await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeHidden();
      await expect(page.getByLabel("Full Name")).toHaveValue(values.name);
      await expect(page.getByLabel("Email Address")).toHaveValue(values.email);
      await expect(page.getByLabel("Company Name")).toHaveValue(values.company);
      await expect(page.getByLabel("Area of Interest")).toHaveValue(values.interest);
      await expect(page.getByLabel("Message")).toHaveValue(values.message);
      await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
      if (failure === "validation error") await expect(page.getByText(contactMessages.company, { exact: true })).toBeVisible();
      expect((await storedInquiries(DATA_DIR)).some((inquiry) => inquiry.email === values.email)).toBe(false);
    });
  }

  test("keeps the honeypot out of sight, out of the tab order, away from autofill and assistive technology", async ({ page }) => {
    await openForm(page);
    const trap = page.locator(`input[name="${HONEYPOT_FIELD}"]`);
    await expect(trap).toHaveCount(1);
    expect(HONEYPOT_FIELD).not.toBe("fax");
    await expect(trap).not.toBeInViewport();
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(trap.locator("xpath=..")).toHaveAttribute("aria-hidden", "true");
    // Not in the accessibility tree: no screen reader announces it.
    expect(await page.getByRole("textbox", { name: /leave empty/i, includeHidden: false }).count()).toBe(0);
    await page.getByLabel("Full Name").focus();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).not.toBe(HONEYPOT_FIELD);
    }
  });

  test("sends an Idempotency-Key, the same one on a retry of the same values, a new one after a success", async ({ page }) => {
    await openForm(page);
    const keys: string[] = [];
    let failNext = true;
    await page.route("**/api/contact", async (route) => {
      keys.push((await route.request().headerValue("idempotency-key")) ?? "");
      if (failNext) {
        failNext = false;
        // The inquiry is stored but the answer is lost on the way back.
        await route.fetch();
        await route.abort("connectionreset");
        return;
      }
      await route.continue();
    });
    const values = unique("idempotent");
    await fill(page, values);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText("Error sending message");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    // The lost answer's inquiry and the retry are one inquiry.
    expect((await storedInquiries(DATA_DIR)).filter((inquiry) => inquiry.email === values.email)).toHaveLength(1);

    await page.getByRole("button", { name: "Send Another Message" }).click();
    await fill(page, unique("idempotent-next"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test("shows one toast at a time, 420 px wide from medium screens, reachable with F8", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openForm(page);
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "" }));
    await fill(page, unique("toasts"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForTimeout(300);
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1);

    const width = await page.locator("[data-sonner-toast]").last().evaluate((node) => node.getBoundingClientRect().width);
    expect(width).toBe(420);

    await page.keyboard.press("F8");
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest("[data-sonner-toaster]")))
      .toBe(true);
  });

  test("a toast dismisses itself after about five seconds", async ({ page }) => {
    await openForm(page);
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "" }));
    await fill(page, unique("duration"));
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toHaveCount(1);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(3_500);
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveCount(0, { timeout: 6_000 });
  });
});
