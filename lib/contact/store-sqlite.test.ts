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

describeInquiryStoreContract("SQLite", async () => new SqliteInquiryStore(freshFile()));

describe("SQLite durability settings", () => {
  it("uses write-ahead logging with full synchronous commits, on every connection", async () => {
    const file = freshFile();
    const store = new SqliteInquiryStore(file);
    await store.migrate();
    expect(await store.pragmas()).toEqual({ journalMode: "wal", synchronous: 2 });
    await store.close();

    const reopened = new SqliteInquiryStore(file);
    expect(await reopened.pragmas()).toEqual({ journalMode: "wal", synchronous: 2 });
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
