import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { randomUUID } from "node:crypto";
import { sampleInquiry } from "@/lib/contact/store.contract";
import { SqliteInquiryStore } from "@/lib/contact/store-sqlite";
import { availabilityFile } from "@/lib/content/availability";
import { getBookCopy } from "@/lib/content/pages";
import { bookingMessages, handleBook, handleCalendarFeed, handleManage, handleSlots, type BookingDependencies } from "./handler";
import { derivedCalendarKey } from "./token";

const SITE = "https://www.arcforge.test";
const SECRET = "test-signing-key-0123456789abcdefghijklmnop";
const copy = getBookCopy();
// Friday 20 November 2026, 07:00 in New York.
const NOW = Date.parse("2026-11-20T12:00:00Z");
const availability = availabilityFile.parse({
  timeZone: "America/New_York",
  sessionMinutes: 30,
  bufferMinutes: 15,
  minimumNoticeHours: 24,
  horizonDays: 14,
  dailyMaximum: 3,
  weeklyHours: { monday: ["09:00-12:00"], tuesday: ["09:00-12:00"], wednesday: [], thursday: [], friday: ["09:00-12:00"], saturday: [], sunday: [] },
});
/** Monday 23 November 2026 in New York: 09:00, 09:45, 10:30 and 11:15 EST. */
const monday = ["2026-11-23T14:00:00.000Z", "2026-11-23T14:45:00.000Z", "2026-11-23T15:30:00.000Z", "2026-11-23T16:15:00.000Z"];

let dir: string;
let store: SqliteInquiryStore;
let changes: number;

const baseConfig: BookingDependencies["config"] = {
  allowedOrigins: new Set([SITE]),
  maxBodyBytes: 32 * 1024,
  trustProxy: 0,
  rateLimit: 0,
  rateWindowMs: 600_000,
  booking: { secret: SECRET, calendarKey: null, meetingUrl: null, dialIn: null, handoff: null },
};

function deps(overrides: Partial<BookingDependencies> = {}, config: Partial<BookingDependencies["config"]> = {}): BookingDependencies {
  return {
    config: { ...baseConfig, ...config },
    store: async () => store,
    availability: () => availability,
    secret: async () => SECRET,
    onChanged: () => (changes += 1),
    calendar: { firmAddress: "sessions@arcforge.test", firmName: "Arcforge Consulting", sessionName: "Free strategy session", firmTimeZone: "America/New_York", meetingUrl: null, dialIn: null },
    now: () => NOW,
    ...overrides,
  };
}

const details = { name: "Priya Raman", email: "priya@example.com", company: "Kestrel Freight", note: "Forecasting for our depots.", timeZone: "Asia/Kolkata" };

function post(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE, "x-forwarded-for": "203.0.113.7", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function answer(response: Response) {
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { slots?: { start: string }[] } };
}

const book = (start: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}, overrides: Partial<BookingDependencies> = {}) =>
  handleBook(post("/api/booking", { ...details, start, ...extra }, headers), deps(overrides)).then(answer);

const tokenOf = (manageUrl: unknown) => String(manageUrl).split("#")[1]!;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "booking-handler-"));
  store = new SqliteInquiryStore(path.join(dir, "inquiries.db"));
  await store.migrate();
  changes = 0;
});

afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("GET /api/booking/slots", () => {
  it("lists the free sessions from the notice on, without taken ones and their buffers", async () => {
    const first = await answer(await handleSlots(deps()));
    expect(first.status).toBe(200);
    expect(first.body.timeZone).toBe("America/New_York");
    const starts = first.body.slots!.map((slot) => slot.start);
    // Friday's sessions are within the 24 hours' notice; the next are Monday's.
    expect(starts.slice(0, 4)).toEqual(monday);
    expect(starts.every((start) => Date.parse(start) >= NOW + 24 * 3_600_000)).toBe(true);

    expect((await book(monday[1]!)).status).toBe(201);
    const after = (await answer(await handleSlots(deps()))).body.slots!.map((slot) => slot.start);
    expect(after.slice(0, 3)).toEqual([monday[0], monday[2], monday[3]]);
  });
});

describe("POST /api/booking", () => {
  it("books a free session, answers 201 with its link only once it is stored, and starts the invitations", async () => {
    const { status, body } = await book(monday[0]!, { name: "  Priya Raman  " });
    expect(status).toBe(201);
    expect(body).toMatchObject({ startsAt: monday[0], endsAt: "2026-11-23T14:30:00.000Z" });
    expect(String(body.manageUrl)).toMatch(new RegExp(`^http://localhost:3000/book/manage#${body.id}\\.[A-Za-z0-9_-]{43}$`));
    expect(await store.getBooking(String(body.id))).toMatchObject({ ...details, status: "confirmed", startsAt: monday[0] });
    expect(changes).toBe(1);
  });

  it("refuses fields the contact form refuses, and a note too long, with a message per field", async () => {
    const { status, body } = await book(monday[0]!, { name: "P", email: "not-an-email", company: "K", note: "x".repeat(1_001) });
    expect(status).toBe(400);
    expect(body.error).toBe(copy.answers.invalid);
    expect(body.fields).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      company: "Company name must be at least 2 characters",
      note: "Please keep the note to 1000 characters",
    });
    expect((await book("tomorrow at nine")).body.fields).toHaveProperty("start");
    expect((await book(monday[0]!, { timeZone: "Mars/Olympus" })).body.fields).toHaveProperty("timeZone");
    expect(await store.listBookings()).toEqual([]);
  });

  it("answers 409 with the nearest free times for a time off the grid, too soon, too far or past", async () => {
    const offGrid = await book("2026-11-23T14:10:00.000Z");
    expect(offGrid).toMatchObject({ status: 409, body: { error: copy.answers.notOffered, reason: "not_offered" } });
    expect(offGrid.body.slots!.map((slot) => slot.start)).toEqual(monday.slice(0, 3));
    expect((await book("2026-11-16T14:00:00.000Z")).body.reason).toBe("past");
    expect((await book("2026-11-20T16:15:00.000Z")).body.reason).toBe("too_soon");
    expect((await book("2026-12-07T14:00:00.000Z")).body.reason).toBe("too_far");
    expect(changes).toBe(0);
  });

  it("answers 409 when another visitor holds the time, offering the nearest free ones, and when the day is full", async () => {
    expect((await book(monday[1]!)).status).toBe(201);
    const taken = await book(monday[1]!, { email: "second@example.com" });
    expect(taken).toMatchObject({ status: 409, body: { error: copy.answers.taken, reason: "taken" } });
    expect(taken.body.slots!.map((slot) => slot.start)).toEqual([monday[0], monday[2], monday[3]]);
    expect((await book(monday[2]!)).status).toBe(201);
    expect((await book(monday[3]!)).status).toBe(201);
    expect(await book(monday[0]!)).toMatchObject({ status: 409, body: { error: copy.answers.dayFull, reason: "day_full" } });
  });

  it("gives a repeated Idempotency-Key the first booking, and answers 422 to the key with another booking", async () => {
    const key = { "idempotency-key": "6a1e0c2b9d8f4e7a8b5c3d1f0e9a7b6c" };
    const first = await book(monday[0]!, {}, key);
    expect(first.status).toBe(201);
    // The same booking, however it was spaced, is a retry of the first.
    expect(await book(monday[0]!, { name: ` ${details.name} ` }, key)).toEqual(first);
    expect(await book(monday[2]!, {}, key)).toEqual({ status: 422, body: { error: bookingMessages.idempotencyKeyReused } });
    expect(await book(monday[0]!, { note: "Something else entirely." }, key)).toEqual({ status: 422, body: { error: bookingMessages.idempotencyKeyReused } });
    expect(await store.listBookings()).toHaveLength(1);
    expect(changes).toBe(1);
    // Once the booking has moved, its time no longer tells what was first asked for.
    expect((await handleManage(post("/api/booking/reschedule", { token: tokenOf(first.body.manageUrl), start: monday[3] }), deps(), "reschedule")).status).toBe(200);
    expect(await book(monday[0]!, {}, key)).toMatchObject({ status: 201, body: { id: first.body.id, startsAt: monday[3] } });
  });

  it("gives a filled honeypot a real post's answers (the time taken, the rate limit, one id per key) and keeps and sends nothing", async () => {
    const limited = { rateLimit: 2 };
    const trapped = (start: string, headers: Record<string, string> = {}) =>
      handleBook(post("/api/booking", { ...details, start, subject_line: "buy now" }, headers), deps({}, limited)).then(answer);
    expect((await book(monday[1]!)).status).toBe(201);
    expect(await trapped(monday[1]!)).toMatchObject({ status: 409, body: { reason: "taken" } });

    const key = { "idempotency-key": "3c2b1a0f9e8d4c7b8a6f5e4d3c2b1a0f" };
    const bot = await trapped(monday[2]!, key);
    expect(bot.status).toBe(201);
    expect(Object.keys(bot.body).sort()).toEqual(["endsAt", "id", "manageUrl", "startsAt"]);
    expect(bot.body).toMatchObject({ startsAt: monday[2], endsAt: "2026-11-23T16:00:00.000Z" });
    expect(String(bot.body.manageUrl)).toMatch(new RegExp(`^http://localhost:3000/book/manage#${bot.body.id}\.[A-Za-z0-9_-]{43}$`));
    // Its link opens nothing, as a booking since erased.
    expect((await handleManage(post("/api/booking/manage", { token: tokenOf(bot.body.manageUrl) }), deps(), "view")).status).toBe(404);
    // A replay is answered from a read, as a real one: it does not count against the limit.
    expect(await trapped(monday[2]!, key)).toEqual(bot);
    expect((await trapped(monday[3]!)).status).toBe(201);
    expect(await trapped(monday[3]!)).toMatchObject({ status: 429, body: { error: copy.answers.rateLimited } });
    expect((await store.listBookings()).map((booking) => booking.startsAt)).toEqual([monday[1]]);
    expect(await store.invitations.claimDue(NOW, 10, 60_000)).toHaveLength(2);
    expect(changes).toBe(1);
  });

  it("answers a key reused with another booking 422 whether the trap was filled first, second or both times", async () => {
    const reused = { status: 422, body: { error: bookingMessages.idempotencyKeyReused } };
    const trap = { subject_line: "buy now" };
    const trapKey = { "idempotency-key": "9d8c7b6a5f4e4d3c8b2a1f0e9d8c7b6a" };
    const bot = await book(monday[0]!, trap, trapKey);
    expect(bot.status).toBe(201);
    expect(await book(monday[2]!, trap, trapKey)).toEqual(reused);
    expect(await book(monday[0]!, { ...trap, note: "Something else entirely." }, trapKey)).toEqual(reused);
    expect(await book(monday[0]!, { ...trap, name: ` ${details.name} ` }, trapKey)).toEqual(bot);
    expect(await book(monday[0]!, {}, trapKey)).toEqual(bot);
    expect(await book(monday[2]!, {}, trapKey)).toEqual(reused);
    expect(await store.listBookings()).toEqual([]);

    const realKey = { "idempotency-key": "1a2b3c4d5e6f4a7b8c9d0e1f2a3b4c5d" };
    const real = await book(monday[1]!, {}, realKey);
    expect(real.status).toBe(201);
    expect(await book(monday[2]!, trap, realKey)).toEqual(reused);
    expect(await book(monday[1]!, trap, realKey)).toEqual(real);
    expect(await store.listBookings()).toHaveLength(1);
    expect(changes).toBe(1);
  });

  it("shares the rate limit with the contact form", async () => {
    const limited = { ...baseConfig, rateLimit: 2 };
    await store.submit(sampleInquiry(), { id: randomUUID(), now: NOW, rateLimit: { client: "203.0.113.7", limit: 2, windowMs: 600_000 } });
    expect((await handleBook(post("/api/booking", { ...details, start: monday[0] }), deps({ config: limited }))).status).toBe(201);
    const third = await handleBook(post("/api/booking", { ...details, start: monday[2] }), deps({ config: limited }));
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await third.json()).error).toBe(copy.answers.rateLimited);
  });

  it("answers a client over the shared limit from a read, without a write", async () => {
    const limited = deps({}, { rateLimit: 1 });
    expect((await handleBook(post("/api/booking", { ...details, start: monday[0] }), limited)).status).toBe(201);
    const bookSpy = jest.spyOn(store, "book");
    const absorb = jest.spyOn(store, "absorb");
    try {
      expect((await handleBook(post("/api/booking", { ...details, start: monday[2] }), limited)).status).toBe(429);
      expect((await handleBook(post("/api/booking", { ...details, start: monday[2], subject_line: "x" }), limited)).status).toBe(429);
      expect(bookSpy).not.toHaveBeenCalled();
      expect(absorb).not.toHaveBeenCalled();
    } finally {
      bookSpy.mockRestore();
      absorb.mockRestore();
    }
  });

  it("refuses what the contact form refuses: other origins, other types, oversized bodies, malformed keys", async () => {
    expect((await book(monday[0]!, {}, { origin: "https://evil.example" })).status).toBe(403);
    expect((await handleBook(post("/api/booking", "name=x", { "content-type": "application/x-www-form-urlencoded" }), deps())).status).toBe(415);
    expect((await book(monday[0]!, { note: "x".repeat(40_000) })).status).toBe(413);
    expect((await book(monday[0]!, {}, { "idempotency-key": "short" })).status).toBe(400);
    expect(await store.listBookings()).toEqual([]);
  });

  it("answers 503 when the database is out of reach, and keeps nothing", async () => {
    const down = await handleBook(post("/api/booking", { ...details, start: monday[0] }), deps({ store: () => Promise.reject(new Error("ECONNREFUSED")) }));
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("30");
  });
});

describe("the visitor's signed link", () => {
  async function booked(start = monday[0]!) {
    const { body } = await book(start);
    return { id: String(body.id), token: tokenOf(body.manageUrl) };
  }
  const manage = (action: "view" | "cancel" | "reschedule", body: unknown, overrides: Partial<BookingDependencies> = {}) =>
    handleManage(post(`/api/booking/${action === "view" ? "manage" : action}`, body), deps(overrides), action).then(answer);

  it("opens the booking with the free times to move it to, and nothing with an altered or forged link", async () => {
    const { id, token } = await booked();
    const view = await manage("view", { token });
    expect(view.status).toBe(200);
    expect(view.body.booking).toMatchObject({ id, startsAt: monday[0], state: "upcoming", name: "Priya Raman", timeZone: "Asia/Kolkata" });
    // Its own time is not offered; the one next to it is, since it would leave its own.
    expect(view.body.slots!.map((slot) => slot.start).slice(0, 3)).toEqual(monday.slice(1));

    const [bookingId, signature] = token.split(".") as [string, string];
    const flipped = signature.slice(0, 10) + (signature[10] === "A" ? "B" : "A") + signature.slice(11);
    for (const altered of [`${bookingId}.${flipped}`, `${bookingId}.${signature.slice(0, -1)}`, `${randomUUID()}.${signature}`, bookingId, "", `${token}.x`]) {
      expect(await manage("view", { token: altered })).toMatchObject({ status: 404, body: { error: copy.manage.invalidLink } });
      expect((await manage("cancel", { token: altered })).status).toBe(404);
    }
    // Signed with another server's key.
    expect((await manage("view", { token }, { secret: async () => "another-key-0123456789abcdefghijklmnopq" })).status).toBe(404);
    expect((await store.getBooking(id))?.status).toBe("confirmed");
  });

  it("moves the booking to a free time, frees the old one at once, and refuses a taken one with the nearest free", async () => {
    const { id, token } = await booked(monday[0]);
    await booked(monday[2]);
    const taken = await manage("reschedule", { token, start: monday[2] });
    expect(taken).toMatchObject({ status: 409, body: { reason: "taken" } });
    const moved = await manage("reschedule", { token, start: monday[3] });
    expect(moved).toMatchObject({ status: 200, body: { booking: { id, startsAt: monday[3], state: "upcoming" } } });
    expect((await store.getBooking(id))?.sequence).toBe(1);
    expect((await book(monday[0]!, { email: "next@example.com" })).status).toBe(201);
    expect(changes).toBe(4);
  });

  it("cancels once; a cancelled booking says so and cannot be moved", async () => {
    const { token } = await booked();
    expect(await manage("cancel", { token })).toMatchObject({ status: 200, body: { booking: { state: "cancelled" } } });
    expect(await manage("cancel", { token })).toMatchObject({ status: 409, body: { error: copy.manage.cancelledNote } });
    expect(await manage("reschedule", { token, start: monday[3] })).toMatchObject({ status: 409, body: { reason: "cancelled" } });
    expect((await manage("view", { token })).body).toMatchObject({ booking: { state: "cancelled" }, slots: [] });
  });

  it("changes nothing about a session that has begun, and says so", async () => {
    const { token } = await booked();
    const during = () => Date.parse(monday[0]!) + 60_000;
    expect((await manage("view", { token }, { now: during })).body).toMatchObject({ booking: { state: "past" }, slots: [] });
    expect(await manage("cancel", { token }, { now: during })).toMatchObject({ status: 409, body: { error: copy.manage.past, reason: "past" } });
    expect(await manage("reschedule", { token, start: monday[3] }, { now: during })).toMatchObject({ status: 409, body: { error: copy.manage.past } });
  });
});

describe("hand-off to an external scheduler", () => {
  it("takes no bookings and lists no times, naming the scheduler instead", async () => {
    const handoff = { url: "https://cal.example.com/arcforge/strategy", origin: "https://cal.example.com", embed: false };
    const config = { ...baseConfig, booking: { ...baseConfig.booking, handoff } };
    expect(await answer(await handleSlots(deps({ config })))).toMatchObject({ status: 404, body: { scheduler: handoff.url } });
    expect((await handleBook(post("/api/booking", { ...details, start: monday[0] }), deps({ config }))).status).toBe(404);
    expect(await store.listBookings()).toEqual([]);
  });
});

describe("the staff calendar feed", () => {
  it("lists every booking from its secret address, with name, company and note but no e-mail address", async () => {
    await book(monday[0]!);
    const cancelled = await book(monday[2]!, { name: "Omar Haddad", email: "omar@example.com" });
    await handleManage(post("/api/booking/cancel", { token: tokenOf(cancelled.body.manageUrl) }), deps(), "cancel");

    const response = await handleCalendarFeed(`${derivedCalendarKey(SECRET)}.ics`, deps());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const text = await response.text();
    expect(text).not.toMatch(/@example\.com/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    expect(events.map((event) => [event.summary, event.description, event.startDate.toJSDate().toISOString()])).toEqual([
      ["Free strategy session: Priya Raman, Kestrel Freight", "Forecasting for our depots.", monday[0]],
    ]);
  });

  it("answers 404 at any other address, and honours BOOKING_CALENDAR_KEY", async () => {
    expect((await handleCalendarFeed(`${derivedCalendarKey("another-secret-0123456789abcdefghijk")}.ics`, deps())).status).toBe(404);
    expect((await handleCalendarFeed(derivedCalendarKey(SECRET), deps())).status).toBe(404);
    expect((await handleCalendarFeed("x.ics", deps())).status).toBe(404);
    const chosen = { ...baseConfig, booking: { ...baseConfig.booking, calendarKey: "staff-calendar-key-abcdefghijkl" } };
    expect((await handleCalendarFeed("staff-calendar-key-abcdefghijkl.ics", deps({ config: chosen }))).status).toBe(200);
    expect((await handleCalendarFeed(`${derivedCalendarKey(SECRET)}.ics`, deps({ config: chosen }))).status).toBe(404);
  });
});
