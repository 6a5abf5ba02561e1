/**
 * Reading and managing the strategy session bookings, for the firm's staff:
 *
 *   npm run bookings -- list [--limit 20] [--status confirmed|cancelled] [--upcoming]
 *   npm run bookings -- export --format json|csv [--output file]
 *   npm run bookings -- cancel --id <booking id>    (both sides get the cancellation)
 *   npm run bookings -- retry-failed                (queue failed invitations again)
 *   npm run bookings -- feed-url                    (the staff calendar's secret address)
 *   npm run bookings -- delete --email visitor@example.com   (their inquiries too)
 *   npm run bookings -- purge [--older-than-months 24]
 *
 * It reads the same DATABASE_URL (and BOOKING_SECRET, SITE_URL) as the site.
 */
import { linkSecret } from "../lib/booking/context";
import { bookingsCsv, bookingsJson, bookingsTable } from "../lib/booking/export";
import { calendarKey } from "../lib/booking/handler";
import type { BookingStatus } from "../lib/contact/bookings";
import { erasure, limitOf, staffCommand, writeExport } from "../lib/contact/staff-command";
import { getAvailability } from "../lib/content/availability";
import { absoluteUrl } from "../lib/site";

const usage = `Usage:
  npm run bookings -- list [--limit 20] [--status confirmed|cancelled] [--upcoming]
  npm run bookings -- export --format json|csv [--output file]
  npm run bookings -- cancel --id <booking id>
  npm run bookings -- retry-failed
  npm run bookings -- feed-url
  npm run bookings -- delete --email visitor@example.com
  npm run bookings -- purge [--older-than-months 24]`;

staffCommand(usage, async (context) => {
  const { command, values, store, config, fail } = context;
  switch (command) {
    case "list": {
      const limit = limitOf(context);
      const status = values.status as BookingStatus | undefined;
      if (status && !["confirmed", "cancelled"].includes(status)) fail("--status must be confirmed or cancelled");
      const bookings = await store.listBookings({ limit, status, from: values.upcoming ? Date.now() : undefined });
      process.stdout.write(bookingsTable(bookings, getAvailability().timeZone));
      break;
    }
    case "export": {
      const bookings = await store.exportBookings();
      writeExport(context, bookings.length, "bookings", { json: () => bookingsJson(bookings), csv: (options) => bookingsCsv(bookings, options) });
      break;
    }
    case "cancel": {
      const id = values.id?.trim() ?? "";
      if (!/^[0-9a-f-]{36}$/.test(id)) fail("--id must be a booking's id, as the list shows it");
      const result = await store.cancel(id, Date.now());
      if (result.outcome === "cancelled") {
        console.log("Cancelled. The running site e-mails the cancellation to the visitor and to the firm.");
        break;
      }
      console.error(
        result.outcome === "already_cancelled"
          ? "That booking was already cancelled."
          : result.outcome === "past"
            ? "That session has already started or taken place; it cannot be cancelled."
            : "There is no booking with that id.",
      );
      process.exitCode = 1;
      break;
    }
    case "retry-failed": {
      const count = await store.invitations.retryFailed(Date.now());
      console.log(`${count} failed invitation${count === 1 ? "" : "s"} queued again; the running site sends them.`);
      break;
    }
    case "feed-url": {
      const key = await calendarKey({ config, secret: (current) => linkSecret(config, current) }, store);
      console.log(absoluteUrl(`/api/booking/calendar/${key}.ics`));
      console.error("Subscribe to it in the staff calendar. Anyone with this address sees every booking: keep it private.");
      break;
    }
    default:
      if (!(await erasure(context))) fail(`Unknown command "${command}".`);
  }
});
