import { expect, test, type Page } from "@playwright/test";
import { TestSmtpServer } from "../test/support/smtp";
import { axeViolations } from "./support/axe";
import { alwaysOpenContent, invitationIn, textOf } from "./support/booking";
import { extraPort } from "./support/env";
import { startServer, type TestServer } from "./support/server";

/**
 * A visitor books the strategy session as they would: in India (GMT+5:30), by keyboard, with a
 * time taken by someone else meanwhile; the invitations arrive on a loopback mail server, and the
 * link in the e-mail moves the session and then cancels it. The server's availability is open
 * around the clock (./support/booking.ts) so the test never depends on the day it runs.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const VISITOR = "anika.sharma@example.com";
const FIRM = "sessions@arcforge.test";

let server: TestServer;
let smtp: TestSmtpServer;

test.beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
  const dataDir = ".tmp/e2e-booking";
  server = await startServer({
    port: extraPort(60),
    dataDir,
    env: {
      CONTENT_DIR: alwaysOpenContent(".tmp/e2e-booking-content"),
      SMTP_URL: smtp.url,
      CONTACT_TO: FIRM,
      CONTACT_FROM: "Arcforge Website <website@arcforge.test>",
      CONTACT_DELIVERY_POLL_MS: "200",
      BOOKING_MEETING_URL: "https://meet.arcforge.test/strategy",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** The e-mails sent to `to`, about the session `uid` when given, in the order the server received them. */
const mailsTo = (to: string, uid?: string) => smtp.messages.filter((mail) => mail.to[0] === to && (!uid || invitationIn(mail).uid === uid));

/** Waits for the `count`-th e-mail about the session to each side, and returns both: [visitor's, firm's]. */
async function nthMails(count: number, uid?: string) {
  await expect.poll(() => mailsTo(VISITOR, uid).length, { timeout: 30_000 }).toBe(count);
  const id = uid ?? invitationIn(mailsTo(VISITOR)[0]!).uid;
  await expect.poll(() => mailsTo(FIRM, id).length, { timeout: 30_000 }).toBe(count);
  return [mailsTo(VISITOR, id)[count - 1]!, mailsTo(FIRM, id)[count - 1]!] as const;
}

const timeRadios = (page: Page) => page.getByRole("group", { name: /^Free times on / }).getByRole("radio");

test("books a slot by keyboard, gets the invitation by e-mail, moves it and cancels it from the e-mail's link", async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: "Asia/Kolkata", viewport: { width: 1280, height: 900 } });
  // Nothing on the way may break the page's Content-Security-Policy (zod's eval probe did).
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.sourceFile}`)),
  );
  const violations: string[] = [];
  context.on("console", (message) => message.text().startsWith("CSP violation") && violations.push(message.text()));
  const page = await context.newPage();
  await page.goto(`${server.origin}/book`);
  await expect(page.getByText("Times are shown in India Standard Time (GMT+5:30).")).toBeVisible();

  // The day is a radio group: the chosen day takes focus, arrows move to the next free day.
  const days = page.getByRole("group", { name: "Available days" }).getByRole("radio");
  await page.locator("input[name=booking-day]:checked").focus();
  await page.keyboard.press("ArrowRight");
  await expect(days.nth(1)).toBeChecked();
  // Tab reaches the times; Space chooses the first, an arrow the next.
  await page.keyboard.press("Tab");
  await expect(timeRadios(page).first()).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await expect(timeRadios(page).nth(1)).toBeChecked();
  const first = (await timeRadios(page).nth(1).getAttribute("value"))!;
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Continue" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
  const axe: string[] = await axeViolations(page, { label: "details" });

  await page.getByLabel("Full Name").fill("Anika Sharma");
  await page.getByLabel("Email Address").fill(VISITOR);
  await page.getByLabel("Company Name").fill("Meridian Logistics");
  await page.getByLabel("What would you like to discuss? (optional)").fill("Forecasting demand across our warehouses.");

  // Someone else takes the time while Anika types: she is brought back with the nearest free times.
  const other = await fetch(`${server.origin}/api/booking`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify({ name: "Lee Park", email: "lee.park@example.com", company: "Parkline", note: "", start: first, timeZone: "Asia/Seoul" }),
  });
  expect(other.status).toBe(201);
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Someone booked that time a moment ago." });
  await expect(notice).toBeFocused();
  axe.push(...(await axeViolations(page, { label: "time taken" })));
  const nearest = notice.getByRole("button");
  expect(await nearest.count()).toBeGreaterThan(0);
  const nearestLabel = (await nearest.first().textContent())!;
  await nearest.first().click();
  // What she typed is still there.
  await expect(page.getByLabel("Company Name")).toHaveValue("Meridian Logistics");
  await expect(page.getByText(nearestLabel)).toBeVisible();
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByRole("heading", { name: "Your session is booked" })).toBeFocused();
  await expect(page.getByText(`We have sent the calendar invitation to ${VISITOR}.`, { exact: false })).toBeVisible();
  axe.push(...(await axeViolations(page, { label: "booked" })));

  // One e-mail to her and one to the firm, each with the invitation.
  const [visitorMail, firmMail] = await nthMails(1);
  const invitation = invitationIn(visitorMail);
  expect(invitation).toMatchObject({ method: "REQUEST", sequence: 0, status: "CONFIRMED", zone: "America/New_York" });
  expect(invitationIn(firmMail)).toMatchObject({ uid: invitation.uid, sequence: 0, start: invitation.start });
  expect(invitation.start).not.toBe(first);
  const text = textOf(visitorMail);
  expect(text).toContain("India Standard Time");
  expect(text).toContain("Video call: https://meet.arcforge.test/strategy");
  const token = /\/book\/manage#(\S+)/.exec(text)?.[1];
  expect(token).toBeTruthy();

  // The link altered by one character opens nothing.
  const forged = `${token!.slice(0, -1)}${token!.endsWith("A") ? "B" : "A"}`;
  await page.goto(`${server.origin}/book/manage#${forged}`);
  await expect(page.getByRole("alert").filter({ hasText: "This link does not open a booking." })).toBeVisible();
  // The page a link opens is kept out of search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  const manage = await context.newPage();
  await manage.goto(`${server.origin}/book/manage#${token}`);
  await expect(manage.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(manage.getByText("Anika Sharma · Meridian Logistics")).toBeVisible();
  axe.push(...(await axeViolations(manage, { label: "manage" })));

  // Move it to another free time: the old one is free again at once, both sides get SEQUENCE 1.
  await manage.getByRole("button", { name: "Move to Another Time" }).click();
  await timeRadios(manage).nth(2).locator("xpath=..").click();
  await expect(timeRadios(manage).nth(2)).toBeChecked();
  const moved = (await timeRadios(manage).nth(2).getAttribute("value"))!;
  await manage.getByRole("button", { name: "Move My Session" }).click();
  await expect(manage.getByRole("status").filter({ hasText: "Your session has moved." })).toBeFocused();
  const [visitorMove, firmMove] = await nthMails(2, invitation.uid);
  expect(invitationIn(visitorMove)).toMatchObject({ method: "REQUEST", sequence: 1, start: moved });
  expect(invitationIn(firmMove)).toMatchObject({ method: "REQUEST", sequence: 1, start: moved });
  const free = (await (await fetch(`${server.origin}/api/booking/slots`)).json()) as { slots: { start: string }[] };
  expect(free.slots.map((slot) => slot.start)).toContain(invitation.start);
  expect(free.slots.map((slot) => slot.start)).not.toContain(moved);

  // Cancel it: METHOD:CANCEL with a higher SEQUENCE to both sides, and the page says so.
  await manage.getByRole("button", { name: "Cancel Session" }).click();
  await manage.getByRole("button", { name: "Yes, Cancel It" }).click();
  await expect(manage.getByRole("status").filter({ hasText: "Your session is cancelled." })).toBeFocused();
  await expect(manage.getByText("Cancelled", { exact: true })).toBeVisible();
  const [visitorCancel, firmCancel] = await nthMails(3, invitation.uid);
  expect(invitationIn(visitorCancel)).toMatchObject({ method: "CANCEL", status: "CANCELLED", sequence: 2, start: moved });
  expect(invitationIn(firmCancel)).toMatchObject({ method: "CANCEL", sequence: 2 });
  await expect(manage.getByRole("button", { name: "Move to Another Time" })).toHaveCount(0);
  axe.push(...(await axeViolations(manage, { label: "cancelled" })));
  expect(violations).toEqual([]);
  expect(axe).toEqual([]);
  // Never sent twice: three e-mails to each side for three states of the session.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(mailsTo(VISITOR)).toHaveLength(3);
  expect(mailsTo(FIRM, invitation.uid)).toHaveLength(3);
  await context.close();
});

test("on a phone, axe finds nothing in the picker or the details form, each as the visitor reaches it", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(`${baseURL}/book`);
  await expect(timeRadios(page).first()).toBeAttached();
  const axe = await axeViolations(page, { label: "picker" });
  await timeRadios(page).first().locator("xpath=..").click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
  axe.push(...(await axeViolations(page, { label: "details" })));
  expect(axe).toEqual([]);
  await context.close();
});

test("the details' words and code come once a time is chosen; when they cannot, the visitor is told and can try again", async ({ page, baseURL }) => {
  const asked: string[] = [];
  let refuse = true;
  await page.route("**/api/booking/words", (route) => {
    asked.push(route.request().url());
    return refuse ? route.abort() : route.continue();
  });
  await page.goto(`${baseURL}/book`);
  await expect(timeRadios(page).first()).toBeAttached();
  expect(asked).toEqual([]);
  await timeRadios(page).first().locator("xpath=..").click();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Continue" }).click();
  const alert = page.locator("main").getByRole("alert");
  await expect(alert).toContainText("We could not load the booking form just now.");
  refuse = false;
  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
  await expect(page.getByLabel("What would you like to discuss? (optional)")).toBeVisible();
});

test("the picker takes the place of its outline without moving anything on the page, on a phone and a desktop", async ({ browser, baseURL }) => {
  // The shared test server has the real availability: at most nine sessions a day, the picker's size.
  for (const width of [375, 1280]) {
    // A window as tall as the page, so that a shift anywhere on it counts.
    const page = await browser.newPage({ viewport: { width, height: 2600 } });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${baseURL}/book`);
    await expect(page.getByRole("group", { name: /^Free times on / })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts), `${width} px`).toEqual([]);
    await page.close();
  }
});

test("the times follow the zone the visitor chooses, one a quarter of an hour off the hour included", async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/book`);
  await expect(timeRadios(page).first()).toBeAttached();
  const zone = page.getByLabel("Time zone");
  // The list of zones is filled in as the visitor reaches for it.
  await zone.focus();
  // Browsers list the zone by its CLDR name, Asia/Katmandu in some versions.
  const nepal = (await zone.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).find((name) =>
    /^Asia\/Kath?mandu$/.test(name),
  );
  await zone.selectOption(nepal!);
  await expect(page.getByText("Times are shown in Nepal Time (GMT+5:45).")).toBeVisible();
  const inKathmandu = (iso: string) =>
    new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Kathmandu", hour: "numeric", minute: "2-digit" }).format(Date.parse(iso)).replace(/\s/g, " ");
  for (const radio of (await timeRadios(page).all()).slice(0, 3)) {
    const label = (await radio.locator("xpath=..").innerText()).replace(/\s/g, " ");
    expect(label).toBe(inKathmandu((await radio.getAttribute("value"))!));
  }
});
