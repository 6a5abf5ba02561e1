import { z } from "zod";
import { cachedContent } from "./cache";
import { ContentError, readDataFile, type Problem } from "./loader";
import { calendarDate, described } from "./schema";

/**
 * content/availability.yaml: when visitors may book the free strategy session at /book. The slots
 * themselves are computed from it (lib/booking/slots.ts); every rule an editor must follow is
 * stated here, so a wrong file fails the content check with the file, the line and the field.
 * The help texts are what the browser editor shows beside each field (lib/content/editor-config.ts).
 */

export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof weekdays)[number];

const RANGE_FORMAT = 'must be a time range written HH:MM-HH:MM on a 24-hour clock, e.g. "09:00-12:00"';

/** Minutes after midnight of "HH:MM"; 24:00 is the end of the day. */
function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

const timeRange = z
  .string({ error: RANGE_FORMAT })
  .regex(/^([01]\d|2[0-3]):[0-5]\d\s*-\s*(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: RANGE_FORMAT, abort: true })
  .transform((value) => {
    const [from, to] = value.split("-").map((part) => part.trim()) as [string, string];
    return { from, to, fromMinutes: minutesOf(from), toMinutes: minutesOf(to) };
  })
  .refine((range) => range.toMinutes > range.fromMinutes, { error: "must end after it starts, e.g. 09:00-12:00" });

function isTimeZone(value: string): boolean {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

function wholeNumber(min: number, max: number, unit: string) {
  const message = `must be a whole number of ${unit} from ${min} to ${max}`;
  return z.int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** A day's hours; a day left out has no sessions, as the browser editor leaves an empty list out of the file. */
const dayHours = (day: Weekday) =>
  described(
    z.array(timeRange, { error: `must list time ranges, e.g. - "09:00-12:00", or [] for none` }),
    day.charAt(0).toUpperCase() + day.slice(1),
    'Time ranges written HH:MM-HH:MM on a 24-hour clock, in order, e.g. "09:00-12:00"; none for a day without sessions',
  ).default([]);

export const availabilityFile = z
  .strictObject({
    timeZone: described(
      z
        .string({ error: "must be a time zone name such as America/New_York" })
        .refine((value) => /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(value) && isTimeZone(value), {
          error: "must be a time zone name of the IANA database, such as America/New_York (a city, not an abbreviation like EST)",
        }),
      "Time zone",
      "The zone the hours below are written in, where the office is: a city of the time zone database such as America/New_York, never an abbreviation like EST",
    ),
    sessionMinutes: described(wholeNumber(15, 120, "minutes"), "Session length (minutes)", "How long a session lasts; /book names it"),
    bufferMinutes: described(wholeNumber(0, 120, "minutes"), "Buffer (minutes)", "Free time kept after each session before the next may start"),
    minimumNoticeHours: described(wholeNumber(0, 336, "hours"), "Notice (hours)", "How long before a session it can still be booked or moved to"),
    horizonDays: described(wholeNumber(1, 180, "days"), "Days ahead", "How many days ahead visitors can book, counted from today in the office's time zone"),
    dailyMaximum: described(wholeNumber(1, 48, "sessions"), "Most sessions a day", "However many times are free"),
    weeklyHours: described(
      z.strictObject(Object.fromEntries(weekdays.map((day) => [day, dayHours(day)])) as Record<Weekday, ReturnType<typeof dayHours>>),
      "Weekly hours",
      "For each day, when sessions may take place. Sessions start at the beginning of a range, then every session length plus buffer, as long as a session ends in the range",
    ),
    closedDates: described(
      z.array(calendarDate, { error: "must list dates written YYYY-MM-DD" }),
      "Closed days",
      "Days without sessions: holidays, offsites",
    ).default([]),
  })
  .superRefine((file, ctx) => {
    for (const day of weekdays) {
      const ranges = file.weeklyHours[day];
      ranges.forEach((range, index) => {
        const previous = ranges[index - 1];
        if (previous && range.fromMinutes < previous.toMinutes) {
          ctx.addIssue({
            code: "custom",
            path: ["weeklyHours", day, index],
            message: `starts before the range above it ends (${previous.from}-${previous.to}); list the ranges in order without overlaps`,
          });
        }
        if (range.toMinutes - range.fromMinutes < file.sessionMinutes) {
          ctx.addIssue({
            code: "custom",
            path: ["weeklyHours", day, index],
            message: `is shorter than one session (${file.sessionMinutes} minutes), so no session fits in it`,
          });
        }
      });
    }
    if (weekdays.every((day) => file.weeklyHours[day].length === 0)) {
      ctx.addIssue({ code: "custom", path: ["weeklyHours"], message: "lists no hours on any day, so nobody could book a session" });
    }
    const seen = new Set<string>();
    file.closedDates.forEach((date, index) => {
      if (seen.has(date)) ctx.addIssue({ code: "custom", path: ["closedDates", index], message: `${date} is listed twice; keep one` });
      seen.add(date);
    });
  });

export type Availability = z.output<typeof availabilityFile>;

export const AVAILABILITY_FILE = "availability.yaml";

/** The availability with the problems that keep it from being read. */
export function loadAvailability(): { data?: Availability; problems: Problem[] } {
  return readDataFile(AVAILABILITY_FILE, availabilityFile);
}

/** The firm's booking hours (content/availability.yaml), validated; a wrong file stops the build here. */
export function getAvailability(): Availability {
  return cachedContent("availability", () => {
    const { data, problems } = loadAvailability();
    if (!data) throw new ContentError(problems);
    return data;
  });
}
