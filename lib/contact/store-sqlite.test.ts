import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describeBookingStoreContract, sampleBooking, sessionAt } from "./bookings.contract";
import { sampleInquiry, describeInquiryStoreContract } from "./store.contract";
import { createClient } from "@libsql/client";
import { SqliteInquiryStore } from "./store-sqlite";

const dirs: string[] = [];
function freshFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inquiries-"));
  dirs.push(dir);
  return path.join(dir, "nested", "inquiries.db");
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describeInquiryStoreContract(
  "SQLite",
  async () => new SqliteInquiryStore(freshFile()),
  (first) => new SqliteInquiryStore((first as SqliteInquiryStore).file),
);

describeBookingStoreContract(
  "SQLite",
  async () => new SqliteInquiryStore(freshFile()),
  (first) => new SqliteInquiryStore((first as SqliteInquiryStore).file),
);

describe("SQLite durability settings", () => {
  it("uses write-ahead logging with full synchronous commits, on every connection", async () => {
    const file = freshFile();
    const store = new SqliteInquiryStore(file);
    await store.migrate();
    expect(await store.pragmas()).toEqual({ journalMode: "wal", synchronous: 2, secureDelete: 1 });
    await store.close();

    const reopened = new SqliteInquiryStore(file);
    expect(await reopened.pragmas()).toEqual({ journalMode: "wal", synchronous: 2, secureDelete: 1 });
    await reopened.close();
  });

  it("keeps saved inquiries across a reopen", async () => {
    const file = freshFile();
    const first = new SqliteInquiryStore(file);
    await first.migrate();
    await first.save(sampleInquiry(), { id: "11111111-1111-4111-8111-111111111111", now: 5 });
    await first.close();

    const second = new SqliteInquiryStore(file);
    await second.migrate();
    expect((await second.get("11111111-1111-4111-8111-111111111111"))?.email).toBe("dana.whitfield@example.com");
    await second.close();
  });
});

describe("SQLite migrations", () => {
  /** A fully migrated database taken back to an earlier state: `undo` runs on it, version 4 is forgotten. */
  async function earlier(undo: string[]): Promise<string> {
    const file = freshFile();
    const store = new SqliteInquiryStore(file);
    await store.migrate();
    await store.save(sampleInquiry(), { id: "33333333-3333-4333-8333-333333333333", now: 1 });
    await store.close();
    const other = createClient({ url: `file:${file}` });
    for (const sql of [...undo, "DELETE FROM schema_migrations WHERE version = 4"]) await other.execute(sql);
    other.close();
    return file;
  }

  const draft = { values: { name: "Dana" }, problem: "invalid" as const };
  const slot = { id: "b0000000-0000-4000-8000-000000000001", now: 0, slot: sessionAt(0), rules: { dailyMaximum: 9, bufferMinutes: 0 } };

  it("takes a database with the form drafts but no bookings forward to the bookings, keeping its inquiries", async () => {
    const store = new SqliteInquiryStore(await earlier(["DROP TABLE booking_idempotency", "DROP TABLE booking_outbox", "DROP TABLE bookings"]));
    await store.migrate();
    expect((await store.book(sampleBooking(), slot)).outcome).toBe("booked");
    await store.saveDraft("d1", draft, 1);
    expect(await store.count()).toBe(1);
    await store.close();
  });

  it("gives a database whose version 3 holds the bookings the form drafts", async () => {
    const store = new SqliteInquiryStore(await earlier(["DROP TABLE contact_form_drafts"]));
    await store.migrate();
    await store.saveDraft("d1", draft, 1);
    expect(await store.getDraft("d1", 2)).toEqual(draft);
    expect((await store.book(sampleBooking(), slot)).outcome).toBe("booked");
    await store.close();
  });
});

describe("SQLite atomicity", () => {
  it("keeps no inquiry when its outbox entry cannot be written", async () => {
    const file = freshFile();
    const store = new SqliteInquiryStore(file);
    await store.migrate();
    const other = createClient({ url: `file:${file}` });
    await other.execute("DROP TABLE inquiry_outbox");
    other.close();
    await expect(store.save(sampleInquiry(), { id: "22222222-2222-4222-8222-222222222222", now: 1 })).rejects.toThrow();
    expect(await store.count()).toBe(0);
    await store.close();
  });
});

describe("SQLite uniqueness rule", () => {
  it("refuses a second confirmed booking at one start time even from a writer that skips the checks", async () => {
    const file = freshFile();
    const store = new SqliteInquiryStore(file);
    await store.migrate();
    await store.book(sampleBooking(), { id: "a0000000-0000-4000-8000-000000000001", now: 0, slot: sessionAt(0), rules: { dailyMaximum: 9, bufferMinutes: 0 } });
    const other = createClient({ url: `file:${file}` });
    const insert = (id: string, status: string) =>
      other.execute({
        sql: `INSERT INTO bookings (id, created_at, starts_at, ends_at, day, status, updated_at, name, email, company, note, time_zone)
              VALUES (?, 0, ?, ?, '2026-11-30', ?, 0, 'X', 'x@example.com', 'X', '', 'UTC')`,
        args: [id, sessionAt(0).start, sessionAt(0).end, status],
      });
    await expect(insert("a0000000-0000-4000-8000-000000000002", "confirmed")).rejects.toThrow(/UNIQUE constraint failed: bookings\.starts_at/);
    await expect(insert("a0000000-0000-4000-8000-000000000003", "cancelled")).resolves.toBeTruthy();
    other.close();
    await store.close();
  });
});

describe("SQLite erasure", () => {
  /** The database file and its write-ahead log, as bytes on disk. */
  function onDisk(file: string): Buffer {
    return Buffer.concat([file, `${file}-wal`].filter((part) => fs.existsSync(part)).map((part) => fs.readFileSync(part)));
  }

  const marker = "Quokka-Zanzibar-7731";
  const rules = { dailyMaximum: 9, bufferMinutes: 0 };
  /** An inquiry or a booking from erase.me@example.com that holds the marker, and one from keep@example.com. */
  const kinds = {
    inquiry: async (store: SqliteInquiryStore) => {
      await store.save(
        sampleInquiry({ name: `Erin ${marker}`, email: "erase.me@example.com", message: `Our plan ${marker} for the merger.` }),
        { id: "77777777-7777-4777-8777-777777777777", now: Date.parse("2024-06-01T00:00:00Z") },
      );
      await store.save(sampleInquiry({ email: "keep@example.com" }), { id: "88888888-8888-4888-8888-888888888888", now: Date.parse("2026-01-01T00:00:00Z") });
    },
    booking: async (store: SqliteInquiryStore) => {
      const erased = sampleBooking({ name: `Erin ${marker}`, email: "erase.me@example.com", note: `About ${marker}.` });
      await store.book(erased, { id: "b0000000-0000-4000-8000-000000000001", now: 0, slot: sessionAt(0), rules });
      await store.book(sampleBooking({ email: "keep@example.com" }), { id: "b0000000-0000-4000-8000-000000000002", now: 0, slot: sessionAt(0, "2026-12-02"), rules });
    },
  };

  it.each([
    ["an inquiry", "a deletion request", kinds.inquiry, (store: SqliteInquiryStore) => store.deleteByEmail("  Erase.Me@Example.COM ")],
    ["an inquiry", "the retention purge", kinds.inquiry, (store: SqliteInquiryStore) => store.deleteReceivedBefore(new Date("2025-01-01T00:00:00Z"))],
    ["a booking and its invitations", "a deletion request", kinds.booking, (store: SqliteInquiryStore) => store.deleteBookingsByEmail("ERASE.ME@example.com")],
    ["a booking and its invitations", "the retention purge", kinds.booking, (store: SqliteInquiryStore) => store.deleteBookingsBefore(new Date("2026-12-01T00:00:00Z"))],
  ])("leaves none of %s in the file or its write-ahead log after %s", async (_, __, seed, erase) => {
    const file = freshFile();
    const store = new SqliteInquiryStore(file);
    await store.migrate();
    await seed(store);
    expect(onDisk(file).includes(marker)).toBe(true);

    expect(await erase(store)).toBe(1);
    const bytes = onDisk(file);
    expect(bytes.includes(marker)).toBe(false);
    expect(bytes.includes("erase.me@example.com")).toBe(false);
    expect(bytes.includes("keep@example.com")).toBe(true);
    await store.close();
  });
});
