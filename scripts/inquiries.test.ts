import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient } from "@libsql/client";
import { SqliteInquiryStore } from "../lib/contact/store-sqlite";
import { TestSmtpServer } from "../test/support/smtp";
import { sampleInquiry } from "../lib/contact/store.contract";

const run = promisify(execFile);

// Each test starts the command-line tool up to four times; on a busy machine that outlasts 30 s.
jest.setTimeout(120_000);
let dir: string;
let databaseUrl: string;

async function cli(...args: string[]) {
  return run(process.execPath, [require.resolve("tsx/cli"), "scripts/inquiries.ts", ...args], {
    cwd: path.resolve(__dirname, ".."),
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "inquiries-cli-"));
  databaseUrl = `file:${path.join(dir, "inquiries.db")}`;
  const store = new SqliteInquiryStore(path.join(dir, "inquiries.db"));
  await store.migrate();
  await store.save(sampleInquiry({ name: "Older Lead" }), { id: "aaaaaaaa-0000-4000-8000-000000000001", now: 1_700_000_000_000 });
  await store.save(sampleInquiry({ name: "Newer Lead", email: "newer@example.com" }), {
    id: "aaaaaaaa-0000-4000-8000-000000000002",
    now: 1_700_000_100_000,
  });
  const [job] = (await store.claimDue(1_700_000_000_000, 1, 1_000)).filter(
    (claimed) => claimed.inquiry.id === "aaaaaaaa-0000-4000-8000-000000000001",
  );
  await store.markFailed("aaaaaaaa-0000-4000-8000-000000000001", job!.lease.token, 20, "ECONNREFUSED");
  await store.close();
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("npm run inquiries", () => {
  it("delivers what is due when asked, and refuses without mail settings", async () => {
    await expect(cli("deliver")).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("SMTP_URL") });
  });

  it("lists the latest inquiries, newest first, in a table", async () => {
    const { stdout, stderr } = await cli("list");
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^Received \(UTC\)/);
    expect(lines[2]).toContain("Newer Lead");
    expect(lines[3]).toContain("Older Lead");
    expect(lines[3]).toContain("failed");
    expect(stderr).toContain("2 inquiries in total.");
  });

  it("exports JSON lines and CSV", async () => {
    const json = (await cli("export", "--format", "json")).stdout.trimEnd().split("\n").map((line) => JSON.parse(line));
    expect(json.map((record) => record.name)).toEqual(["Older Lead", "Newer Lead"]);
    expect(Object.keys(json[0])).toEqual([
      "id", "createdAt", "name", "email", "company", "interest", "message", "deliveryStatus", "deliveryAttempts", "deliveredAt",
    ]);
    expect(json[0].deliveryStatus).toBe("failed");

    const csv = (await cli("export", "--format", "csv")).stdout.split("\r\n");
    expect(csv[0]).toBe("id,createdAt,name,email,company,interest,message,deliveryStatus,deliveryAttempts,deliveredAt");
    expect(csv).toHaveLength(4);
  });

  it("purges inquiries past the retention period", async () => {
    // Both seeded inquiries date from November 2023; a 1200-month period keeps them.
    expect((await cli("purge", "--older-than-months", "1200")).stdout).toContain("Deleted 0 inquiries and 0 bookings");
    await expect(cli("purge", "--older-than-months", "0")).rejects.toMatchObject({ code: 2 });
  });

  it("explains bad arguments", async () => {
    await expect(cli("export", "--format", "xml")).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("--format must be json or csv") });
    await expect(cli("launch")).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown command "launch"') });
  });

  it("queues failed deliveries again and erases a visitor's inquiries on request", async () => {
    expect((await cli("retry-failed")).stdout).toContain("1 failed delivery queued again");
    const { stdout } = await cli("delete", "--email", "  NEWER@Example.com  ");
    expect(stdout).toContain("Deleted 1 inquiry and 0 bookings");
    expect(stdout).toContain("overwritten in the database file and its write-ahead log");
    const file = databaseUrl.replace(/^file:/, "");
    const onDisk = Buffer.concat([file, `${file}-wal`].filter((part) => fs.existsSync(part)).map((part) => fs.readFileSync(part)));
    expect(onDisk.includes("newer@example.com")).toBe(false);
    expect(onDisk.includes("Newer Lead")).toBe(false);
    const json = (await cli("export", "--format", "json")).stdout.trimEnd().split("\n");
    expect(json).toHaveLength(1);
    expect(JSON.parse(json[0]!).deliveryStatus).toBe("pending");
  });
});

describe("npm run inquiries on rows the site would not write", () => {
  it("lists them with their raw values, and escapes a CSV export's controls only on a terminal", async () => {
    const dir2 = fs.mkdtempSync(path.join(os.tmpdir(), "inquiries-raw-"));
    const file = path.join(dir2, "inquiries.db");
    const env = { ...process.env, DATABASE_URL: `file:${file}` };
    try {
      const store = new SqliteInquiryStore(file);
      await store.migrate();
      await store.save(sampleInquiry({ message: "Typed with a bare\rcarriage return." }), { id: "cccccccc-0000-4000-8000-000000000001", now: 1_700_000_000_000 });
      await store.close();
      // A retired interest, written by hand.
      const other = createClient({ url: `file:${file}` });
      await other.execute("UPDATE inquiries SET interest = 'data-strategy'");
      other.close();

      const cliPath = `${process.execPath} ${require.resolve("tsx/cli")} scripts/inquiries.ts`;
      const cwd = path.resolve(__dirname, "..");
      const listed = await run(process.execPath, [require.resolve("tsx/cli"), "scripts/inquiries.ts", "list"], { cwd, env });
      expect(listed.stdout).toContain("data-strategy");

      // script(1) gives the command a terminal.
      const onTerminal = await run("script", ["-qec", `${cliPath} export --format csv`, "/dev/null"], { cwd, env });
      expect(onTerminal.stdout).toContain("Typed with a bare\\x0dcarriage return.");
      const output = path.join(dir2, "export.csv");
      await run("script", ["-qec", `${cliPath} export --format csv --output ${output}`, "/dev/null"], { cwd, env });
      expect(fs.readFileSync(output, "utf8")).toContain("Typed with a bare\rcarriage return.");
    } finally {
      fs.rmSync(dir2, { recursive: true, force: true });
    }
  });
});

describe("npm run inquiries -- deliver", () => {
  it("e-mails the pending inquiries through the configured server", async () => {
    const smtp = await new TestSmtpServer().start();
    const dir2 = fs.mkdtempSync(path.join(os.tmpdir(), "inquiries-deliver-"));
    try {
      const store = new SqliteInquiryStore(path.join(dir2, "inquiries.db"));
      await store.migrate();
      await store.save(sampleInquiry(), { id: "bbbbbbbb-0000-4000-8000-000000000001", now: Date.now() - 1000 });
      await store.close();
      const { stdout } = await run(process.execPath, [require.resolve("tsx/cli"), "scripts/inquiries.ts", "deliver"], {
        cwd: path.resolve(__dirname, ".."),
        env: {
          ...process.env,
          DATABASE_URL: `file:${path.join(dir2, "inquiries.db")}`,
          SMTP_URL: smtp.url,
          CONTACT_TO: "inquiries@arcforge.test",
          CONTACT_FROM: "website@arcforge.test",
        },
      });
      expect(stdout).toContain("Delivery pass done: 0 pending, 0 failed.");
      expect(smtp.messages.map((mail) => mail.headers.get("x-inquiry-id"))).toEqual(["bbbbbbbb-0000-4000-8000-000000000001"]);
    } finally {
      await smtp.stop();
      fs.rmSync(dir2, { recursive: true, force: true });
    }
  });
});
