/**
 * Sessions as a visitor reads them, in any time zone: plain Intl, so the picker in the browser
 * and the e-mails on the server say the same thing without a date library in the page's code.
 */

const LOCALE = "en-US";

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}\u0000${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** The calendar date (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function localDay(epochMs: number, timeZone: string): string {
  const parts = formatter(timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** "9:30 AM" */
export function formatTime(epochMs: number, timeZone: string): string {
  return formatter(timeZone, { hour: "numeric", minute: "2-digit" }).format(epochMs);
}

/** "Tuesday, December 1, 2026" for a YYYY-MM-DD date, wherever the reader is. */
export function formatDay(day: string, style: "long" | "short" = "long"): string {
  const options: Intl.DateTimeFormatOptions =
    style === "long" ? { weekday: "long", month: "long", day: "numeric", year: "numeric" } : { weekday: "short", month: "short", day: "numeric" };
  return formatter("UTC", options).format(Date.parse(`${day}T12:00:00Z`));
}

/** The zone's name as people say it at that moment: "India Standard Time", "Eastern Daylight Time". */
export function zoneName(timeZone: string, at: number): string {
  const parts = formatter(timeZone, { timeZoneName: "long" }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** The zone's offset from UTC at that moment: "GMT+5:30", "GMT-5". */
export function zoneOffset(timeZone: string, at: number): string {
  const parts = formatter(timeZone, { timeZoneName: "shortOffset" }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "GMT";
}

/** "Tuesday, December 1, 2026, 9:00 – 9:30 AM (Eastern Standard Time)" */
export function formatSession(start: number, end: number, timeZone: string): string {
  const range = formatter(timeZone, { hour: "numeric", minute: "2-digit" }).formatRange(start, end);
  return `${formatDay(localDay(start, timeZone))}, ${range} (${zoneName(timeZone, start)})`;
}

/** A session in a sentence of the copy ("{day} at {time}"): "Monday, November 30, 2026 at 7:30 PM". */
export function sessionLabel(start: string, timeZone: string, template: string): string {
  const at = Date.parse(start);
  return template.replace("{day}", formatDay(localDay(at, timeZone))).replace("{time}", formatTime(at, timeZone));
}

/** Sessions by the reader's local date, in time order. */
export function groupByDay<T extends { start: number }>(slots: readonly T[], timeZone: string): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const slot of [...slots].sort((a, b) => a.start - b.start)) {
    const day = localDay(slot.start, timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

/** Whether the runtime knows `timeZone` (an IANA name such as Asia/Kolkata). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(timeZone) || timeZone.length > 64) return false;
  try {
    formatter(timeZone, {});
    return true;
  } catch {
    return false;
  }
}
