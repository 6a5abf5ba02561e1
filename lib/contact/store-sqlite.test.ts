import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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

describe("SQLite erasure", () => {
  /** The database file and its write-ahead log, as bytes on disk. */
  function onDisk(file: string): Buffer {
    return Buffer.concat([file, `${file}-wal`].filter((part) => fs.existsSync(part)).map((part) => fs.readFileSync(part)));
  }

  it.each([
    ["a deletion request", (store: SqliteInquiryStore) => store.deleteByEmail("  Erase.Me@Example.COM ")],
    ["the retention purge", (store: SqliteInquiryStore) => store.deleteReceivedBefore(new Date("2025-01-01T00:00:00Z"))],
  ])("leaves none of the erased text in the file or its write-ahead log after %s", async (_, erase) => {
    const file = freshFile();
    const store = new SqliteInquiryStore(file);
    await store.migrate();
    const marker = "Quokka-Zanzibar-7731";
    await store.save(
      sampleInquiry({ name: `Erin ${marker}`, email: "erase.me@example.com", message: `Our plan ${marker} for the merger.` }),
      { id: "77777777-7777-4777-8777-777777777777", now: Date.parse("2024-06-01T00:00:00Z") },
    );
    await store.save(sampleInquiry({ email: "keep@example.com" }), { id: "88888888-8888-4888-8888-888888888888", now: Date.parse("2026-01-01T00:00:00Z") });
    expect(onDisk(file).includes(marker)).toBe(true);

    expect(await erase(store)).toBe(1);
    const bytes = onDisk(file);
    expect(bytes.includes(marker)).toBe(false);
    expect(bytes.includes("erase.me@example.com")).toBe(false);
    expect(bytes.includes("keep@example.com")).toBe(true);
    await store.close();
  });
});
