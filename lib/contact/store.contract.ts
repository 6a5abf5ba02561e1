import { randomUUID } from "node:crypto";
import type { ContactInput } from "./schema";
import type { InquiryStore } from "./store";

export const sampleInquiry = (overrides: Partial<ContactInput> = {}): ContactInput => ({
  name: "Dana Whitfield",
  email: "dana.whitfield@example.com",
  company: "Calder Ridge Bancorp",
  interest: "ai-strategy",
  message: "We would like to discuss an AI roadmap for our lending operations.",
  ...overrides,
});

/**
 * The behaviour every InquiryStore must have. Each implementation's test file calls this with a
 * factory that opens a fresh, empty store.
 */
export function describeInquiryStoreContract(name: string, open: () => Promise<InquiryStore>) {
  describe(`${name} store contract`, () => {
    let store: InquiryStore;

    beforeEach(async () => {
      store = await open();
      await store.migrate();
    });

    afterEach(async () => {
      await store.close();
    });

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
      await store.markDelivered(ids[1]!, 1_700_000_010_000);
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
      await store.scheduleRetry(later, 1, now + 60_000, "421 try again later");

      const first = await store.claimDue(now, 10, 30_000);
      expect(first.map((job) => job.inquiry.id)).toEqual([due]);
      expect(first[0]?.inquiry.email).toBe("dana.whitfield@example.com");

      // Leased: nobody else gets it until the lease runs out.
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

      await store.scheduleRetry(id, 1, now + 10_000, "550 rejected <dana.whitfield@example.com>");
      let inquiry = await store.get(id);
      expect(inquiry?.delivery).toMatchObject({ status: "pending", attempts: 1 });
      expect(inquiry?.delivery.nextAttemptAt).toBe(new Date(now + 10_000).toISOString());
      expect(inquiry?.delivery.lastError).toBe("550 rejected <[address]>");

      await store.markFailed(id, 2, "ECONNREFUSED");
      inquiry = await store.get(id);
      expect(inquiry?.delivery).toMatchObject({ status: "failed", attempts: 2, lastError: "ECONNREFUSED", nextAttemptAt: null });
      expect(await store.claimDue(now + 10_000_000, 10, 1_000)).toEqual([]);

      expect(await store.retryFailed(now + 20_000)).toBe(1);
      const [job] = await store.claimDue(now + 20_000, 10, 1_000);
      expect(job?.inquiry.id).toBe(id);

      await store.markDelivered(id, now + 21_000);
      inquiry = await store.get(id);
      expect(inquiry?.delivery).toMatchObject({
        status: "delivered",
        attempts: 3,
        deliveredAt: new Date(now + 21_000).toISOString(),
        lastError: null,
      });
      expect(await store.claimDue(now + 10_000_000, 10, 1_000)).toEqual([]);
    });

    it("erases every inquiry from an address, whatever its case", async () => {
      await store.save(sampleInquiry({ email: "Erase.Me@example.com" }), { id: randomUUID(), now: 1 });
      await store.save(sampleInquiry({ email: "erase.me@example.com" }), { id: randomUUID(), now: 2 });
      const keep = randomUUID();
      await store.save(sampleInquiry({ email: "keep@example.com" }), { id: keep, now: 3 });
      expect(await store.deleteByEmail("ERASE.ME@example.com")).toBe(2);
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

    it("keeps every one of many concurrent saves", async () => {
      const ids = Array.from({ length: 100 }, () => randomUUID());
      await Promise.all(ids.map((id, index) => store.save(sampleInquiry({ name: `Load ${index}` }), { id, now: index })));
      const stored = await store.exportAll();
      expect(stored.map((inquiry) => inquiry.id).sort()).toEqual([...ids].sort());
    });
  });
}
