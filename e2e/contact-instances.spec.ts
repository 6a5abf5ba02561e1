import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { TestSmtpServer } from "../test/support/smtp";
import { storedInquiries, validInquiry } from "./support/inquiries";
import { startServer, type TestServer } from "./support/server";
import { extraPort } from "./support/env";
import { scratchDatabase } from "./support/postgres";

/**
 * The contact pipeline as operators run it: several instances on one database, another process
 * locking the SQLite file, a crash in the middle of delivery, a deploy's SIGTERM. Every test is
 * bounded in time; servers and the mail server listen on loopback only.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const post = (server: TestServer, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin, ...headers },
    body: JSON.stringify(body),
  });

async function idOf(response: Response): Promise<string> {
  return ((await response.json()) as { id: string }).id;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once("exit", () => resolve()));

test("another process's write lock on the SQLite file freezes nothing, and the inquiry is kept", async () => {
  const server = await startServer({ port: extraPort(50), dataDir: ".tmp/e2e-lock" });
  try {
    expect((await post(server, validInquiry({ email: "before.lock@example.com" }))).status).toBe(201);
    // Warm up: the first render of a page loads its code, which is not what is measured here.
    for (let index = 0; index < 3; index += 1) await (await fetch(`${server.origin}/`)).arrayBuffer();
    // A backup tool or the staff command holds a write transaction for five seconds.
    const script = `
      const Database = require("libsql");
      const db = new Database(process.argv[1]);
      db.exec("BEGIN IMMEDIATE");
      db.exec("DELETE FROM inquiry_outbox WHERE 0");
      process.stdout.write("locked\\n");
      setTimeout(() => { db.exec("ROLLBACK"); db.close(); process.exit(0); }, 5000);
    `;
    const locker = spawn(process.execPath, ["-e", script, `${server.dataDir}/inquiries.db`], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve) => locker.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve()));
    const lockedAt = Date.now();

    const inquiry = (async () => {
      const started = Date.now();
      const response = await post(server, validInquiry({ email: "during.lock@example.com" }));
      return { status: response.status, ms: Date.now() - started, id: response.status === 201 ? await idOf(response) : null };
    })();
    const latencies: number[] = [];
    while (Date.now() - lockedAt < 4_800) {
      const started = performance.now();
      const page = await fetch(`${server.origin}/`);
      await page.arrayBuffer();
      expect(page.status).toBe(200);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const answer = await inquiry;
    await exited(locker);

    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `pages during a 5 s lock: ${latencies.length} requests, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, ` +
        `max ${sorted[sorted.length - 1]!.toFixed(0)} ms; inquiry ${answer.status} after ${answer.ms} ms`,
    );
    // A blocked event loop holds every page for the whole lock (one page in 5.4 s before this was
    // fixed). The 250 ms budget is a figure for the report, not an assertion: on a shared, busy
    // test machine scheduling alone can delay a page by several hundred milliseconds.
    expect(latencies.length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...latencies)).toBeLessThan(2_000);
    expect([201, 503]).toContain(answer.status);
    expect(answer.ms).toBeLessThan(10_000);

    // The first inquiry after the lock succeeds without a restart.
    const after = await post(server, validInquiry({ email: "after.lock@example.com" }));
    expect(after.status).toBe(201);
    const emails = (await storedInquiries(server.dataDir)).map((stored) => stored.email);
    expect(emails).toContain("after.lock@example.com");
    if (answer.status === 201) expect(emails).toContain("during.lock@example.com");
  } finally {
    await server.stop();
  }
});

test.describe("two instances on one SQLite file", () => {
  let first: TestServer;
  let second: TestServer;
  const env = { CONTACT_RATE_LIMIT: "3", CONTACT_RATE_WINDOW_S: "600", TRUST_PROXY: "2" };

  test.beforeAll(async () => {
    first = await startServer({ port: extraPort(51), dataDir: ".tmp/e2e-shared", env });
    second = await startServer({ port: extraPort(52), dataDir: ".tmp/e2e-shared", env, fresh: false });
  });
  test.afterAll(async () => {
    await first?.stop();
    await second?.stop();
  });

  test("share the rate limit: 201, 201, 201, 429 from one client spread over both", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let index = 0; index < 4; index += 1) {
      // Two proxies in front: the client is the second address from the right. What the visitor
      // put further left, and X-Real-IP, change nothing.
      last = await post([first, second][index % 2]!, validInquiry(), {
        "x-forwarded-for": `10.66.0.${index}, 203.0.113.50, 10.0.0.1`,
        "x-real-ip": `10.77.0.${index}`,
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const retryAfter = Number(last!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another client behind the same proxies is not affected.
    expect((await post(second, validInquiry(), { "x-forwarded-for": "203.0.113.51, 10.0.0.1" })).status).toBe(201);
  });

  test("answer a repeated Idempotency-Key with the first inquiry, whichever instance gets it", async () => {
    const key = { "idempotency-key": "5b0c2a9e8f7d4c3b2a1f0e9d8c7b6a50", "x-forwarded-for": "198.51.100.80, 10.0.0.1" };
    const inquiry = validInquiry({ email: "twice.clicked@example.com" });
    const answers = await Promise.all([post(first, inquiry, key), post(second, inquiry, key)]);
    expect(answers.map((response) => response.status)).toEqual([201, 201]);
    const [a, b] = await Promise.all(answers.map(idOf));
    expect(b).toBe(a);
    const again = await post(second, inquiry, key);
    expect(again.status).toBe(201);
    expect(await idOf(again)).toBe(a);
    expect((await storedInquiries(first.dataDir)).filter((stored) => stored.email === inquiry.email)).toHaveLength(1);
  });

  test("every response carries the security headers, the server's own answers and a 500 included", async () => {
    /** The head of the answer to a request written as is. */
    const headOf = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(first.port, "127.0.0.1", () => socket.write(request));
        let text = "";
        socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
        socket.on("end", () => resolve(text.split("\r\n\r\n")[0] ?? ""));
        socket.on("error", reject);
      });
    const answers = [
      // A target Next.js cannot parse, a method it cannot handle, one Node.js cannot parse, and Next.js's own 500.
      ["GET * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", /^HTTP\/1\.1 400 /],
      ["TRACE /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", /^HTTP\/1\.1 405 /],
      ["BREW /about HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", /^HTTP\/1\.1 400 /],
      ["GET /_global-error HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", /^HTTP\/1\.1 500 /],
    ] as const;
    for (const [request, status] of answers) {
      const head = await headOf(request);
      expect(head).toMatch(status);
      for (const header of ["content-security-policy", "strict-transport-security", "x-content-type-options", "referrer-policy", "permissions-policy"]) {
        expect(head.toLowerCase()).toContain(`${header}:`);
      }
      expect(head).toMatch(/^cache-control: no-store\r?$/im);
      // HSTS preload is a setting, off unless HSTS_PRELOAD=1 at build time.
      expect(head).toMatch(/strict-transport-security: max-age=63072000; includeSubDomains\r?$/im);
    }
  });
});

test("two instances on PostgreSQL, one killed mid-delivery: every acknowledged inquiry e-mailed exactly once", async () => {
  // Bounded waits below: 30 s for A to start mailing, 60 s for it to hold a send, 60 s for delivery.
  test.setTimeout(180_000);
  const { url: databaseUrl, drop } = await scratchDatabase("e2e_instances");

  const smtp = await new TestSmtpServer().start();
  const senders = { a: "website-a@arcforge.test", b: "website-b@arcforge.test" };
  const env = (from: string) => ({
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    CONTACT_TO: "inquiries@arcforge.test",
    CONTACT_FROM: from,
    CONTACT_DELIVERY_POLL_MS: "200",
    // Leases of 6 s, renewed every 1.5 s while a send is under way; the killed instance's run out
    // 6 s after the kill. Sends may take up to 20 s, so a slow (busy) machine aborts none.
    CONTACT_DELIVERY_LEASE_MS: "6000",
    CONTACT_SEND_TIMEOUT_MS: "20000",
    CONTACT_RETRY_BASE_MS: "200",
    CONTACT_RETRY_MAX_MS: "1000",
    TRUST_PROXY: "1",
  });
  let a = await startServer({ port: extraPort(53), dataDir: ".tmp/e2e-pg-a", env: env(senders.a) });
  const b = await startServer({ port: extraPort(54), dataDir: ".tmp/e2e-pg-b", env: env(senders.b) });
  let aUp = true;

  const total = 300;
  const acknowledged: string[] = [];
  let unanswered = 0;
  let next = 0;
  const send = async () => {
    while (next < total) {
      const index = next++;
      const server = index % 2 === 0 && aUp ? a : b;
      try {
        const response = await post(server, validInquiry({ email: `lead.${index}@example.com` }), {
          "x-forwarded-for": `198.51.${Math.floor(index / 250)}.${index % 250}`,
        });
        if (response.status === 201) acknowledged.push(await idOf(response));
        else unanswered += 1;
      } catch {
        unanswered += 1; // the connection died with the server: never acknowledged
      }
    }
  };

  try {
    const load = Promise.all(Array.from({ length: 6 }, send));

    // Mid-run, hold the mail server's answers to instance A so that its sends are under way,
    // then kill it. Messages whose "250 OK" A never received were not handed over.
    await expect.poll(() => smtp.messages.filter((mail) => mail.from === senders.a).length, { timeout: 30_000 }).toBeGreaterThan(20);
    // What counts is a message of A's held unacknowledged, whether its send began before the pause
    // or after. A works in batches and starts the next only when the last is over, so a held send
    // from before the pause may be all there is; and if the load has already run dry for A, it is
    // given one more inquiry at a time until it is sending one.
    smtp.paused.add(senders.a);
    const holdingA = () => (smtp.held.get(senders.a) ?? 0) > 0;
    const holdDeadline = Date.now() + 60_000;
    while (!holdingA()) {
      if (Date.now() > holdDeadline) throw new Error("instance A never had a send under way in 60 s");
      if (next >= total) {
        const response = await post(a, validInquiry({ email: `lead.extra.${acknowledged.length}@example.com` }));
        expect(response.status).toBe(201);
        acknowledged.push(await idOf(response));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // A's sends acknowledged before the pause have had time to be recorded.
    await new Promise((resolve) => setTimeout(resolve, 400));
    aUp = false;
    await a.stop("SIGKILL");
    const killedAt = Date.now();
    // Let the mail server notice the dead connections before it would answer them.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    smtp.paused.delete(senders.a);

    a = await startServer({ port: extraPort(53), dataDir: ".tmp/e2e-pg-a", env: env(senders.a), fresh: false });
    aUp = true;
    await load;

    const mailedIds = () => smtp.messages.map((mail) => mail.headers.get("x-inquiry-id") ?? "");
    await expect
      .poll(
        () => {
          const mailed = new Set(mailedIds());
          return acknowledged.filter((id) => !mailed.has(id)).length;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe(0);
    // Leases of the killed instance run out after 6 s: wait past that for any late second copy.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, killedAt + 7_000 - Date.now())));

    const ids = mailedIds();
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    const twice = [...counts].filter(([, count]) => count > 1).map(([id]) => id);
    const messageIds = smtp.messages.map((mail) => mail.headers.get("message-id"));
    console.log(
      `multi-instance: ${acknowledged.length} inquiries answered 201 (${unanswered} unanswered while A was down), ` +
        `${smtp.messages.length} e-mails received for ${counts.size} inquiries, ${twice.length} twice, ` +
        `${smtp.abandoned} sends cut off by the kill; from A ${smtp.messages.filter((mail) => mail.from === senders.a).length}, ` +
        `from B ${smtp.messages.filter((mail) => mail.from === senders.b).length}`,
    );
    expect(acknowledged.length).toBeGreaterThan(250);
    expect(smtp.abandoned).toBeGreaterThan(0);
    expect(twice).toEqual([]);
    expect(acknowledged.every((id) => counts.get(id) === 1)).toBe(true);
    // Every e-mail is for a stored inquiry, with the Message-ID derived from its id.
    expect(new Set(messageIds).size).toBe(messageIds.length);
    for (const mail of smtp.messages) {
      expect(mail.headers.get("message-id")).toBe(`<inquiry-${mail.headers.get("x-inquiry-id")}@arcforge.test>`);
    }
  } finally {
    await a.stop();
    await b.stop();
    await smtp.stop();
    await drop();
  }
});

test("SIGTERM: stops taking requests, answers the one under way, stops delivering, exits in time, loses nothing", async () => {
  const smtp = await new TestSmtpServer().start();
  smtp.refuse = true;
  const env = {
    SMTP_URL: smtp.url,
    CONTACT_TO: "inquiries@arcforge.test",
    CONTACT_FROM: "website@arcforge.test",
    CONTACT_DELIVERY_POLL_MS: "100",
    CONTACT_RETRY_BASE_MS: "100",
    CONTACT_RETRY_MAX_MS: "200",
    CONTACT_DELIVERY_MAX_ATTEMPTS: "1000",
  };
  let server = await startServer({ port: extraPort(55), dataDir: ".tmp/e2e-sigterm", env });
  try {
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push(await idOf(await post(server, validInquiry({ email: `term.${index}@example.com` }))));
    }
    // The mail server refuses, so the worker keeps trying while the server runs.
    await expect.poll(() => smtp.attempts.length, { timeout: 10_000 }).toBeGreaterThan(5);

    // A visitor's inquiry is on its way in (half its body sent) when the deploy stops the server.
    const body = JSON.stringify(validInquiry({ email: "in.flight@example.com" }));
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${server.origin}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.origin, "content-length": Buffer.byteLength(body) },
      });
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on("error", reject);
      request.write(body.slice(0, 40));
      setTimeout(() => request.end(body.slice(40)), 2_000);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const termAt = Date.now();
    const stopped = server.stop("SIGTERM").then(() => Date.now());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${server.origin}/robots.txt`)).rejects.toThrow();

    const answer = await inFlight;
    expect(answer.status).toBe(201);
    const inFlightId = (JSON.parse(answer.body) as { id: string }).id;
    const exitedAt = await stopped;
    console.log(`SIGTERM: exited after ${exitedAt - termAt} ms`);
    expect(exitedAt - termAt).toBeLessThan(10_000);
    // The worker stopped claiming at once: no attempt began after the first half second.
    expect(smtp.attempts.filter((attempt) => attempt.at > termAt + 500)).toEqual([]);
    expect(server.output()).toContain('"event":"delivery.stopped"');

    // Nothing acknowledged was lost: all four are stored, still queued, and go out after a restart.
    const stored = await storedInquiries(server.dataDir);
    expect(stored.map((inquiry) => inquiry.id).sort()).toEqual([...ids, inFlightId].sort());
    expect(stored.every((inquiry) => inquiry.delivery.status === "pending")).toBe(true);
    smtp.refuse = false;
    server = await startServer({ port: extraPort(55), dataDir: ".tmp/e2e-sigterm", env, fresh: false });
    await expect
      .poll(() => new Set(smtp.messages.map((mail) => mail.headers.get("x-inquiry-id"))).size, { timeout: 30_000 })
      .toBe(4);
  } finally {
    await server.stop();
    await smtp.stop();
  }
});
