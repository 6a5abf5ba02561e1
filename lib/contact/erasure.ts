import type { InquiryStore } from "./store";

/**
 * What the privacy policy promises, for the staff commands: a visitor's deletion request erases
 * their inquiries and their bookings alike, and the retention purge both (24 months).
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What was erased, and what is left to do about it, as the commands report it. */
function report(store: InquiryStore, erased: { inquiries: number; bookings: number }, from: string): string[] {
  const counts = `${plural(erased.inquiries, "inquiry", "inquiries")} and ${plural(erased.bookings, "booking", "bookings")}`;
  return [`Deleted ${counts} ${from}.`, ...(erased.inquiries + erased.bookings > 0 ? [vacuumReminder(store.kind)] : [])];
}

/** A visitor's deletion request: every inquiry and booking from the address, trimmed and whatever its case. */
export async function deletionRequest(store: InquiryStore, email: string): Promise<string[]> {
  const erased = { inquiries: await store.deleteByEmail(email), bookings: await store.deleteBookingsByEmail(email) };
  return report(store, erased, "from that address");
}

/** The retention purge: inquiries received, and sessions held, more than `months` ago. */
export async function retentionPurge(store: InquiryStore, months: number, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const erased = { inquiries: await store.deleteReceivedBefore(cutoff), bookings: await store.deleteBookingsBefore(cutoff) };
  return report(store, erased, `from before ${cutoff.toISOString().slice(0, 10)}`);
}

/** What erasing left to do: nothing on SQLite (overwritten and checkpointed), a VACUUM FULL on PostgreSQL. */
function vacuumReminder(kind: "sqlite" | "postgres"): string {
  return kind === "sqlite"
    ? "The erased text was overwritten in the database file and its write-ahead log."
    : "PostgreSQL keeps the old row versions on disk until the tables are rewritten: run\n" +
        "  VACUUM FULL inquiries, inquiry_outbox, inquiry_idempotency, contact_form_drafts, bookings, booking_outbox, booking_idempotency;";
}
