/** Plain Intl, so the browser's picker and the server's e-mails agree without a date library in the page's code. */
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

export function localDay(epochMs: number, timeZone: string): string {
  const parts = formatter(timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export function formatTime(epochMs: number, timeZone: string): string {
  return formatter(timeZone, { hour: "numeric", minute: "2-digit" }).format(epochMs);
}

/** Wherever the reader is. */
export function formatDay(day: string): string {
  return formatter("UTC", { weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(Date.parse(`${day}T12:00:00Z`));
}

export function zoneName(timeZone: string, at: number): string {
  const parts = formatter(timeZone, { timeZoneName: "long" }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

export function zoneOffset(timeZone: string, at: number): string {
  const parts = formatter(timeZone, { timeZoneName: "shortOffset" }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "GMT";
}

export function formatSession(start: number, end: number, timeZone: string): string {
  const range = formatter(timeZone, { hour: "numeric", minute: "2-digit" }).formatRange(start, end);
  return `${formatDay(localDay(start, timeZone))}, ${range} (${zoneName(timeZone, start)})`;
}

export function sessionLabel(start: string, timeZone: string, template: string): string {
  const at = Date.parse(start);
  return template.replace("{day}", formatDay(localDay(at, timeZone))).replace("{time}", formatTime(at, timeZone));
}

export function groupByDay<T extends { start: number }>(slots: readonly T[], timeZone: string): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const slot of [...slots].sort((a, b) => a.start - b.start)) {
    const day = localDay(slot.start, timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}
