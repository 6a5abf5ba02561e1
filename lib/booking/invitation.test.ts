import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import type { InvitationMessage, StoredBooking } from "@/lib/contact/bookings";
import { bookedFirstSession, sampleBooking, sessionAt } from "@/lib/contact/bookings.contract";
import { createSmtpMailer, DeliveryWorker } from "@/lib/contact/delivery";
import { SqliteInquiryStore } from "@/lib/contact/store-sqlite";
import { TestSmtpServer } from "@/test/support/smtp";
import { until } from "@/test/support/wait";
import { composeInvitationEmail, invitationCalendar, type InvitationContext } from "./invitation";

const context: InvitationContext = {
  from: "Arcforge Website <website@arcforge.test>",
  firmAddress: "sessions@arcforge.test",
  firmName: "Arcforge Consulting",
  sessionName: "Free strategy session",
  firmTimeZone: "America/New_York",
  meetingUrl: "https://meet.arcforge.test/strategy",
  dialIn: "+1 302 555 0140, PIN 4821",
  manageUrl: (id) => `https://www.arcforge.test/book/manage#${id}.signature`,
};

const booking = (overrides: Partial<StoredBooking> = {}): StoredBooking => ({
  ...bookedFirstSession(sampleBooking(), "3f2b8c1e-6a4d-4e5f-9b7a-1c2d3e4f5a6b"),
  ...overrides,
});

const message = (overrides: Partial<InvitationMessage> = {}): InvitationMessage => {
  const stored = booking();
  return { id: "m1", recipient: "visitor", method: "REQUEST", sequence: 0, startsAt: stored.startsAt, endsAt: stored.endsAt, booking: stored, ...overrides };
};

/** The invitation as a calendar program reads it: ical.js, with the VTIMEZONE the file carries. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue("status"),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    zone: event.startDate.zone?.tzid,
    summary: event.summary,
    description: event.description,
    location: event.location,
    organizer: String(vevent.getFirstPropertyValue("organizer")).replace(/^mailto:/i, "mailto:"),
    attendees: vevent.getAllProperties("attendee").map((attendee) => String(attendee.getFirstValue()).replace(/^mailto:/i, "mailto:")),
  };
}

const plain = (text: string) => text.replace(/[\u202f\u2009]/g, " ");

describe("the invitation", () => {
  it("is one event in the firm's zone, with a UID from the booking, organised by the firm, the visitor invited", () => {
    const event = parse(invitationCalendar(message(), context));
    expect(event).toMatchObject({
      method: "REQUEST",
      uid: "booking-3f2b8c1e-6a4d-4e5f-9b7a-1c2d3e4f5a6b@arcforge.test",
      sequence: 0,
      status: "CONFIRMED",
      start: "2026-11-30T14:00:00.000Z",
      end: "2026-11-30T14:30:00.000Z",
      zone: "America/New_York",
      summary: "Free strategy session with Arcforge Consulting",
      location: "https://meet.arcforge.test/strategy",
      organizer: "mailto:sessions@arcforge.test",
      attendees: ["mailto:priya.raman@example.com"],
    });
    expect(event.description).toContain("By phone: +1 302 555 0140, PIN 4821");
    expect(event.description).toContain("https://www.arcforge.test/book/manage#3f2b8c1e-6a4d-4e5f-9b7a-1c2d3e4f5a6b.signature");
  });

  it("tells the firm who booked, with the note, and no link to manage it", () => {
    const event = parse(invitationCalendar(message({ recipient: "firm" }), context));
    expect(event.summary).toBe("Free strategy session: Priya Raman, Kestrel Freight");
    expect(event.description).toContain("We want to talk about demand forecasting for our depots.");
    expect(event.description).not.toContain("/book/manage");
  });

  it("moves with a higher SEQUENCE under the same UID, and cancels with METHOD:CANCEL", () => {
    const moved = parse(invitationCalendar(message({ sequence: 1, startsAt: "2026-12-01T15:30:00.000Z", endsAt: "2026-12-01T16:00:00.000Z" }), context));
    expect(moved).toMatchObject({ method: "REQUEST", sequence: 1, start: "2026-12-01T15:30:00.000Z", uid: "booking-3f2b8c1e-6a4d-4e5f-9b7a-1c2d3e4f5a6b@arcforge.test" });
    const cancelled = parse(invitationCalendar(message({ method: "CANCEL", sequence: 2 }), context));
    expect(cancelled).toMatchObject({ method: "CANCEL", status: "CANCELLED", sequence: 2, start: "2026-11-30T14:00:00.000Z" });
  });

  it("keeps the right instant on both nights the firm's clocks change", () => {
    // 03:00 EDT on 8 March 2026, just after the jump forward.
    const spring = parse(invitationCalendar(message({ startsAt: "2026-03-08T07:00:00.000Z", endsAt: "2026-03-08T07:30:00.000Z" }), context));
    expect(spring).toMatchObject({ zone: "America/New_York", start: "2026-03-08T07:00:00.000Z", end: "2026-03-08T07:30:00.000Z" });
    // 01:30 EDT on 1 November 2026, a local time that comes twice: written in UTC, not misread.
    const autumnText = invitationCalendar(message({ startsAt: "2026-11-01T05:30:00.000Z", endsAt: "2026-11-01T06:00:00.000Z" }), context);
    expect(autumnText).toContain("DTSTART:20261101T053000Z");
    expect(parse(autumnText)).toMatchObject({ start: "2026-11-01T05:30:00.000Z", end: "2026-11-01T06:00:00.000Z" });
  });
});

describe("the invitation e-mails", () => {
  it("give the visitor the time in their own zone and the firm's, their link, and the firm as Reply-To", () => {
    const mail = composeInvitationEmail(message(), context);
    expect(mail.to).toBe("priya.raman@example.com");
    expect(mail.replyTo).toEqual({ name: "Arcforge Consulting", address: "sessions@arcforge.test" });
    expect(mail.messageId).toBe("<booking-3f2b8c1e-6a4d-4e5f-9b7a-1c2d3e4f5a6b-0-visitor@arcforge.test>");
    expect(plain(mail.subject)).toBe("Your strategy session is booked: Monday, November 30, 2026, 7:30 – 8:00 PM (India Standard Time)");
    expect(plain(mail.text)).toContain("(Monday, November 30, 2026, 9:00 – 9:30 AM (Eastern Standard Time) at our office)");
    expect(mail.text).toContain(context.manageUrl(booking().id));
    expect(mail.icalEvent).toMatchObject({ method: "REQUEST", filename: "invitation.ics" });
  });

  it("give the firm the visitor's details in the body only: the subject holds nothing they typed", () => {
    const mail = composeInvitationEmail(message({ recipient: "firm", booking: booking({ name: "Mallory\u202eevil", company: "Evil Corp" }) }), context);
    expect(mail.to).toBe("sessions@arcforge.test");
    expect(mail.replyTo).toEqual({ name: "Mallory\u202eevil", address: "priya.raman@example.com" });
    expect(plain(mail.subject)).toBe("New strategy session booked: Monday, November 30, 2026, 9:00 – 9:30 AM (Eastern Standard Time)");
    expect(mail.text).toContain("Company:   Evil Corp");
    expect(mail.text).toContain("Time zone: Asia/Kolkata");
  });

  it("say so when the session moves or is cancelled, each with its own Message-ID", () => {
    const moved = composeInvitationEmail(message({ sequence: 1 }), context);
    const cancelled = composeInvitationEmail(message({ sequence: 2, method: "CANCEL" }), context);
    expect(moved.subject).toMatch(/^Your strategy session has moved: /);
    expect(cancelled.subject).toMatch(/^Your strategy session is cancelled: /);
    expect(cancelled.text).not.toContain("/book/manage");
    expect(cancelled.icalEvent).toMatchObject({ method: "CANCEL", filename: "cancellation.ics" });
    expect(new Set([moved.messageId, cancelled.messageId, composeInvitationEmail(message(), context).messageId]).size).toBe(3);
  });
});

describe("invitations through the outbox", () => {
  let dir: string;
  let store: SqliteInquiryStore;
  let smtp: TestSmtpServer;
  let worker: DeliveryWorker | null = null;
  const settings = { maxAttempts: 5, retryBaseMs: 50, retryMaxMs: 400, pollMs: 25, leaseMs: 5_000, sendTimeoutMs: 5_000 };

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "invitations-"));
    store = new SqliteInquiryStore(path.join(dir, "inquiries.db"));
    await store.migrate();
    smtp = await new TestSmtpServer().start();
  });

  afterEach(async () => {
    await worker?.stop();
    await smtp.stop();
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });


  it("sends each side one e-mail per change, retrying while the server refuses, never twice", async () => {
    const now = Date.now();
    const slot = { ...sessionAt(0), start: now + 86_400_000, end: now + 86_400_000 + 1_800_000 };
    const result = await store.book(sampleBooking(), { id: "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b", now, slot, rules: { dailyMaximum: 5, bufferMinutes: 0 } });
    expect(result.outcome).toBe("booked");
    smtp.refuse = true;
    worker = new DeliveryWorker(async () => store, createSmtpMailer(smtp.url), { from: context.from, to: context.firmAddress }, settings, Date.now, async ({ message: queued }) =>
      composeInvitationEmail(queued, context),
    );
    worker.start();
    await until(() => smtp.attempts.length >= 4);
    smtp.refuse = false;
    await until(() => smtp.messages.length === 2);
    await until(async () => (await store.getBooking("5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b"))?.invitations === "sent");
    expect(smtp.messages.map((mail) => mail.to[0]).sort()).toEqual(["priya.raman@example.com", "sessions@arcforge.test"]);
    for (const mail of smtp.messages) {
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(mail.headers.get("x-booking-id")).toBe("5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b");
    }

    await store.cancel("5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b", Date.now());
    await worker.kick();
    await until(() => smtp.messages.length === 4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(4);
    expect(smtp.messages.slice(2).every((mail) => /method=CANCEL/i.test(mail.raw))).toBe(true);
  });
});
