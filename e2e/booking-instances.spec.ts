import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { alwaysOpenContent } from "./support/booking";
import { extraPort } from "./support/env";
import { scratchDatabase } from "./support/postgres";
import { startServer } from "./support/server";

/**
 * No double booking across instances: fifty visitors ask for the same session at the same moment,
 * spread over two servers on one PostgreSQL database. Exactly one gets 201; every other gets 409
 * with the message to show and the nearest free times, none of them the one taken.
 */
test.describe.configure({ timeout: 120_000 });

test("50 concurrent requests for one slot over two instances on PostgreSQL give exactly one 201", async () => {
  const { url: databaseUrl, drop } = await scratchDatabase("e2e_booking");
  const env = { DATABASE_URL: databaseUrl, CONTENT_DIR: alwaysOpenContent(".tmp/e2e-booking-pg"), TRUST_PROXY: "1" };
  const a = await startServer({ port: extraPort(61), dataDir: ".tmp/e2e-booking-pg-a", env });
  const b = await startServer({ port: extraPort(62), dataDir: ".tmp/e2e-booking-pg-b", env });
  try {
    const { slots } = (await (await fetch(`${a.origin}/api/booking/slots`)).json()) as { slots: { start: string }[] };
    const start = slots[3]!.start;
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const server = index % 2 === 0 ? a : b;
        const response = await fetch(`${server.origin}/api/booking`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.origin, "x-forwarded-for": `198.51.100.${index}` },
          body: JSON.stringify({
            name: `Visitor ${index}`,
            email: `visitor${index}@example.com`,
            company: "Concurrent Co",
            note: "",
            start,
            timeZone: "Europe/London",
          }),
        });
        return { status: response.status, body: (await response.json()) as { error?: string; reason?: string; slots?: { start: string }[] } };
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({ reason: "taken", error: "Someone booked that time a moment ago. Please choose another." });
      expect(refused.body.slots!.length).toBeGreaterThan(0);
      expect(refused.body.slots!.map((slot) => slot.start)).not.toContain(start);
    }
    // Either instance now leaves the time out.
    for (const server of [a, b]) {
      const free = (await (await fetch(`${server.origin}/api/booking/slots`)).json()) as { slots: { start: string }[] };
      expect(free.slots.map((slot) => slot.start)).not.toContain(start);
    }
    const check = new Client({ connectionString: databaseUrl });
    await check.connect();
    const rows = await check.query("SELECT COUNT(*)::int AS n FROM bookings WHERE starts_at = $1", [Date.parse(start)]);
    await check.end();
    expect(rows.rows[0].n).toBe(1);
  } finally {
    await a.stop();
    await b.stop();
    await drop();
  }
});
