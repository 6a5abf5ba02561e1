import { randomUUID } from "node:crypto";
import type { ContactInput } from "./schema";
import { FORM_DRAFT_WINDOW_MS, IDEMPOTENCY_WINDOW_MS, type FormDraft, type InquiryStore } from "./store";

export const sampleInquiry = (overrides: Partial<ContactInput> = {}): ContactInput => ({
  name: "Dana Whitfield",
  email: "dana.whitfield@example.com",
  company: "Calder Ridge Bancorp",
  interest: "ai-strategy",
  message: "We would like to discuss an AI roadmap for our lending operations.",
  ...overrides,
});

/** A fresh, migrated store per test, closed after with every second store opened on its database. */
export function freshStores(
  open: () => Promise<InquiryStore>,
  openSecond: (first: InquiryStore) => InquiryStore,
  use: (store: InquiryStore) => void,
): () => Promise<InquiryStore> {
  let store: InquiryStore;
  let seconds: InquiryStore[] = [];
  beforeEach(async () => {
    store = await open();
    await store.migrate();
    use(store);
    seconds = [];
  });
  afterEach(async () => {
    await Promise.all(seconds.map((second) => second.close()));
    await store.close();
  });
  return async () => {
    const second = openSecond(store);
    seconds.push(second);
    await second.migrate();
    return second;
  };
}

/** The behaviour every InquiryStore must have; `openSecond` opens another instance on the same database. */
export function describeInquiryStoreContract(
  name: string,
  open: () => Promise<InquiryStore>,
  openSecond: (first: InquiryStore) => InquiryStore,
) {
  describe(`${name} store contract`, () => {
    let store: InquiryStore;
    const twin = freshStores(open, openSecond, (opened) => (store = opened));

    it("migrates idempotently", async () => {
      await store.migrate();
      await store.migrate();
      expect(await store.count()).toBe(0);
    });

    it("saves an inquiry with a pending delivery and reads it back exactly", async () => {
      const id = randomUUID();
      const input = sampleInquiry({ message: "Ünïcode ✓, quotes \"'\n and a second line; DROP TABLE inquiries;" });
      const saved = await store.save(input, { id, now: Date.parse("2026-03-01T10:00:00.000Z") });
      expect(saved.id).toBe(id);

      const loaded = await store.get(id);
      expect(loaded).toEqual({
        ...input,
        id,
        createdAt: "2026-03-01T10:00:00.000Z",
        delivery: {
          status: "pending",
          attempts: 0,
          nextAttemptAt: "2026-03-01T10:00:00.000Z",
          deliveredAt: null,
          lastError: null,
        },
      });
      expect(await store.count()).toBe(1);
    });

    it("rejects a duplicate id without changing the first inquiry", async () => {
      const id = randomUUID();
      await store.save(sampleInquiry(), { id, now: 1_000 });
      await expect(store.save(sampleInquiry({ name: "Someone Else" }), { id, now: 2_000 })).rejects.toThrow();
      expect((await store.get(id))?.name).toBe("Dana Whitfield");
      expect(await store.count()).toBe(1);
    });

    it("lists newest first with a limit and a status filter, and exports oldest first", async () => {
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      for (const [index, id] of ids.entries()) {
        await store.save(sampleInquiry({ name: `Person ${index}` }), { id, now: 1_700_000_000_000 + index * 1000 });
      }
      const [job] = (await store.claimDue(1_700_000_010_000, 10, 1_000)).filter((claimed) => claimed.inquiry.id === ids[1]);
      expect(await store.markDelivered(ids[1]!, job!.lease.token, 1_700_000_010_000)).toBe(true);
      expect((await store.list()).map((inquiry) => inquiry.id)).toEqual([ids[2], ids[1], ids[0]]);
      expect((await store.list({ limit: 2 })).map((inquiry) => inquiry.id)).toEqual([ids[2], ids[1]]);
      expect((await store.list({ status: "delivered" })).map((inquiry) => inquiry.id)).toEqual([ids[1]]);
      expect((await store.exportAll()).map((inquiry) => inquiry.id)).toEqual(ids);
    });

    it("leases due deliveries to one claimant at a time and only when due", async () => {
      const now = 1_700_000_000_000;
      const due = randomUUID();
      const later = randomUUID();
      await store.save(sampleInquiry(), { id: due, now });
      await store.save(sampleInquiry(), { id: later, now });
      const [laterJob] = (await store.claimDue(now, 10, 1)).filter((job) => job.inquiry.id === later);
      expect(await store.scheduleRetry(later, laterJob!.lease.token, 1, now + 60_000, "421 try again later")).toBe(true);

      const first = await store.claimDue(now + 1, 10, 30_000);
      expect(first.map((job) => job.inquiry.id)).toEqual([due]);
      expect(first[0]?.inquiry.email).toBe("dana.whitfield@example.com");

      expect(await store.claimDue(now + 1_000, 10, 30_000)).toEqual([]);
      const afterLease = await store.claimDue(now + 30_001, 10, 30_000);
      expect(afterLease.map((job) => job.inquiry.id)).toEqual([due]);

      const whenLaterIsDue = await store.claimDue(now + 60_000 + 30_001, 10, 30_000);
      expect(whenLaterIsDue.map((job) => job.inquiry.id).sort()).toEqual([due, later].sort());
      expect(whenLaterIsDue.find((job) => job.inquiry.id === later)?.attempts).toBe(1);
    });

    it("claims concurrently without handing the same delivery to two claimants", async () => {
      const now = 1_700_000_000_000;
      const ids = Array.from({ length: 20 }, () => randomUUID());
      for (const id of ids) await store.save(sampleInquiry(), { id, now });
      const batches = await Promise.all(Array.from({ length: 5 }, () => store.claimDue(now, 4, 60_000)));
      const claimed = batches.flat().map((job) => job.inquiry.id);
      expect(new Set(claimed).size).toBe(claimed.length);
      expect(claimed.sort()).toEqual([...ids].sort());
    });

    it("records delivery, retries and failure, with masked error text", async () => {
      const now = 1_700_000_000_000;
      const id = randomUUID();
      await store.save(sampleInquiry(), { id, now });

      let [job] = await store.claimDue(now, 10, 1_000);
      expect(await store.scheduleRetry(id, job!.lease.token, 1, now + 10_000, "550 rejected <dana.whitfield@example.com>")).toBe(true);
      let inquiry = await store.get(id);
      expect(inquiry?.delivery).toMatchObject({ status: "pending", attempts: 1 });
      expect(inquiry?.delivery.nextAttemptAt).toBe(new Date(now + 10_000).toISOString());
      expect(inquiry?.delivery.lastError).toBe("550 rejected <[address]>");

      [job] = await store.claimDue(now + 10_000, 10, 1_000);
      expect(await store.markFailed(id, job!.lease.token, 2, "ECONNREFUSED")).toBe(true);
      inquiry = await store.get(id);
      expect(inquiry?.delivery).toMatchObject({ status: "failed", attempts: 2, lastError: "ECONNREFUSED", nextAttemptAt: null });
      expect(await store.claimDue(now + 10_000_000, 10, 1_000)).toEqual([]);

      expect(await store.retryFailed(now + 20_000)).toBe(1);
      [job] = await store.claimDue(now + 20_000, 10, 1_000);
      expect(job?.inquiry.id).toBe(id);

      expect(await store.markDelivered(id, job!.lease.token, now + 21_000)).toBe(true);
      inquiry = await store.get(id);
      expect(inquiry?.delivery).toMatchObject({
        status: "delivered",
        attempts: 3,
        deliveredAt: new Date(now + 21_000).toISOString(),
        lastError: null,
      });
      expect(await store.claimDue(now + 10_000_000, 10, 1_000)).toEqual([]);
    });

    it("records an outcome only for the lease holder, and never overwrites delivered", async () => {
      const now = 1_700_000_000_000;
      const id = randomUUID();
      await store.save(sampleInquiry(), { id, now });
      const [stale] = await store.claimDue(now, 10, 1_000);
      // Another instance claims the delivery once the lease runs out.
      const [current] = await (await twin()).claimDue(now + 1_001, 10, 1_000);
      expect(current?.lease.token).not.toBe(stale?.lease.token);

      expect(await store.markDelivered(id, stale!.lease.token, now + 1_100)).toBe(false);
      expect(await store.scheduleRetry(id, stale!.lease.token, 1, now + 5_000, "timeout")).toBe(false);
      expect(await store.markFailed(id, stale!.lease.token, 1, "timeout")).toBe(false);
      expect((await store.get(id))?.delivery).toMatchObject({ status: "pending", attempts: 0, lastError: null });

      expect(await store.markDelivered(id, current!.lease.token, now + 1_200)).toBe(true);
      // Even with the right token, a late failure cannot turn delivered into failed.
      expect(await store.markFailed(id, current!.lease.token, 2, "late error")).toBe(false);
      expect(await store.scheduleRetry(id, current!.lease.token, 2, now + 9_000, "late error")).toBe(false);
      expect(await store.markDelivered(id, current!.lease.token, now + 1_300)).toBe(false);
      expect((await store.get(id))?.delivery).toMatchObject({ status: "delivered", attempts: 1, lastError: null });
    });

    it("renews a lease only for its holder", async () => {
      const id = randomUUID();
      await store.save(sampleInquiry(), { id, now: 1_000 });
      const [job] = await store.claimDue(1_000, 10, 1_000);
      expect(await store.renewLease(id, job!.lease.token, 5_000)).toBe(true);
      expect(await (await twin()).claimDue(4_000, 10, 1_000)).toEqual([]);
      expect(await store.renewLease(id, "another-token", 9_000)).toBe(false);
      const [next] = await store.claimDue(5_001, 10, 1_000);
      expect(next?.inquiry.id).toBe(id);
      expect(await store.renewLease(id, job!.lease.token, 9_000)).toBe(false);
    });

    it("gives a released delivery to the next claimant at once", async () => {
      const id = randomUUID();
      await store.save(sampleInquiry(), { id, now: 1_000 });
      const [job] = await store.claimDue(1_000, 10, 60_000);
      await store.releaseLease(id, job!.lease.token);
      expect((await store.claimDue(1_001, 10, 60_000)).map((claimed) => claimed.inquiry.id)).toEqual([id]);
    });

    it("counts the rate limit in the database, shared by every instance", async () => {
      const second = await twin();
      const windowMs = 600_000;
      const limit = { client: "203.0.113.7", limit: 3, windowMs };
      const t0 = 1_700_000_000_000;
      const results = [];
      for (const [index, instance] of [store, second, store, second].entries()) {
        results.push(await instance.submit(sampleInquiry(), { id: randomUUID(), now: t0 + index * 1_000, rateLimit: limit }));
      }
      expect(results.map((result) => result.outcome)).toEqual(["stored", "stored", "stored", "rate_limited"]);
      expect(results[3]).toEqual({ outcome: "rate_limited", retryAfterSeconds: 597 });
      expect(await store.count()).toBe(3);
      const other = await second.submit(sampleInquiry(), { id: randomUUID(), now: t0 + 4_000, rateLimit: { ...limit, client: "198.51.100.9" } });
      expect(other.outcome).toBe("stored");
      const later = await store.submit(sampleInquiry(), { id: randomUUID(), now: t0 + windowMs + 1, rateLimit: limit });
      expect(later.outcome).toBe("stored");
    });

    it("does not count a submission that failed to store", async () => {
      const limit = { client: "192.0.2.55", limit: 1, windowMs: 60_000 };
      const taken = randomUUID();
      await store.save(sampleInquiry(), { id: taken, now: 1 });
      await expect(store.submit(sampleInquiry(), { id: taken, now: 2, rateLimit: limit })).rejects.toThrow();
      const retried = await store.submit(sampleInquiry(), { id: randomUUID(), now: 3, rateLimit: limit });
      expect(retried.outcome).toBe("stored");
    });

    it("answers a repeated idempotency key with the first inquiry, on any instance, for 24 hours", async () => {
      const second = await twin();
      const key = "f3a1c9d2-5b7e-4e0a-9c41-7d2b8e6f1a30";
      const first = await store.submit(sampleInquiry(), { id: randomUUID(), now: 1_000, idempotencyKey: key });
      expect(first.outcome).toBe("stored");
      const firstId = first.outcome === "stored" ? first.inquiry.id : "";
      expect(await store.submit(sampleInquiry(), { id: randomUUID(), now: 2_000, idempotencyKey: key })).toEqual({ outcome: "replayed", id: firstId });
      expect(await second.submit(sampleInquiry(), { id: randomUUID(), now: 3_000, idempotencyKey: key })).toEqual({ outcome: "replayed", id: firstId });
      expect(await store.count()).toBe(1);
      expect(await store.claimDue(10_000, 10, 1_000)).toHaveLength(1);

      const dayLater = await second.submit(sampleInquiry(), { id: randomUUID(), now: 1_000 + IDEMPOTENCY_WINDOW_MS, idempotencyKey: key });
      expect(dayLater.outcome).toBe("stored");
      expect(await store.count()).toBe(2);
    });

    it("stores once when the same key arrives on two instances at the same moment", async () => {
      const second = await twin();
      const key = "0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b";
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          (index % 2 ? second : store).submit(sampleInquiry(), { id: randomUUID(), now: 5_000, idempotencyKey: key }),
        ),
      );
      const ids = results.map((result) => (result.outcome === "stored" ? result.inquiry.id : result.outcome === "replayed" ? result.id : "limited"));
      expect(results.filter((result) => result.outcome === "stored")).toHaveLength(1);
      expect(new Set(ids).size).toBe(1);
      expect(await store.count()).toBe(1);
    });

    it("answers from a read what submit would answer without storing: a repeated key, a client over its limit", async () => {
      const limit = { client: "203.0.113.50", limit: 2, windowMs: 60_000 };
      const key = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
      expect(await store.precheck({ now: 1_000, idempotencyKey: key, rateLimit: limit })).toBeNull();
      const first = await store.submit(sampleInquiry(), { id: randomUUID(), now: 1_000, idempotencyKey: key, rateLimit: limit });
      const firstId = first.outcome === "stored" ? first.inquiry.id : "";
      const replay = { outcome: "replayed", id: firstId };
      expect(await store.precheck({ now: 2_000, idempotencyKey: key, rateLimit: limit })).toEqual(replay);
      expect(await (await twin()).precheck({ now: 2_000, idempotencyKey: key })).toEqual(replay);

      await store.submit(sampleInquiry(), { id: randomUUID(), now: 2_000, rateLimit: limit });
      expect(await store.precheck({ now: 3_000, rateLimit: limit })).toEqual({ outcome: "rate_limited", retryAfterSeconds: 58 });
      expect(await store.precheck({ now: 3_000, idempotencyKey: key, rateLimit: limit })).toEqual(replay);
      expect(await store.precheck({ now: 3_000, rateLimit: { ...limit, client: "203.0.113.51" } })).toBeNull();
      expect(await store.precheck({ now: 61_001, rateLimit: limit })).toBeNull();
      expect(await store.precheck({ now: 1_000 + IDEMPOTENCY_WINDOW_MS, idempotencyKey: key })).toBeNull();
      expect(await store.count()).toBe(2);
    });

    it("absorbs a post it is not to keep: counted against the limit, one id per key, nothing stored", async () => {
      const limit = { client: "198.51.100.77", limit: 2, windowMs: 60_000 };
      const key = "1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b";
      const id = await store.absorb({ id: randomUUID(), now: 1_000, idempotencyKey: key, rateLimit: limit });
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(await (await twin()).absorb({ id: randomUUID(), now: 2_000, idempotencyKey: key, rateLimit: limit })).toBe(id);
      expect(await store.absorb({ id: randomUUID(), now: 2_000, idempotencyKey: `${key}-other` })).not.toBe(id);
      expect(await store.precheck({ now: 3_000, rateLimit: limit })).toEqual({ outcome: "rate_limited", retryAfterSeconds: 58 });
      const unkeyed = randomUUID();
      expect(await store.absorb({ id: unkeyed, now: 4_000 })).toBe(unkeyed);
      expect(await store.count()).toBe(0);
      expect(await store.claimDue(10_000, 10, 1_000)).toEqual([]);
    });

    it("remembers an absorbed post's key with a digest of its content: a replay, or a key reused with other content, for its kind", async () => {
      const limit = { client: "198.51.100.78", limit: 1, windowMs: 60_000 };
      const key = "4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b";
      const id = await store.absorb({ id: randomUUID(), now: 1_000, idempotencyKey: key, content: "first", rateLimit: limit });
      // Like a stored inquiry's key: answered before the rate limit, on any instance.
      expect(await (await twin()).precheck({ now: 2_000, idempotencyKey: key, content: "first", rateLimit: limit })).toEqual({ outcome: "absorbed", id });
      expect(await store.precheck({ now: 2_000, idempotencyKey: key, content: "other" })).toEqual({ outcome: "key_reused" });
      expect(await store.precheck({ now: 2_000, rateLimit: limit })).toEqual({ outcome: "rate_limited", retryAfterSeconds: 59 });

      // A booking's keys are apart from an inquiry's.
      expect(await store.precheckBooking({ now: 2_000, idempotencyKey: key, content: "other" })).toBeNull();
      const bookingId = await store.absorb({ id: randomUUID(), now: 2_000, idempotencyKey: key, content: "other" }, "booking");
      expect(await store.precheckBooking({ now: 3_000, idempotencyKey: key, content: "other" })).toEqual({ outcome: "absorbed", id: bookingId });
      expect(await store.precheckBooking({ now: 3_000, idempotencyKey: key, content: "first" })).toEqual({ outcome: "key_reused" });
      expect(await store.precheck({ now: 3_000, idempotencyKey: key, content: "first" })).toEqual({ outcome: "absorbed", id });

      expect(await store.precheck({ now: 1_000 + IDEMPOTENCY_WINDOW_MS, idempotencyKey: key, content: "other" })).toBeNull();
      expect(await store.count()).toBe(0);
      expect(await store.listBookings()).toEqual([]);
    });

    it("erases every inquiry from an address, whatever its case", async () => {
      await store.save(sampleInquiry({ email: "Erase.Me@example.com" }), { id: randomUUID(), now: 1 });
      await store.save(sampleInquiry({ email: "erase.me@example.com" }), { id: randomUUID(), now: 2 });
      const keep = randomUUID();
      await store.save(sampleInquiry({ email: "keep@example.com" }), { id: keep, now: 3 });
      expect(await store.deleteByEmail("  ERASE.ME@example.com \n")).toBe(2);
      expect((await store.exportAll()).map((inquiry) => inquiry.id)).toEqual([keep]);
      expect(await store.claimDue(10_000, 10, 1_000)).toHaveLength(1);
    });

    it("erases inquiries received before a cutoff, with their outbox entries", async () => {
      const old = randomUUID();
      const recent = randomUUID();
      await store.save(sampleInquiry(), { id: old, now: Date.parse("2024-01-01T00:00:00Z") });
      await store.save(sampleInquiry(), { id: recent, now: Date.parse("2026-01-01T00:00:00Z") });
      expect(await store.deleteReceivedBefore(new Date("2025-01-01T00:00:00Z"))).toBe(1);
      expect((await store.exportAll()).map((inquiry) => inquiry.id)).toEqual([recent]);
      expect((await store.claimDue(Date.parse("2027-01-01T00:00:00Z"), 10, 1_000)).map((job) => job.inquiry.id)).toEqual([recent]);
    });

    it("keeps a form draft for its window, on any instance, until it is sent or erased", async () => {
      const draft: FormDraft = {
        values: { name: "D", email: "Dana.Whitfield@Example.com ", message: "Ünïcode ✓\nsecond line" },
        problem: "invalid",
      };
      const second = await twin();
      await store.saveDraft("draft-a", draft, 1_000);
      expect(await second.getDraft("draft-a", 2_000)).toEqual(draft);
      expect(await store.getDraft("draft-a", 1_000 + FORM_DRAFT_WINDOW_MS)).toBeUndefined();
      expect(await store.getDraft("no-such-draft", 2_000)).toBeUndefined();

      await store.saveDraft("draft-b", { values: {}, problem: "rate_limited" }, 3_000);
      await second.deleteDraft("draft-b");
      expect(await store.getDraft("draft-b", 4_000)).toBeUndefined();

      await store.saveDraft("draft-c", draft, 5_000);
      expect(await store.deleteByEmail("dana.whitfield@example.com")).toBe(0);
      expect(await store.getDraft("draft-c", 6_000)).toBeUndefined();

      await store.saveDraft("draft-d", draft, 7_000);
      await store.saveDraft("draft-e", draft, 9_000);
      await store.deleteReceivedBefore(new Date(8_000));
      expect(await store.getDraft("draft-d", 10_000)).toBeUndefined();
      expect(await store.getDraft("draft-e", 10_000)).toEqual(draft);
    });

    it("counts a draft against the client's rate limit, shared with inquiries, and keeps none over it", async () => {
      const limit = { client: "203.0.113.60", limit: 2, windowMs: 60_000 };
      const draft: FormDraft = { values: { name: "D", email: "dana@example.com" }, problem: "invalid" };
      expect(await store.saveDraft("limited-a", draft, 1_000, limit)).toEqual({ outcome: "saved" });
      await store.submit(sampleInquiry(), { id: randomUUID(), now: 2_000, rateLimit: limit });
      expect(await (await twin()).saveDraft("limited-b", draft, 3_000, limit)).toEqual({ outcome: "rate_limited", retryAfterSeconds: 58 });
      expect(await store.getDraft("limited-b", 4_000)).toBeUndefined();
      expect(await store.precheck({ now: 4_000, rateLimit: limit })).toEqual({ outcome: "rate_limited", retryAfterSeconds: 57 });
      expect(await store.saveDraft("limited-c", draft, 61_001, limit)).toEqual({ outcome: "saved" });
      expect(await store.getDraft("limited-a", 61_002)).toEqual(draft);
      expect(await store.precheck({ now: 61_002, rateLimit: limit })).toEqual({ outcome: "rate_limited", retryAfterSeconds: 1 });
    });

    it("keeps no more drafts than the limit allows when many arrive at once", async () => {
      const limit = { client: "203.0.113.61", limit: 3, windowMs: 60_000 };
      const second = await twin();
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, index) => (index % 2 ? second : store).saveDraft(`burst-${index}`, { values: { name: "D" }, problem: "invalid" }, 5_000, limit)),
      );
      expect(results.filter((result) => result.outcome === "saved")).toHaveLength(3);
    });

    it("keeps every one of many concurrent saves", async () => {
      const ids = Array.from({ length: 100 }, () => randomUUID());
      await Promise.all(ids.map((id, index) => store.save(sampleInquiry({ name: `Load ${index}` }), { id, now: index })));
      const stored = await store.exportAll();
      expect(stored.map((inquiry) => inquiry.id).sort()).toEqual([...ids].sort());
    });
  });
}
