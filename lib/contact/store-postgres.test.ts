import { Client } from "pg";
import { describeBookingStoreContract, sampleBooking, sessionAt } from "./bookings.contract";
import { describeInquiryStoreContract, sampleInquiry } from "./store.contract";
import { PostgresInquiryStore } from "./store-postgres";

/**
 * Runs the store contract against a real PostgreSQL server. The test line starts one on loopback
 * (scripts/postgres-test-server.sh) and sets TEST_POSTGRES_URL; REQUIRE_POSTGRES=1 makes a missing
 * server a failure rather than a skip.
 */
const url = process.env.TEST_POSTGRES_URL;

if (!url) {
  if (process.env.REQUIRE_POSTGRES === "1") {
    it("has a PostgreSQL server to test against", () => {
      throw new Error("TEST_POSTGRES_URL is not set; run scripts/postgres-test-server.sh first");
    });
  } else {
    it.skip("PostgreSQL store contract (set TEST_POSTGRES_URL to run)", () => {});
  }
} else {
  let counter = 0;
  const databases: string[] = [];

  async function freshDatabase(): Promise<string> {
    counter += 1;
    const name = `${process.env.TEST_POSTGRES_PREFIX ?? "inquiries_test"}_${process.pid}_${counter}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databases.push(name);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    return target.toString();
  }

  afterAll(async () => {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 120_000);

  describeInquiryStoreContract(
    "PostgreSQL",
    async () => new PostgresInquiryStore(await freshDatabase()),
    (first) => new PostgresInquiryStore((first as PostgresInquiryStore).url),
  );

  describeBookingStoreContract(
    "PostgreSQL",
    async () => new PostgresInquiryStore(await freshDatabase()),
    (first) => new PostgresInquiryStore((first as PostgresInquiryStore).url),
  );

  describe("PostgreSQL atomicity", () => {
    it("keeps no inquiry when its outbox entry cannot be written", async () => {
      const database = await freshDatabase();
      const store = new PostgresInquiryStore(database);
      await store.migrate();
      const client = new Client({ connectionString: database });
      await client.connect();
      await client.query("DROP TABLE inquiry_outbox");
      await client.end();
      await expect(store.save(sampleInquiry(), { id: "33333333-3333-4333-8333-333333333333", now: 1 })).rejects.toThrow();
      expect(await store.count()).toBe(0);
      await store.close();
    });
  });

  describe("PostgreSQL rate limit", () => {
    it("answers a client over its limit from a read while another session locks the tables against writes", async () => {
      const database = await freshDatabase();
      const store = new PostgresInquiryStore(database);
      await store.migrate();
      const rateLimit = { client: "203.0.113.9", limit: 1, windowMs: 60_000 };
      await store.submit(sampleInquiry(), { id: "44444444-4444-4444-8444-444444444444", now: Date.now(), rateLimit });
      const locker = new Client({ connectionString: database });
      await locker.connect();
      try {
        await locker.query("BEGIN");
        await locker.query("LOCK TABLE rate_limit_hits, inquiry_idempotency, inquiries IN EXCLUSIVE MODE");
        const started = Date.now();
        expect(await store.precheck({ now: Date.now(), rateLimit })).toMatchObject({ outcome: "rate_limited" });
        expect(Date.now() - started).toBeLessThan(2_000);
      } finally {
        await locker.query("ROLLBACK");
        await locker.end();
        await store.close();
      }
    });
  });

  describe("PostgreSQL uniqueness rule", () => {
    it("refuses a second confirmed booking at one start time even from a writer that skips the checks", async () => {
      const database = await freshDatabase();
      const store = new PostgresInquiryStore(database);
      await store.migrate();
      await store.book(sampleBooking(), { id: "a0000000-0000-4000-8000-000000000001", now: 0, slot: sessionAt(0), rules: { dailyMaximum: 9, bufferMinutes: 0 } });
      const other = new Client({ connectionString: database });
      await other.connect();
      const insert = (id: string, status: string) =>
        other.query(
          `INSERT INTO bookings (id, created_at, starts_at, ends_at, day, status, updated_at, name, email, company, note, time_zone)
           VALUES ($1, 0, $2, $3, '2026-11-30', $4, 0, 'X', 'x@example.com', 'X', '', 'UTC')`,
          [id, sessionAt(0).start, sessionAt(0).end, status],
        );
      try {
        await expect(insert("a0000000-0000-4000-8000-000000000002", "confirmed")).rejects.toThrow(/bookings_slot/);
        await expect(insert("a0000000-0000-4000-8000-000000000003", "cancelled")).resolves.toBeTruthy();
      } finally {
        await other.end();
        await store.close();
      }
    });
  });

  describe("PostgreSQL migrations", () => {
    /** A fully migrated database taken back to an earlier state: `undo` runs on it, version 4 is forgotten. */
    async function earlier(undo: string[]): Promise<string> {
      const database = await freshDatabase();
      const store = new PostgresInquiryStore(database);
      await store.migrate();
      await store.save(sampleInquiry(), { id: "33333333-3333-4333-8333-333333333333", now: 1 });
      await store.close();
      const other = new Client({ connectionString: database });
      await other.connect();
      for (const sql of [...undo, "DELETE FROM schema_migrations WHERE version = 4"]) await other.query(sql);
      await other.end();
      return database;
    }
    const draft = { values: { name: "Dana" }, problem: "invalid" as const };
    const slot = { id: "b0000000-0000-4000-8000-000000000001", now: 0, slot: sessionAt(0), rules: { dailyMaximum: 9, bufferMinutes: 0 } };

    it("takes a database with the form drafts but no bookings forward to the bookings, and gives one whose version 3 holds the bookings the drafts", async () => {
      for (const undo of [["DROP TABLE booking_idempotency", "DROP TABLE booking_outbox", "DROP TABLE bookings"], ["DROP TABLE contact_form_drafts"]]) {
        const store = new PostgresInquiryStore(await earlier(undo));
        await store.migrate();
        await store.saveDraft("d1", draft, 1);
        expect(await store.getDraft("d1", 2)).toEqual(draft);
        expect((await store.book(sampleBooking(), slot)).outcome).toBe("booked");
        expect(await store.count()).toBe(1);
        await store.close();
      }
    });

    it("can run from several processes at once", async () => {
      const database = await freshDatabase();
      const stores = Array.from({ length: 4 }, () => new PostgresInquiryStore(database));
      await Promise.all(stores.map((store) => store.migrate()));
      expect(await stores[0]!.count()).toBe(0);
      await Promise.all(stores.map((store) => store.close()));
    });
  });
}
