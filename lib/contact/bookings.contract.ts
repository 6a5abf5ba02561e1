import { randomUUID } from "node:crypto";
import type { BookingDetails, SessionTime, StoredBooking } from "./bookings";
import { freshStores, sampleInquiry } from "./store.contract";
import { IDEMPOTENCY_WINDOW_MS, type InquiryStore } from "./store";

export const sampleBooking = (overrides: Partial<BookingDetails> = {}): BookingDetails => ({
  name: "Priya Raman",
  email: "priya.raman@example.com",
  company: "Kestrel Freight",
  note: "We want to talk about demand forecasting for our depots.",
  timeZone: "Asia/Kolkata",
  ...overrides,
});

const MINUTE = 60_000;
const NOW = Date.parse("2026-11-20T12:00:00Z");
/** Monday 30 November 2026, 09:00 in New York, and the sessions after it every 45 minutes. */
export const sessionAt = (index: number, day = "2026-11-30"): SessionTime => {
  const start = Date.parse(`${day}T14:00:00Z`) + index * 45 * MINUTE;
  return { start, end: start + 30 * MINUTE, day };
};
const rules = { dailyMaximum: 3, bufferMinutes: 15 };

/** What a store holds for `details` booked at NOW into sessionAt(0), its invitations not yet sent. */
export const bookedFirstSession = (details: BookingDetails, id: string): StoredBooking => ({
  ...details,
  id,
  createdAt: "2026-11-20T12:00:00.000Z",
  updatedAt: "2026-11-20T12:00:00.000Z",
  startsAt: "2026-11-30T14:00:00.000Z",
  endsAt: "2026-11-30T14:30:00.000Z",
  day: "2026-11-30",
  status: "confirmed",
  sequence: 0,
  invitations: "pending",
});

/**
 * The behaviour every store must have for bookings, on one database and across two instances of
 * the site (`openSecond` opens another store on the same database).
 */
export function describeBookingStoreContract(
  name: string,
  open: () => Promise<InquiryStore>,
  openSecond: (first: InquiryStore) => InquiryStore,
) {
  describe(`${name} booking store contract`, () => {
    let store: InquiryStore;
    const twin = freshStores(open, openSecond, (opened) => (store = opened));

    const book = (target: InquiryStore, slot: SessionTime, extra: Partial<Parameters<InquiryStore["book"]>[1]> = {}, details = sampleBooking()) =>
      target.book(details, { id: randomUUID(), now: NOW, slot, rules, ...extra });

    it("books a session, reads it back exactly and queues one invitation for each side", async () => {
      const id = randomUUID();
      const details = sampleBooking({ note: "Ünïcode ✓, quotes \"'\n and a second line" });
      const result = await store.book(details, { id, now: NOW, slot: sessionAt(0), rules });
      expect(result).toEqual({ outcome: "booked", booking: bookedFirstSession(details, id) });
      expect(await store.getBooking(id)).toEqual(result.outcome === "booked" ? result.booking : null);

      const jobs = await store.invitations.claimDue(NOW, 10, 60_000);
      expect(jobs.map((job) => [job.message.recipient, job.message.method, job.message.sequence]).sort()).toEqual([
        ["firm", "REQUEST", 0],
        ["visitor", "REQUEST", 0],
      ]);
      expect(jobs[0]?.message.booking.email).toBe("priya.raman@example.com");
      expect(jobs[0]?.message.startsAt).toBe("2026-11-30T14:00:00.000Z");
      // Leased: nobody else gets them until the lease runs out.
      expect(await (await twin()).invitations.claimDue(NOW + 1, 10, 60_000)).toEqual([]);
      for (const job of jobs) expect(await store.invitations.markDelivered(job.message.id, job.lease.token, NOW + 2)).toBe(true);
      expect((await store.getBooking(id))?.invitations).toBe("sent");
    });

    it("refuses a time another booking holds, or one inside its buffer, and a full day", async () => {
      expect((await book(store, sessionAt(1))).outcome).toBe("booked");
      expect(await book(store, sessionAt(1))).toEqual({ outcome: "taken" });
      // Ten minutes after 09:45-10:15 ends is inside its 15-minute buffer.
      const inBuffer = { start: sessionAt(1).end + 10 * MINUTE, end: sessionAt(1).end + 40 * MINUTE, day: "2026-11-30" };
      expect(await book(store, inBuffer)).toEqual({ outcome: "taken" });
      expect((await book(store, sessionAt(2))).outcome).toBe("booked");
      expect((await book(store, sessionAt(3))).outcome).toBe("booked");
      expect(await book(store, sessionAt(5))).toEqual({ outcome: "day_full" });
      expect((await book(store, sessionAt(0, "2026-12-01"))).outcome).toBe("booked");
    });

    it("books a time once when many instances ask for it at the same moment", async () => {
      const second = await twin();
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, index) => book(index % 2 ? second : store, sessionAt(0), {}, sampleBooking({ email: `visitor${index}@example.com` }))),
      );
      expect(results.filter((result) => result.outcome === "booked")).toHaveLength(1);
      expect(results.filter((result) => result.outcome === "taken")).toHaveLength(11);
      expect(await store.bookingsBetween(NOW, NOW + 30 * 86_400_000)).toHaveLength(1);
      expect(await store.invitations.claimDue(NOW, 50, 1_000)).toHaveLength(2);
    });

    it("answers a repeated idempotency key with the first booking, on any instance", async () => {
      const second = await twin();
      const key = "c4b5a6f7e8d94c0b8a1f2e3d4c5b6a70";
      const first = await book(store, sessionAt(0), { idempotencyKey: key });
      expect(first.outcome).toBe("booked");
      const firstId = first.outcome === "booked" ? first.booking.id : "";
      const again = await book(second, sessionAt(0), { idempotencyKey: key });
      expect(again).toMatchObject({ outcome: "replayed", booking: { id: firstId } });
      // Even for another time: the key stands for the first request.
      expect(await book(store, sessionAt(4), { idempotencyKey: key })).toMatchObject({ outcome: "replayed", booking: { id: firstId } });
      expect(await store.listBookings()).toHaveLength(1);
      const dayLater = await book(second, sessionAt(4), { idempotencyKey: key, now: NOW + IDEMPOTENCY_WINDOW_MS });
      expect(dayLater.outcome).toBe("booked");
    });

    it("shares the rate limit with the inquiries, across instances", async () => {
      const second = await twin();
      const limit = { client: "203.0.113.9", limit: 3, windowMs: 600_000 };
      expect((await store.submit(sampleInquiry(), { id: randomUUID(), now: NOW, rateLimit: limit })).outcome).toBe("stored");
      expect((await book(second, sessionAt(0), { rateLimit: limit })).outcome).toBe("booked");
      // A refused booking does not count.
      expect((await book(store, sessionAt(0), { rateLimit: limit })).outcome).toBe("taken");
      expect((await book(store, sessionAt(2), { rateLimit: limit, now: NOW + 1_000 })).outcome).toBe("booked");
      expect(await book(second, sessionAt(4), { rateLimit: limit, now: NOW + 2_000 })).toEqual({ outcome: "rate_limited", retryAfterSeconds: 598 });
      expect((await store.submit(sampleInquiry(), { id: randomUUID(), now: NOW + 3_000, rateLimit: limit })).outcome).toBe("rate_limited");
      expect((await book(second, sessionAt(4), { rateLimit: { ...limit, client: "198.51.100.3" }, now: NOW + 2_000 })).outcome).toBe("booked");
    });

    it("answers a repeated key and a client over the shared limit from a read, which writes nothing", async () => {
      const second = await twin();
      const limit = { client: "203.0.113.21", limit: 2, windowMs: 600_000 };
      const key = "d1e2f3a4b5c64d7e8f9a0b1c2d3e4f5a";
      expect(await store.precheckBooking({ now: NOW, idempotencyKey: key, rateLimit: limit })).toBeNull();
      const first = await book(store, sessionAt(0), { idempotencyKey: key, rateLimit: limit });
      const firstId = first.outcome === "booked" ? first.booking.id : "";
      expect(await second.precheckBooking({ now: NOW + 1_000, idempotencyKey: key })).toEqual({
        outcome: "replayed",
        booking: await store.getBooking(firstId),
      });
      // An inquiry's key is not a booking's.
      const inquiryKey = "e2f3a4b5c6d74e8f9a0b1c2d3e4f5a6b";
      await store.submit(sampleInquiry(), { id: randomUUID(), now: NOW + 1_000, idempotencyKey: inquiryKey, rateLimit: limit });
      expect(await store.precheckBooking({ now: NOW + 1_000, idempotencyKey: inquiryKey })).toBeNull();
      // The booking and the inquiry are the client's two hits.
      for (const target of [store, second, store]) {
        expect(await target.precheckBooking({ now: NOW + 2_000, rateLimit: limit })).toEqual({ outcome: "rate_limited", retryAfterSeconds: 598 });
      }
      // Once the booking's hit has left the window, the inquiry's is the only one: the reads added none.
      expect(await store.precheckBooking({ now: NOW + 600_001, rateLimit: limit })).toBeNull();
      expect(await store.precheckBooking({ now: NOW + IDEMPOTENCY_WINDOW_MS, idempotencyKey: key })).toBeNull();
      expect(await store.listBookings()).toHaveLength(1);
    });

    it("moves a booking to a free time, frees the old one at once and queues updated invitations", async () => {
      const booked = await book(store, sessionAt(0));
      const id = booked.outcome === "booked" ? booked.booking.id : "";
      const other = await book(store, sessionAt(2), {}, sampleBooking({ email: "someone.else@example.com" }));
      expect(other.outcome).toBe("booked");
      await store.invitations.claimDue(NOW, 10, 1_000).then((jobs) => Promise.all(jobs.map((job) => store.invitations.markDelivered(job.message.id, job.lease.token, NOW))));

      expect(await store.reschedule(id, { now: NOW, slot: sessionAt(2), rules })).toEqual({ outcome: "taken" });
      const moved = await store.reschedule(id, { now: NOW + 5, slot: sessionAt(4), rules });
      expect(moved).toMatchObject({ outcome: "rescheduled", booking: { id, startsAt: new Date(sessionAt(4).start).toISOString(), sequence: 1, status: "confirmed" } });
      // The old time is free for someone else straight away.
      expect((await book(store, sessionAt(0), {}, sampleBooking({ email: "third@example.com" }))).outcome).toBe("booked");

      const jobs = await store.invitations.claimDue(NOW + 10, 10, 1_000);
      const mine = jobs.filter((job) => job.message.booking.id === id);
      expect(mine.map((job) => [job.message.recipient, job.message.method, job.message.sequence, job.message.startsAt]).sort()).toEqual([
        ["firm", "REQUEST", 1, new Date(sessionAt(4).start).toISOString()],
        ["visitor", "REQUEST", 1, new Date(sessionAt(4).start).toISOString()],
      ]);
    });

    it("cancels a booking once, with cancellations for both sides that replace invitations not yet sent", async () => {
      const booked = await book(store, sessionAt(0));
      const id = booked.outcome === "booked" ? booked.booking.id : "";
      const cancelled = await store.cancel(id, NOW + 1);
      expect(cancelled).toMatchObject({ outcome: "cancelled", booking: { id, status: "cancelled", sequence: 1 } });
      expect(await store.cancel(id, NOW + 2)).toMatchObject({ outcome: "already_cancelled" });
      expect(await store.reschedule(id, { now: NOW + 2, slot: sessionAt(4), rules })).toMatchObject({ outcome: "already_cancelled" });
      expect(await store.cancel(randomUUID(), NOW)).toEqual({ outcome: "not_found" });

      // The first invitations were never sent: only the cancellations go out.
      const jobs = await store.invitations.claimDue(NOW + 10, 10, 1_000);
      expect(jobs.map((job) => [job.message.recipient, job.message.method, job.message.sequence]).sort()).toEqual([
        ["firm", "CANCEL", 1],
        ["visitor", "CANCEL", 1],
      ]);
      expect(await store.bookingsBetween(NOW, NOW + 30 * 86_400_000)).toEqual([]);
      expect((await book(store, sessionAt(0))).outcome).toBe("booked");
    });

    it("changes nothing about a session that has begun", async () => {
      const booked = await book(store, sessionAt(0));
      const id = booked.outcome === "booked" ? booked.booking.id : "";
      const during = sessionAt(0).start + MINUTE;
      expect(await store.cancel(id, during)).toMatchObject({ outcome: "past", booking: { status: "confirmed", sequence: 0 } });
      expect(await store.reschedule(id, { now: during, slot: sessionAt(0, "2026-12-01"), rules })).toMatchObject({ outcome: "past" });
    });

    it("keeps an invitation's outcome to its lease holder, and lets failed ones be queued again", async () => {
      await book(store, sessionAt(0));
      const [stale] = await store.invitations.claimDue(NOW, 1, 1_000);
      const [current] = await (await twin()).invitations.claimDue(NOW + 1_001, 1, 1_000);
      expect(current?.message.id).toBe(stale?.message.id);
      expect(await store.invitations.markDelivered(stale!.message.id, stale!.lease.token, NOW + 1_100)).toBe(false);
      expect(await store.invitations.markFailed(current!.message.id, current!.lease.token, 20, "550 <priya.raman@example.com> unknown")).toBe(true);
      expect((await store.listBookings())[0]?.invitations).toBe("failed");
      expect(await store.invitations.retryFailed(NOW + 2_000)).toBe(1);
      expect((await store.invitations.claimDue(NOW + 2_000, 10, 1_000)).map((job) => job.message.id)).toContain(current!.message.id);
    });

    it("lists newest session first, filters, exports oldest first", async () => {
      const ids: string[] = [];
      for (const index of [2, 0, 4]) {
        const result = await book(store, sessionAt(index), {}, sampleBooking({ name: `Person ${index}` }));
        ids.push(result.outcome === "booked" ? result.booking.id : "");
      }
      await store.cancel(ids[2]!, NOW);
      expect((await store.listBookings()).map((booking) => booking.name)).toEqual(["Person 4", "Person 2", "Person 0"]);
      expect((await store.listBookings({ status: "confirmed", limit: 1 })).map((booking) => booking.name)).toEqual(["Person 2"]);
      expect((await store.listBookings({ from: sessionAt(1).start })).map((booking) => booking.name)).toEqual(["Person 4", "Person 2"]);
      expect((await store.exportBookings()).map((booking) => booking.name)).toEqual(["Person 0", "Person 2", "Person 4"]);
    });

    it("erases bookings by address whatever its case, and those whose session is older than a cutoff", async () => {
      await book(store, sessionAt(0), { idempotencyKey: "erase-me-0000000000000001" }, sampleBooking({ email: "Erase.Me@example.com" }));
      await book(store, sessionAt(2), {}, sampleBooking({ email: "erase.me@example.com" }));
      await book(store, sessionAt(0, "2026-12-01"), {}, sampleBooking({ email: "keep@example.com" }));
      expect(await store.deleteBookingsByEmail("  ERASE.ME@example.com \n")).toBe(2);
      expect((await store.exportBookings()).map((booking) => booking.email)).toEqual(["keep@example.com"]);
      // Their invitations went with them; the key may be used again.
      expect((await store.invitations.claimDue(NOW, 10, 1_000)).map((job) => job.message.booking.email)).toEqual(["keep@example.com", "keep@example.com"]);
      expect((await book(store, sessionAt(4), { idempotencyKey: "erase-me-0000000000000001" })).outcome).toBe("booked");
      expect(await store.deleteBookingsBefore(new Date("2026-12-01T00:00:00Z"))).toBe(1);
      expect((await store.exportBookings()).map((booking) => booking.email)).toEqual(["keep@example.com"]);
    });

    it("keeps one shared secret per name for every instance", async () => {
      const first = await store.sharedSecret("booking_link_key");
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await (await twin()).sharedSecret("booking_link_key")).toBe(first);
      expect(await store.sharedSecret("another")).not.toBe(first);
    });
  });
}
