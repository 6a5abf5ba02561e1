import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import type { InvitationMessage, StoredBooking } from "@/lib/contact/bookings";
import type { MailMessage } from "@/lib/contact/delivery";
import { formatSession } from "./format";

/**
 * One event per booking whose UID comes from the booking, so calendars replace it as the SEQUENCE
 * rises. A local time that happens twice is written in UTC: RFC 5545 would read it as the first.
 */
export type CalendarContext = {
  /** The firm's inbox, which organises every session. */
  firmAddress: string;
  firmName: string;
  sessionName: string;
  firmTimeZone: string;
  meetingUrl: string | null;
  dialIn: string | null;
};

export type InvitationContext = CalendarContext & {
  from: string;
  manageUrl: (bookingId: string) => string;
};

function domainOf(address: string): string {
  return /@([^>\s@]+)>?\s*$/.exec(address)?.[1] ?? "localhost";
}

function bareAddress(address: string): string {
  return /<([^>]+)>\s*$/.exec(address)?.[1] ?? address.trim();
}

function repeatedLocalTime(epochMs: number, timeZone: string): boolean {
  const local = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).toPlainDateTime();
  const earlier = local.toZonedDateTime(timeZone, { disambiguation: "earlier" }).epochMilliseconds;
  const later = local.toZonedDateTime(timeZone, { disambiguation: "later" }).epochMilliseconds;
  return earlier !== later;
}

function joining(context: CalendarContext): string[] {
  const lines = [
    ...(context.meetingUrl ? [`Video call: ${context.meetingUrl}`] : []),
    ...(context.dialIn ? [`By phone: ${context.dialIn}`] : []),
  ];
  return lines.length > 0 ? lines : [`${context.firmName} will e-mail you the call details before the session.`];
}

export const eventUid = (booking: Pick<StoredBooking, "id">, context: Pick<CalendarContext, "firmAddress">) =>
  `booking-${booking.id}@${domainOf(context.firmAddress)}`;

type SessionEvent = {
  booking: StoredBooking;
  start: number;
  end: number;
  sequence: number;
  cancelled: boolean;
  summary: string;
  description: string;
  /** Left out of the staff feed, which names no address. */
  withAttendee: boolean;
};

export function addSessionEvent(calendar: ICalCalendar, event: SessionEvent, context: CalendarContext) {
  const zone = context.firmTimeZone;
  // Without the zone's definition a TZID would leave the time to each calendar's guess: UTC is exact.
  const zoned = getVtimezoneComponent(zone) !== null && !repeatedLocalTime(event.start, zone) && !repeatedLocalTime(event.end, zone);
  const at = (epochMs: number) => (zoned ? Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone) : new Date(epochMs));
  calendar.createEvent({
    id: eventUid(event.booking, context),
    sequence: event.sequence,
    start: at(event.start),
    end: at(event.end),
    timezone: zoned ? zone : null,
    summary: event.summary,
    description: event.description,
    location: context.meetingUrl ?? context.dialIn ?? null,
    url: context.meetingUrl,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: context.firmName, email: bareAddress(context.firmAddress) },
    attendees: event.withAttendee
      ? [{ name: event.booking.name, email: event.booking.email, role: ICalAttendeeRole.REQ, rsvp: true, status: ICalAttendeeStatus.NEEDSACTION }]
      : [],
  });
}

export function newCalendar(method: ICalCalendarMethod, context: Pick<CalendarContext, "firmName">, name?: string): ICalCalendar {
  return ical({
    prodId: { company: context.firmName, product: "Strategy sessions", language: "EN" },
    method,
    name: name ?? null,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
}

export function invitationCalendar(message: InvitationMessage, context: InvitationContext): string {
  const calendar = newCalendar(message.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST, context);
  const { booking } = message;
  addSessionEvent(
    calendar,
    {
      booking,
      start: Date.parse(message.startsAt),
      end: Date.parse(message.endsAt),
      sequence: message.sequence,
      cancelled: message.method === "CANCEL",
      summary: message.recipient === "visitor" ? `${context.sessionName} with ${context.firmName}` : `${context.sessionName}: ${booking.name}, ${booking.company}`,
      description: [
        ...joining(context),
        ...(message.recipient === "visitor" ? ["", `Move or cancel: ${context.manageUrl(booking.id)}`] : []),
        ...(message.recipient === "firm" && booking.note ? ["", `Note from ${booking.name}:`, booking.note] : []),
      ].join("\n"),
      withAttendee: true,
    },
    context,
  );
  return calendar.toString();
}

/** Subjects hold constants and the time only, so nothing a visitor typed reaches a mail header but their address. */
export function composeInvitationEmail(message: InvitationMessage, context: InvitationContext): MailMessage {
  const { booking, recipient, method, sequence } = message;
  const start = Date.parse(message.startsAt);
  const end = Date.parse(message.endsAt);
  const theirs = recipient === "visitor" ? booking.timeZone : context.firmTimeZone;
  const when = formatSession(start, end, theirs);
  const atOffice = formatSession(start, end, context.firmTimeZone);
  const change = method === "CANCEL" ? "cancelled" : sequence === 0 ? "booked" : "moved";
  const visitor = recipient === "visitor";
  const subject = visitor
    ? { booked: "Your strategy session is booked", moved: "Your strategy session has moved", cancelled: "Your strategy session is cancelled" }[change]
    : { booked: "New strategy session booked", moved: "Strategy session moved", cancelled: "Strategy session cancelled" }[change];
  const text = visitor
    ? [
        `Hello ${booking.name},`,
        "",
        change === "cancelled"
          ? `Your ${context.sessionName.toLowerCase()} with ${context.firmName} is cancelled. It was for:`
          : change === "moved"
            ? `Your ${context.sessionName.toLowerCase()} with ${context.firmName} has moved to:`
            : `Your ${context.sessionName.toLowerCase()} with ${context.firmName} is booked for:`,
        "",
        `  ${when}`,
        ...(theirs === context.firmTimeZone ? [] : [`  (${atOffice} at our office)`]),
        "",
        ...(change === "cancelled"
          ? ["The attached update removes it from your calendar. To choose another time, book again on our site."]
          : [...joining(context), "", "The invitation is attached: open it to add the session to your calendar."]),
        "",
        ...(change === "cancelled" ? [] : ["To move or cancel the session, use your own link (do not forward it):", context.manageUrl(booking.id), ""]),
        "--",
        context.firmName,
      ]
    : [
        change === "cancelled" ? "A strategy session was cancelled:" : change === "moved" ? "A strategy session was moved to:" : "A strategy session was booked on the website:",
        "",
        `  ${atOffice}`,
        "",
        `Name:      ${booking.name}`,
        `Email:     ${booking.email}`,
        `Company:   ${booking.company}`,
        `Time zone: ${booking.timeZone}`,
        ...(booking.note ? ["", "Note:", booking.note] : []),
        "",
        "--",
        `Reply to this e-mail to write to ${booking.name}. Booking id: ${booking.id}`,
      ];
  return {
    from: context.from,
    to: visitor ? booking.email : context.firmAddress,
    replyTo: visitor ? { name: context.firmName, address: bareAddress(context.firmAddress) } : { name: booking.name, address: booking.email },
    subject: `${subject}: ${visitor ? when : atOffice}`,
    messageId: `<booking-${booking.id}-${sequence}-${recipient}@${domainOf(context.from)}>`,
    headers: { "X-Booking-Id": booking.id },
    text: text.join("\n"),
    icalEvent: { method, filename: method === "CANCEL" ? "cancellation.ics" : "invitation.ics", content: invitationCalendar(message, context) },
  };
}
