import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient, LibsqlBatchError, LibsqlError, type Client } from "@libsql/client";
import { SqliteThread, type SqliteClient } from "./sqlite-thread";

let dir: string;
let thread: SqliteThread;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sqlite-thread-"));
  thread = new SqliteThread();
});
afterEach(async () => {
  await thread.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const url = () => `file:${path.join(dir, "test.db")}`;

const SLOW = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 2000000) SELECT count(*) AS c FROM n";

/** The longest the event loop went without running a short timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<{ stallMs: number; tookMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const started = last;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  await work();
  clearInterval(timer);
  return { stallMs: Math.max(stallMs, performance.now() - last), tookMs: performance.now() - started };
}

describe("SqliteThread", () => {
  it("runs statements without holding the event loop, where libSQL on this thread holds it throughout", async () => {
    const here: Client = createClient({ url: url() });
    const blocked = await longestStall(() => here.execute(SLOW));
    here.close();
    const client = thread.open({ url: url() });
    await client.execute("SELECT 1");
    const threaded = await longestStall(() => client.execute(SLOW));
    // The same work: on this thread the loop stood still for all of it, on the SQLite thread it kept turning.
    expect(blocked.stallMs).toBeGreaterThan(blocked.tookMs * 0.8);
    expect(threaded.stallMs).toBeLessThan(Math.max(100, threaded.tookMs / 4));
  });

  it("answers like libSQL: rows by index and by name, affected rows, batches and errors with their codes", async () => {
    const client = thread.open({ url: url() });
    await client.batch(["CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE, data BLOB)"], "write");
    const inserted = await client.execute({ sql: "INSERT INTO t (name, data) VALUES (?, ?)", args: ["a", new Uint8Array([1, 2])] });
    expect(inserted.rowsAffected).toBe(1);
    expect(inserted.lastInsertRowid).toBe(1n);
    const { rows, columns } = await client.execute("SELECT id, name, data FROM t WHERE name = ?", ["a"]);
    expect(columns).toEqual(["id", "name", "data"]);
    expect(rows[0]?.name).toBe("a");
    expect(rows[0]?.[0]).toBe(1);
    expect(rows[0]?.length).toBe(3);
    expect(new Uint8Array(rows[0]?.data as ArrayBuffer)).toEqual(new Uint8Array([1, 2]));
    expect(Object.keys(rows[0]!)).toEqual(["id", "name", "data"]);

    const duplicate = client.batch([{ sql: "INSERT INTO t (name) VALUES ('b')" }, { sql: "INSERT INTO t (name) VALUES ('a')" }], "write");
    await expect(duplicate).rejects.toBeInstanceOf(LibsqlBatchError);
    await expect(duplicate).rejects.toMatchObject({ code: "SQLITE_CONSTRAINT", statementIndex: 1 });
    // The batch was one transaction: its first insert is gone with it.
    expect((await client.execute("SELECT count(*) AS n FROM t")).rows[0]?.n).toBe(1);
  });

  it("keeps a transaction open across calls until it is committed or rolled back", async () => {
    const client = thread.open({ url: url() });
    await client.execute("CREATE TABLE t (n INTEGER)");
    const kept = await client.transaction("write");
    await kept.execute({ sql: "INSERT INTO t VALUES (?)", args: [1] });
    expect(kept.closed).toBe(false);
    await kept.commit();
    expect(kept.closed).toBe(true);
    await expect(kept.execute("SELECT 1")).rejects.toMatchObject({ code: "TRANSACTION_CLOSED" });

    const dropped = await client.transaction("write");
    await dropped.batch([{ sql: "INSERT INTO t VALUES (2)" }, { sql: "INSERT INTO t VALUES (3)" }]);
    await dropped.rollback();
    expect((await client.execute("SELECT group_concat(n) AS all_n FROM t")).rows[0]?.all_n).toBe("1");
  });

  it("reports why a connection could not be opened with its first statement, and a closed client as closed", async () => {
    const missing = thread.open({ url: `file:${path.join(dir, "no", "such", "folder", "x.db")}` });
    await expect(missing.execute("SELECT 1")).rejects.toThrow(/Unable to open connection/);
    const client: SqliteClient = thread.open({ url: url() });
    client.close();
    await expect(client.execute("SELECT 1")).rejects.toBeInstanceOf(LibsqlError);
  });

  it("does not keep the process alive while it has nothing to do", async () => {
    const script = `
      const { SqliteThread } = require("./lib/contact/sqlite-thread");
      const client = new SqliteThread().open({ url: process.argv[1] });
      client.execute("SELECT 1").then(() => console.log("answered"));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, [require.resolve("tsx/cli"), "-e", script, url()], {
      cwd: path.resolve(__dirname, "../.."),
      timeout: 20_000,
    });
    expect(stdout.trim()).toBe("answered");
  });
});
