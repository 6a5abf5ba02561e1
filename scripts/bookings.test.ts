import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient } from "@libsql/client";
import { sampleBooking } from "../lib/contact/bookings.contract";
import { SqliteInquiryStore } from "../lib/contact/store-sqlite";
import { derivedCalendarKey } from "../lib/booking/token";

const run = promisify(execFile);

// Each test starts the command-line tool several times; on a busy machine that outlasts 30 s.
jest.setTimeout(120_000);
let dir: string;
let databaseUrl: string;
const SECRET = "cli-test-signing-key-0123456789abcdefghij";
const rules = { dailyMaximum: 9, bufferMinutes: 0 };
const DAY = 86_400_000;
/** Sessions a week and two weeks ahead, at a whole hour, so they are neither past nor purged. */
const ahead = (days: number) => {
  const start = Math.ceil((Date.now() + days * DAY) / 3_600_000) * 3_600_000;
  return { start, end: start + 1_800_000, day: new Date(start).toISOString().slice(0, 10) };
};

async function cli(...args: string[]) {
  return run(process.execPath, [require.resolve("tsx/cli"), "scripts/bookings.ts", ...args], {
    cwd: path.resolve(__dirname, ".."),
    env: { ...process.env, DATABASE_URL: databaseUrl, BOOKING_SECRET: SECRET, SITE_URL: "https://www.arcforge.test" },
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookings-cli-"));
  databaseUrl = `file:${path.join(dir, "inquiries.db")}`;
  const store = new SqliteInquiryStore(path.join(dir, "inquiries.db"));
  await store.migrate();
  await store.book(sampleBooking({ name: "Rosa\u001b[31mRed", company: "=HYPERLINK(\"https://evil.example\")" }), {
    id: "cccccccc-0000-4000-8000-000000000001",
    now: Date.now(),
    slot: ahead(7),
    rules,
  });
  await store.book(sampleBooking({ name: "Tomas Berg", email: "tomas@example.com", note: "" }), {
    id: "cccccccc-0000-4000-8000-000000000002",
    now: Date.now(),
    slot: ahead(14),
    rules,
  });
  await store.close();
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("npm run bookings", () => {
  it("lists bookings newest session first, times in the firm's zone, control characters written out", async () => {
    const { stdout } = await cli("list");
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^Session \(New York time\)\s+Status\s+Name/);
    expect(lines[2]).toContain("Tomas Berg");
    expect(lines[3]).toContain("Rosa\\x1b[31mRed");
    expect(stdout).not.toContain("\u001b");
    expect(lines[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2} [AP]M E[SD]T/);
    expect(lines[3]).toContain("pending");
  });

  it("exports JSON lines and CSV, with spreadsheet formulas defused", async () => {
    const json = (await cli("export", "--format", "json")).stdout.trimEnd().split("\n").map((line) => JSON.parse(line));
    expect(json.map((record) => record.name)).toEqual(["Rosa\u001b[31mRed", "Tomas Berg"]);
    expect(Object.keys(json[0])).toEqual(["id", "createdAt", "startsAt", "endsAt", "day", "status", "sequence", "name", "email", "company", "note", "timeZone", "invitations"]);
    const csv = (await cli("export", "--format", "csv")).stdout.split("\r\n");
    expect(csv[0]).toBe("id,createdAt,startsAt,endsAt,day,status,sequence,name,email,company,note,timeZone,invitations");
    expect(csv[1]).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
  });

  it("prints the staff calendar's address, with the key derived from the signing key", async () => {
    const { stdout } = await cli("feed-url");
    expect(stdout.trim()).toBe(`https://www.arcforge.test/api/booking/calendar/${derivedCalendarKey(SECRET)}.ics`);
  });

  it("cancels a booking by id once, queueing the cancellations, and explains what it cannot do", async () => {
    expect((await cli("cancel", "--id", "cccccccc-0000-4000-8000-000000000002")).stdout).toContain("Cancelled.");
    await expect(cli("cancel", "--id", "cccccccc-0000-4000-8000-000000000002")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("already cancelled") });
    await expect(cli("cancel", "--id", "dddddddd-0000-4000-8000-000000000009")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("no booking with that id") });
    await expect(cli("cancel", "--id", "nine")).rejects.toMatchObject({ code: 2 });
    const store = new SqliteInquiryStore(path.join(dir, "inquiries.db"));
    await store.migrate();
    const jobs = await store.invitations.claimDue(Date.now(), 10, 1_000);
    await store.close();
    expect(jobs.filter((job) => job.message.method === "CANCEL").map((job) => job.message.recipient).sort()).toEqual(["firm", "visitor"]);
    expect((await cli("list", "--status", "confirmed")).stdout).not.toContain("Tomas Berg");
  });

  it("erases a visitor's bookings on request, from either command", async () => {
    const { stdout } = await cli("delete", "--email", "  PRIYA.RAMAN@example.com ");
    expect(stdout).toContain("Deleted 0 inquiries and 1 booking from that address.");
    expect(stdout).toContain("overwritten in the database file");
    expect((await cli("export", "--format", "json")).stdout).not.toContain("priya.raman@example.com");
    expect((await cli("purge")).stdout).toContain("Deleted 0 inquiries and 0 bookings from before");
  });
});

describe("npm run bookings on rows the site would not write", () => {
  it("lists and exports them with their raw values, and escapes a CSV export's controls only on a terminal", async () => {
    const rawDir = fs.mkdtempSync(path.join(os.tmpdir(), "bookings-raw-"));
    const file = path.join(rawDir, "inquiries.db");
    const env = { ...process.env, DATABASE_URL: `file:${file}`, BOOKING_SECRET: SECRET };
    try {
      const store = new SqliteInquiryStore(file);
      await store.migrate();
      await store.book(sampleBooking({ note: "Typed with a bare\rcarriage return." }), { id: "eeeeeeee-0000-4000-8000-000000000001", now: Date.now(), slot: ahead(7), rules });
      await store.close();
      // A start that is no time, written by hand.
      const other = createClient({ url: `file:${file}` });
      await other.execute("UPDATE bookings SET starts_at = 'next Tuesday'");
      other.close();

      const tsx = [require.resolve("tsx/cli"), "scripts/bookings.ts"];
      const cwd = path.resolve(__dirname, "..");
      expect((await run(process.execPath, [...tsx, "list"], { cwd, env })).stdout).toContain("next Tuesday");
      const json = JSON.parse((await run(process.execPath, [...tsx, "export", "--format", "json"], { cwd, env })).stdout);
      expect(json.startsAt).toBe("next Tuesday");

      // script(1) gives the command a terminal.
      const command = `${process.execPath} ${tsx.join(" ")} export --format csv`;
      expect((await run("script", ["-qec", command, "/dev/null"], { cwd, env })).stdout).toContain("Typed with a bare\\x0dcarriage return.");
      const output = path.join(rawDir, "export.csv");
      await run("script", ["-qec", `${command} --output ${output}`, "/dev/null"], { cwd, env });
      expect(fs.readFileSync(output, "utf8")).toContain("Typed with a bare\rcarriage return.");
    } finally {
      fs.rmSync(rawDir, { recursive: true, force: true });
    }
  });
});
