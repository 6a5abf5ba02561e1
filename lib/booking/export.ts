import type { StoredBooking } from "@/lib/contact/bookings";
import { csv, jsonLines, table } from "@/lib/contact/export";
import { formatTime, localDay, zoneName } from "./format";

/**
 * Bookings for the staff's terminal and spreadsheets, with the inquiries' safety: control
 * characters written out, spreadsheet formulas defused (lib/contact/export.ts).
 */

type BookingRecord = Omit<StoredBooking, never>;

const COLUMNS: (keyof BookingRecord)[] = [
  "id", "createdAt", "startsAt", "endsAt", "day", "status", "sequence", "name", "email", "company", "note", "timeZone", "invitations",
];

export const bookingsJson = (bookings: readonly StoredBooking[]) => jsonLines(bookings.map((booking) => Object.fromEntries(COLUMNS.map((column) => [column, booking[column]]))));

export const bookingsCsv = (bookings: readonly StoredBooking[], options: { terminal?: boolean } = {}) => csv<BookingRecord>(COLUMNS, bookings, options);

/** Newest session first, its time in the firm's zone. */
export function bookingsTable(bookings: readonly StoredBooking[], firmTimeZone: string): string {
  if (bookings.length === 0) return "No bookings yet.\n";
  return table(
    [`Session (${firmTimeZone.split("/").pop()!.replace(/_/g, " ")} time)`, "Status", "Name", "Company", "Email", "Invitations", "Id"],
    [24, 10, 22, 22, 28, 11, 36],
    bookings.map((booking) => [
      sessionTime(booking.startsAt, firmTimeZone),
      booking.status,
      booking.name,
      booking.company,
      booking.email,
      booking.invitations,
      booking.id,
    ]),
  );
}

/** "2026-11-30 9:00 AM EST" in the firm's zone, or the start as stored when it is no time. */
function sessionTime(startsAt: string, firmTimeZone: string): string {
  const start = Date.parse(startsAt);
  if (Number.isNaN(start)) return startsAt;
  const short = zoneName(firmTimeZone, start).replace(/[^A-Z]/g, "");
  return `${localDay(start, firmTimeZone)} ${formatTime(start, firmTimeZone).replace(/\s/g, " ")} ${short}`;
}
