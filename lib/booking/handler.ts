import { randomUUID } from "node:crypto";
import { ICalCalendarMethod } from "ical-generator";
import type { z } from "zod";
import type { BookingDetails, BookPrecheck, BookResult, StoredBooking } from "@/lib/contact/bookings";
import type { ContactConfig } from "@/lib/contact/config";
import { contactMessages } from "@/lib/contact/copy";
import { describeError, log } from "@/lib/contact/log";
import { requestRateLimit } from "@/lib/contact/rate-limit";
import { honeypotFilled, json, readJsonRequest, requestMessages } from "@/lib/contact/request";
import { HONEYPOT_FIELD } from "@/lib/contact/schema";
import type { InquiryStore } from "@/lib/contact/store";
import type { Availability } from "@/lib/content/availability";
import { getBookCopy } from "@/lib/content/pages";
import { manageUrl } from "./context";
import { addSessionEvent, newCalendar, type CalendarContext } from "./invitation";
import { createBookingRequestSchema, manageRequestSchema } from "./schema";
import { freeSlots, nearestSlots, offeredSlot, type Slot, type SlotRefusal } from "./slots";
import { bookingIdFromToken, derivedCalendarKey, sameKey } from "./token";

/** The booking API; requests get the contact form's protections and its rate limit, and 201 only once committed. */
export type BookingDependencies = {
  config: Pick<ContactConfig, "allowedOrigins" | "maxBodyBytes" | "trustProxy" | "rateLimit" | "rateWindowMs" | "booking">;
  store: () => Promise<InquiryStore>;
  availability: () => Availability;
  secret: (store: InquiryStore) => Promise<string>;
  onChanged?: () => void;
  calendar?: CalendarContext;
  now?: () => number;
};

export const bookingMessages = {
  ...requestMessages,
  notAnObject: "The request body must be a JSON object with the booking's fields.",
  idempotencyKeyReused:
    "This Idempotency-Key was already used for a different booking. Send each new booking with a new key.",
  methodNotAllowed: "This address does not take that method.",
  handedOff: "Sessions are booked through the firm's scheduler, not on this site.",
  noSuchFeed: "There is no calendar at this address.",
} as const;

const words = () => ({ ...bookingMessages, tooLarge: getBookCopy().answers.invalid });

export function methodNotAllowed(allow: string): () => Response {
  return () => json(405, { error: bookingMessages.methodNotAllowed }, { Allow: allow });
}

const slotJson = (slot: Slot) => ({ start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() });

function bookingJson(booking: StoredBooking, now: number) {
  const state = booking.status === "cancelled" ? "cancelled" : Date.parse(booking.startsAt) <= now ? "past" : "upcoming";
  return {
    id: booking.id,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    state,
    name: booking.name,
    email: booking.email,
    company: booking.company,
    note: booking.note,
    timeZone: booking.timeZone,
  };
}

async function takenSlots(store: InquiryStore, availability: Availability, now: number) {
  const horizonEnd = now + (availability.horizonDays + 2) * 86_400_000;
  const taken = await store.bookingsBetween(now - 86_400_000, horizonEnd);
  return taken.map((booking) => ({ id: booking.id, start: Date.parse(booking.startsAt), end: Date.parse(booking.endsAt), day: booking.day }));
}

/** `ignore` is a booking being moved. */
async function currentFreeSlots(deps: BookingDependencies, store: InquiryStore, now: number, ignore?: string) {
  const availability = deps.availability();
  return freeSlots(availability, await takenSlots(store, availability, now), now, ignore);
}

function unavailable(event: string, error: unknown): Response {
  log.error(event, describeError(error));
  return json(503, { error: getBookCopy().answers.unavailable }, { "Retry-After": "30" });
}

function handedOff(deps: BookingDependencies): Response | null {
  const handoff = deps.config.booking.handoff;
  return handoff ? json(404, { error: bookingMessages.handedOff, scheduler: handoff.url }) : null;
}

export async function handleSlots(deps: BookingDependencies): Promise<Response> {
  const refused = handedOff(deps);
  if (refused) return refused;
  const now = (deps.now ?? Date.now)();
  try {
    const store = await deps.store();
    const availability = deps.availability();
    const slots = await currentFreeSlots(deps, store, now);
    return json(200, { timeZone: availability.timeZone, horizonDays: availability.horizonDays, slots: slots.map(slotJson) });
  } catch (error) {
    return unavailable("booking.slots_failed", error);
  }
}

const refusalAnswer: Record<SlotRefusal | "taken" | "day_full", keyof ReturnType<typeof getBookCopy>["answers"]> = {
  taken: "taken",
  day_full: "dayFull",
  not_offered: "notOffered",
  past: "notOffered",
  too_soon: "notOffered",
  too_far: "notOffered",
};

/** 409 with the nearest free times to offer instead. */
async function conflict(deps: BookingDependencies, store: InquiryStore, reason: keyof typeof refusalAnswer, start: number, now: number, ignore?: string) {
  const free = await currentFreeSlots(deps, store, now, ignore).catch(() => []);
  return json(409, { error: getBookCopy().answers[refusalAnswer[reason]], reason, slots: nearestSlots(free, start).map(slotJson) });
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

let schemaMemo: { copy: object; schema: ReturnType<typeof createBookingRequestSchema> } | undefined;
function requestSchema() {
  const copy = getBookCopy();
  if (schemaMemo?.copy !== copy) schemaMemo = { copy, schema: createBookingRequestSchema(contactMessages(), copy.form.noteTooLong) };
  return schemaMemo.schema;
}

/** What a repeated request must repeat. */
const DETAIL_FIELDS = ["name", "email", "company", "note", "timeZone"] as const satisfies readonly (keyof BookingDetails)[];

/** Once a booking has been moved or cancelled, its time no longer says what was asked for: only the details are compared. */
function isSameBooking(booking: StoredBooking, details: BookingDetails, start: number): boolean {
  return DETAIL_FIELDS.every((field) => booking[field] === details[field]) && (booking.sequence > 0 || Date.parse(booking.startsAt) === start);
}

const instant = (ms: number) => new Date(ms).toISOString();

export async function handleBook(request: Request, deps: BookingDependencies): Promise<Response> {
  const refused = handedOff(deps);
  if (refused) return refused;
  const { config } = deps;
  const now = (deps.now ?? Date.now)();
  const read = await readJsonRequest(request, config, words());
  if (read instanceof Response) return read;
  const { body, idempotencyKey } = read;

  const parsed = requestSchema().safeParse(body);
  if (!parsed.success) return json(400, { error: getBookCopy().answers.invalid, fields: fieldErrors(parsed.error) });
  const { start, ...details } = parsed.data;
  // Only a valid body reaches the trap, so it tells a bot nothing; from here it gets a real post's answers (a 422 for a reused key too) and nothing is kept.
  const trapped = honeypotFilled(body, HONEYPOT_FIELD);

  const availability = deps.availability();
  const submission = {
    id: randomUUID(),
    now,
    idempotencyKey,
    content: JSON.stringify([...DETAIL_FIELDS.map((field) => details[field]), start]),
    rateLimit: requestRateLimit(request, config),
  };
  let store: InquiryStore;
  let result: BookResult | NonNullable<BookPrecheck>;
  try {
    store = await deps.store();
    // Answered from a read, so a repeat or a client over its limit costs no write.
    const prechecked = await store.precheckBooking(submission);
    if (prechecked) {
      result = prechecked;
    } else {
      const offered = offeredSlot(availability, start, now);
      if ("refused" in offered) return await conflict(deps, store, offered.refused, start, now);
      if (trapped) {
        // A real post for a time that has gone would be refused.
        const free = await currentFreeSlots(deps, store, now);
        if (!free.some((slot) => slot.start === offered.slot.start)) return await conflict(deps, store, "taken", start, now);
        result = { outcome: "absorbed", id: await store.absorb(submission, "booking") };
      } else {
        result = await store.book(details, {
          ...submission,
          slot: offered.slot,
          rules: { dailyMaximum: availability.dailyMaximum, bufferMinutes: availability.bufferMinutes },
        });
      }
    }
  } catch (error) {
    return unavailable("booking.store_failed", error);
  }
  switch (result.outcome) {
    case "rate_limited":
      log.warn("booking.rate_limited");
      return json(429, { error: getBookCopy().answers.rateLimited }, { "Retry-After": String(result.retryAfterSeconds) });
    case "taken":
    case "day_full":
      log.info("booking.refused", { reason: result.outcome });
      return conflict(deps, store, result.outcome, start, now);
    case "key_reused":
      log.warn("booking.idempotency_key_reused");
      return json(422, { error: bookingMessages.idempotencyKeyReused });
    case "absorbed":
      // Its time is the one asked for: a repeat of the key with another is key_reused.
      log.info(trapped ? "booking.honeypot" : "booking.replayed");
      return bookedAnswer(deps, store, { id: result.id, startsAt: instant(start), endsAt: instant(start + availability.sessionMinutes * 60_000) });
    case "replayed":
    case "booked": {
      const { booking } = result;
      if (result.outcome === "replayed" && !isSameBooking(booking, details, start)) {
        log.warn("booking.idempotency_key_reused", { bookingId: booking.id });
        return json(422, { error: bookingMessages.idempotencyKeyReused });
      }
      log.info(result.outcome === "booked" ? "booking.booked" : "booking.replayed", { bookingId: booking.id });
      if (result.outcome === "booked") deps.onChanged?.();
      return bookedAnswer(deps, store, booking);
    }
  }
}

async function bookedAnswer(deps: BookingDependencies, store: InquiryStore, booking: Pick<StoredBooking, "id" | "startsAt" | "endsAt">) {
  let secret: string;
  try {
    secret = await deps.secret(store);
  } catch (error) {
    // Stored all the same: the visitor's retry with the same key gets it back.
    return unavailable("booking.store_failed", error);
  }
  return json(201, { id: booking.id, startsAt: booking.startsAt, endsAt: booking.endsAt, manageUrl: manageUrl(booking.id, secret) });
}

type ManageAction = "view" | "cancel" | "reschedule";

/** Whoever holds the signed link may read, cancel or move the booking until its session begins. */
export async function handleManage(request: Request, deps: BookingDependencies, action: ManageAction): Promise<Response> {
  const copy = getBookCopy();
  const now = (deps.now ?? Date.now)();
  const read = await readJsonRequest(request, deps.config, words());
  if (read instanceof Response) return read;
  const parsed = manageRequestSchema.safeParse(read.body);
  if (!parsed.success) return json(400, { error: copy.answers.invalid, fields: fieldErrors(parsed.error) });

  let store: InquiryStore;
  let booking: StoredBooking | undefined;
  let id: string | null;
  try {
    store = await deps.store();
    id = bookingIdFromToken(parsed.data.token, await deps.secret(store));
    booking = id ? await store.getBooking(id) : undefined;
  } catch (error) {
    return unavailable("booking.store_failed", error);
  }
  // A forged link and an erased booking get the same answer.
  if (!id || !booking) return json(404, { error: copy.manage.invalidLink });

  const current = bookingJson(booking, now);
  if (action === "view") {
    // Every free time but its own; ignoring its own booking frees the times next to it.
    const slots = current.state === "upcoming" ? await currentFreeSlots(deps, store, now, booking.id).catch(() => []) : [];
    const own = Date.parse(booking.startsAt);
    return json(200, { booking: current, slots: slots.filter((slot) => slot.start !== own).map(slotJson) });
  }
  if (current.state === "cancelled") return json(409, { error: copy.manage.cancelledNote, reason: "cancelled", booking: current });
  if (current.state === "past") return json(409, { error: copy.manage.past, reason: "past", booking: current });

  const availability = deps.availability();
  let result;
  try {
    if (action === "cancel") {
      result = await store.cancel(booking.id, now);
    } else {
      const start = parsed.data.start;
      if (start === undefined) return json(400, { error: copy.answers.invalid, fields: { start: "start is required to move a session" } });
      const offered = offeredSlot(availability, start, now);
      if ("refused" in offered) return conflict(deps, store, offered.refused, start, now, booking.id);
      result = await store.reschedule(booking.id, {
        now,
        slot: offered.slot,
        rules: { dailyMaximum: availability.dailyMaximum, bufferMinutes: availability.bufferMinutes },
      });
    }
  } catch (error) {
    return unavailable("booking.store_failed", error);
  }
  switch (result.outcome) {
    case "cancelled":
    case "rescheduled":
      log.info(`booking.${result.outcome}`, { bookingId: booking.id });
      deps.onChanged?.();
      return json(200, { booking: bookingJson(result.booking, now) });
    case "taken":
    case "day_full":
      return conflict(deps, store, result.outcome, parsed.data.start ?? now, now, booking.id);
    case "not_found":
      return json(404, { error: copy.manage.invalidLink });
    case "already_cancelled":
      return json(409, { error: copy.manage.cancelledNote, reason: "cancelled", booking: bookingJson(result.booking, now) });
    case "past":
      return json(409, { error: copy.manage.past, reason: "past", booking: bookingJson(result.booking, now) });
  }
}

export async function calendarKey(deps: Pick<BookingDependencies, "config" | "secret">, store: InquiryStore): Promise<string> {
  return deps.config.booking.calendarKey ?? derivedCalendarKey(await deps.secret(store));
}

/** The staff feed names visitors, so its key is the only guard: any other address answers 404, unindexed. */
export async function handleCalendarFeed(file: string, deps: BookingDependencies): Promise<Response> {
  const notFound = () => json(404, { error: bookingMessages.noSuchFeed }, { "X-Robots-Tag": "noindex, nofollow" });
  const given = /^([A-Za-z0-9_-]{24,128})\.ics$/.exec(file)?.[1];
  if (!given || !deps.calendar) return notFound();
  const now = (deps.now ?? Date.now)();
  try {
    const store = await deps.store();
    if (!sameKey(given, await calendarKey(deps, store))) return notFound();
    const context = deps.calendar;
    const calendar = newCalendar(ICalCalendarMethod.PUBLISH, context, `${context.firmName}: ${context.sessionName}`);
    for (const booking of await store.bookingsBetween(now - 30 * 86_400_000, now + 400 * 86_400_000)) {
      addSessionEvent(
        calendar,
        {
          booking,
          start: Date.parse(booking.startsAt),
          end: Date.parse(booking.endsAt),
          sequence: booking.sequence,
          cancelled: false,
          summary: `${context.sessionName}: ${booking.name}, ${booking.company}`,
          description: booking.note,
          withAttendee: false,
        },
        context,
      );
    }
    return new Response(calendar.toString(), {
      status: 200,
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex, nofollow",
      },
    });
  } catch (error) {
    return unavailable("booking.feed_failed", error);
  }
}
