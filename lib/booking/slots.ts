import { Temporal } from "temporal-polyfill";
import { weekdays, type Availability } from "@/lib/content/availability";

/**
 * Start times step through the ranges on the wall clock, so on the days the clocks change a missing
 * local time is skipped and a repeated one offered once (RFC 5545's reading); durations are exact.
 */
export type Slot = { start: number; end: number; day: string };

/** Any booking that is not cancelled. */
export type TakenSlot = { id?: string; start: number; end: number; day: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function zonedAt(epochMs: number, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
}

export function firmDay(epochMs: number, timeZone: string): string {
  return zonedAt(epochMs, timeZone).toPlainDate().toString();
}

/** Null when the clocks skip the time that day. */
function wallClockInstant(date: Temporal.PlainDate, minutes: number, timeZone: string): number | null {
  const local = date.toPlainDateTime().add({ minutes });
  const zoned = local.toZonedDateTime(timeZone, { disambiguation: "earlier" });
  return zoned.toPlainDateTime().equals(local) ? zoned.epochMilliseconds : null;
}

export function daySlots(availability: Availability, day: string): Slot[] {
  if (availability.closedDates.includes(day)) return [];
  const date = Temporal.PlainDate.from(day);
  const { timeZone, sessionMinutes, bufferMinutes } = availability;
  const session = sessionMinutes * MINUTE;
  const buffer = bufferMinutes * MINUTE;
  const slots: Slot[] = [];
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const range of availability.weeklyHours[weekdays[date.dayOfWeek - 1]!]) {
    // A range that ends at a skipped time ends at the moment the clocks jump.
    const rangeEnd = date
      .toPlainDateTime()
      .add({ minutes: range.toMinutes })
      .toZonedDateTime(timeZone, { disambiguation: "compatible" }).epochMilliseconds;
    for (let minutes = range.fromMinutes; minutes + sessionMinutes <= range.toMinutes; minutes += sessionMinutes + bufferMinutes) {
      const start = wallClockInstant(date, minutes, timeZone);
      if (start === null) continue;
      const end = start + session;
      // Where the clocks jump forward two wall times lie closer in exact time: keep the buffer.
      if (end > rangeEnd || start < lastEnd + buffer) continue;
      slots.push({ start, end, day });
      lastEnd = end;
    }
  }
  return slots;
}

export function bookingWindow(availability: Availability, now: number): { earliest: number; firstDay: string; lastDay: string } {
  const today = zonedAt(now, availability.timeZone).toPlainDate();
  return {
    earliest: now + availability.minimumNoticeHours * HOUR,
    firstDay: today.toString(),
    lastDay: today.add({ days: availability.horizonDays }).toString(),
  };
}

function daysBetween(firstDay: string, lastDay: string): string[] {
  const days: string[] = [];
  for (let day = Temporal.PlainDate.from(firstDay); Temporal.PlainDate.compare(day, Temporal.PlainDate.from(lastDay)) <= 0; day = day.add({ days: 1 })) {
    days.push(day.toString());
  }
  return days;
}

export function clashes(slot: { start: number; end: number }, taken: readonly TakenSlot[], bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE;
  return taken.some((other) => slot.start < other.end + buffer && other.start < slot.end + buffer);
}

/** `ignore` is a booking being moved, whose own time does not count against it. */
export function freeSlots(availability: Availability, taken: readonly TakenSlot[], now: number, ignore?: string): Slot[] {
  const { earliest, firstDay, lastDay } = bookingWindow(availability, now);
  const others = ignore ? taken.filter((booking) => booking.id !== ignore) : taken;
  const perDay = new Map<string, number>();
  for (const booking of others) perDay.set(booking.day, (perDay.get(booking.day) ?? 0) + 1);
  return daysBetween(firstDay, lastDay).flatMap((day) =>
    (perDay.get(day) ?? 0) >= availability.dailyMaximum
      ? []
      : daySlots(availability, day).filter((slot) => slot.start >= earliest && !clashes(slot, others, availability.bufferMinutes)),
  );
}

export type SlotRefusal = "not_offered" | "past" | "too_soon" | "too_far";

/** Bookings aside: the store decides the rest (taken, full). */
export function offeredSlot(availability: Availability, start: number, now: number): { slot: Slot } | { refused: SlotRefusal } {
  if (start <= now) return { refused: "past" };
  const day = firmDay(start, availability.timeZone);
  const slot = daySlots(availability, day).find((candidate) => candidate.start === start);
  if (!slot) return { refused: "not_offered" };
  const { earliest, lastDay } = bookingWindow(availability, now);
  if (start < earliest) return { refused: "too_soon" };
  if (day > lastDay) return { refused: "too_far" };
  return { slot };
}

/** What to offer when the asked-for time was taken. */
export function nearestSlots(free: readonly Slot[], start: number, count = 3): Slot[] {
  return [...free]
    .sort((a, b) => Math.abs(a.start - start) - Math.abs(b.start - start) || a.start - b.start)
    .slice(0, count)
    .sort((a, b) => a.start - b.start);
}
