import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sampleInquiry } from "./store.contract";
import { SqliteInquiryStore } from "./store-sqlite";

/**
 * Another process (the staff command, a second instance, a backup tool) holding a write
 * transaction on the inquiry file must not freeze this process: every other request keeps being
 * served while a save waits, and the connection is usable again once the lock clears.
 */

let dir: string;
let file: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "inquiries-lock-"));
  file = path.join(dir, "inquiries.db");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Starts a process that holds a write lock on `file` for `ms`; resolves once the lock is held. */
async function holdWriteLock(ms: number): Promise<ChildProcess> {
  const script = `
    const Database = require("libsql");
    const db = new Database(process.argv[1]);
    db.exec("BEGIN IMMEDIATE");
    db.exec("INSERT INTO schema_migrations (version, applied_at) VALUES (999, 'lock')");
    process.stdout.write("locked\\n");
    setTimeout(() => { db.exec("ROLLBACK"); db.close(); process.exit(0); }, Number(process.argv[2]));
  `;
  const child = spawn(process.execPath, ["-e", script, file, String(ms)], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`lock holder exited early (${code})`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
  });
  return child;
}

/** The longest the event loop went without running a short timer while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ stallMs: number; result: PromiseSettledResult<T> }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 10);
  const [result] = await Promise.allSettled([work()]);
  clearInterval(timer);
  stallMs = Math.max(stallMs, performance.now() - last);
  return { stallMs, result: result! };
}

function exited(child: ChildProcess) {
  return child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once("exit", () => resolve()));
}

describe("SQLite store under another process's write lock", () => {
  it("waits for the lock without blocking the event loop, then commits", async () => {
    const store = new SqliteInquiryStore(file);
    await store.migrate();
    const locker = await holdWriteLock(2_500);
    try {
      const started = Date.now();
      const { stallMs, result } = await longestStall(() =>
        store.save(sampleInquiry(), { id: "44444444-4444-4444-8444-444444444444", now: Date.now() }),
      );
      expect(result.status).toBe("fulfilled");
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      // A blocked loop would stall for the whole lock; the margin is for a busy test machine.
      expect(stallMs).toBeLessThan(1_000);
    } finally {
      await exited(locker);
    }
    expect(await store.count()).toBe(1);
    await store.close();
  });

  it("gives up within its wait limit, and the next save succeeds once the lock clears", async () => {
    const store = new SqliteInquiryStore(file, { lockWaitMs: 800 });
    await store.migrate();
    const locker = await holdWriteLock(2_000);
    const started = Date.now();
    const { stallMs, result } = await longestStall(() =>
      store.save(sampleInquiry(), { id: "55555555-5555-4555-8555-555555555555", now: Date.now() }),
    );
    expect(result.status).toBe("rejected");
    expect(Date.now() - started).toBeLessThan(1_900);
    expect(stallMs).toBeLessThan(1_000);
    await exited(locker);

    await store.save(sampleInquiry(), { id: "66666666-6666-4666-8666-666666666666", now: Date.now() });
    expect((await store.exportAll()).map((inquiry) => inquiry.id)).toEqual(["66666666-6666-4666-8666-666666666666"]);
    await store.close();
  });

  it("answers a client over its limit from a read while the lock is held: no write, no wait", async () => {
    const store = new SqliteInquiryStore(file, { lockWaitMs: 5_000 });
    await store.migrate();
    const rateLimit = { client: "203.0.113.9", limit: 1, windowMs: 60_000 };
    await store.submit(sampleInquiry(), { id: "99999999-9999-4999-8999-999999999999", now: Date.now(), rateLimit });
    const locker = await holdWriteLock(3_000);
    try {
      const started = Date.now();
      expect(await store.precheck({ now: Date.now(), rateLimit })).toMatchObject({ outcome: "rate_limited" });
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      await exited(locker);
    }
    await store.close();
  });
});

