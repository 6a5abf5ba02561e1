import { expect, test } from "@playwright/test";
import { TestSmtpServer } from "../test/support/smtp";
import { seededRandom } from "../test/support/random";
import { storedInquiries, validInquiry } from "./support/inquiries";
import { startServer } from "./support/server";
import { extraPort } from "./support/env";

/**
 * The contact server under hostile input, load, a crash and a storage outage. Every test is
 * bounded in time; servers listen on loopback only.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

type Case = { body: string | Buffer; type: string };

/** Thousands of bodies that must all be refused: never a valid inquiry, never a filled honeypot. */
function fuzzCases(count: number, seed = 20261120): Case[] {
  const next = seededRandom(seed);
  const pick = <T,>(items: T[]): T => items[Math.floor(next() * items.length)]!;
  const fields = ["name", "email", "company", "interest", "message"] as const;
  const cases: Case[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = i % 10;
    if (kind === 0) {
      // Broken JSON.
      const text = JSON.stringify(validInquiry());
      cases.push({ body: text.slice(0, Math.floor(next() * text.length)), type: "application/json" });
    } else if (kind === 1) {
      // Not an object.
      cases.push({ body: JSON.stringify(pick([[], [validInquiry()], "text", 42, null, true])), type: "application/json" });
    } else if (kind === 2) {
      // Prototype keys and deep nesting.
      const depth = 1 + Math.floor(next() * 2000);
      cases.push({
        body: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"name":${"[".repeat(depth)}${"]".repeat(depth)}}`,
        type: "application/json",
      });
    } else if (kind === 3) {
      // Random bytes, sometimes invalid UTF-8.
      const bytes = Buffer.alloc(1 + Math.floor(next() * 512));
      for (let b = 0; b < bytes.length; b += 1) bytes[b] = Math.floor(next() * 256);
      cases.push({ body: bytes, type: "application/json" });
    } else if (kind === 4) {
      // Too large.
      cases.push({ body: JSON.stringify({ ...validInquiry(), message: "y".repeat(33 * 1024 + Math.floor(next() * 20_000)) }), type: "application/json" });
    } else if (kind === 5) {
      // Wrong media type with an otherwise valid body.
      cases.push({ body: JSON.stringify(validInquiry()), type: pick(["text/plain", "application/xml", "multipart/form-data", ""]) });
    } else {
      // A valid inquiry with one to five fields broken, the others sometimes in unusual scripts.
      const invalid: Record<(typeof fields)[number], unknown[]> = {
        name: ["", "A", " B ", "n".repeat(101), "bad\rname", "line\nbreak", "nul\u0000", "half\ud800", 42, null, [], {}],
        company: ["", "C", "   ", "c".repeat(201), "Calder\r\nRidge", "nul\u0000co", 7, false, ["Co"]],
        email: ["no-at-sign", "a@", "x\n@y.z", "a@b.co\r\nBcc: c@d.e", "@@", "", `${"e".repeat(250)}@x.co`, 42, null],
        interest: ["", "sales", "AI-STRATEGY", "other ", 5, null, ["ai-strategy"]],
        message: ["short", "         ", "m".repeat(5001), "ten\u0000chars!", "lone \udc00 half", 42, null, ["a"]],
      };
      const inquiry: Record<string, unknown> = { ...validInquiry() };
      const broken = new Set<(typeof fields)[number]>([pick([...fields])]);
      while (next() < 0.4) broken.add(pick([...fields]));
      for (const field of fields) {
        if (broken.has(field)) {
          if (next() < 0.15) delete inquiry[field];
          else inquiry[field] = pick(invalid[field]);
        } else if (field !== "email" && field !== "interest" && next() < 0.3) {
          inquiry[field] = pick(["日本語のテキストです", "Ünïcödé Çømpány", "🙂 Emoji Holdings 🙂", "'; DROP TABLE inquiries; --"]);
        }
      }
      if (next() < 0.2) Object.assign(inquiry, JSON.parse('{"__proto__":{"polluted":true}}'));
      cases.push({ body: JSON.stringify(inquiry), type: "application/json" });
    }
  }
  return cases;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

test("fuzz: thousands of malformed bodies get only 4xx answers and store nothing", async () => {
  const server = await startServer({ port: extraPort(11), dataDir: ".tmp/e2e-fuzz" });
  try {
    const cases = fuzzCases(3000);
    const statuses = new Map<number, number>();
    const fivexx: string[] = [];
    await inBatches(cases, 25, async (item) => {
      const response = await fetch(`${server.origin}/api/contact`, {
        method: "POST",
        headers: { "content-type": item.type, origin: server.origin },
        body: typeof item.body === "string" ? item.body : new Uint8Array(item.body),
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500 || response.status < 400) {
        fivexx.push(`${response.status}: ${item.body.toString().slice(0, 120)}`);
      }
      await response.arrayBuffer();
    });
    expect(fivexx).toEqual([]);
    expect([...statuses.keys()].sort()).toEqual([400, 413, 415]);
    expect(await storedInquiries(server.dataDir)).toHaveLength(0);
    // Still healthy afterwards, and prototypes were not polluted.
    expect((await fetch(`${server.origin}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: JSON.stringify(validInquiry()),
    })).status).toBe(201);
  } finally {
    await server.stop();
  }
});

test("load: hundreds of concurrent valid submissions are all stored, exactly", async () => {
  const server = await startServer({ port: extraPort(12), dataDir: ".tmp/e2e-load" });
  try {
    const count = 300;
    const ids = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const response = await fetch(`${server.origin}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.origin },
          body: JSON.stringify(validInquiry({ email: `load.${index}@example.com` })),
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { id: string }).id;
      }),
    );
    const stored = await storedInquiries(server.dataDir);
    expect(stored).toHaveLength(count);
    expect(stored.map((inquiry) => inquiry.id).sort()).toEqual([...ids].sort());
    expect(new Set(stored.map((inquiry) => inquiry.email)).size).toBe(count);
  } finally {
    await server.stop();
  }
});

test("crash: after SIGKILL mid-load and a restart, every acknowledged inquiry is stored and e-mailed", async () => {
  const smtp = await new TestSmtpServer().start();
  const env = {
    SMTP_URL: smtp.url,
    CONTACT_TO: "inquiries@arcforge.test",
    CONTACT_FROM: "website@arcforge.test",
    CONTACT_RETRY_BASE_MS: "200",
    CONTACT_DELIVERY_POLL_MS: "200",
    CONTACT_DELIVERY_LEASE_MS: "2000",
  };
  // Mail is refused while the load runs, so acknowledged inquiries are still queued at the crash.
  smtp.refuse = true;
  let server = await startServer({ port: extraPort(13), dataDir: ".tmp/e2e-crash", env });
  const acknowledged: string[] = [];
  try {
    let running = true;
    let sent = 0;
    const worker = async () => {
      while (running) {
        sent += 1;
        try {
          const response = await fetch(`${server.origin}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: server.origin },
            body: JSON.stringify(validInquiry({ email: `crash.${sent}@example.com` })),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        } catch {
          // The connection dies with the server: that request was never acknowledged.
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(100);
    await server.stop("SIGKILL");
    running = false;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(100);

    smtp.refuse = false;
    server = await startServer({ port: extraPort(13), dataDir: ".tmp/e2e-crash", env, fresh: false });

    const stored = new Set((await storedInquiries(server.dataDir)).map((inquiry) => inquiry.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);

    await expect
      .poll(
        () => {
          const mailed = new Set(smtp.messages.map((mail) => mail.headers.get("x-inquiry-id")));
          return acknowledged.filter((id) => !mailed.has(id)).length;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe(0);
  } finally {
    await server.stop();
    await smtp.stop();
  }
});

test("storage unavailable: 503 to the API, the error toast in the browser, nothing written", async ({ browser }) => {
  const server = await startServer({
    port: extraPort(14),
    dataDir: ".tmp/e2e-nostorage",
    env: { DATABASE_URL: "postgres://arcforge@127.0.0.1:9/unreachable" },
  });
  try {
    const response = await fetch(`${server.origin}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: JSON.stringify(validInquiry()),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(/could not save your message/);
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/);

    const page = await browser.newPage({ baseURL: server.origin });
    await page.goto("/#contact");
    await expect(page.locator('form[aria-label="Contact form"][data-ready="true"]')).toBeVisible();
    const inquiry = validInquiry();
    await page.getByLabel("Full Name").fill(inquiry.name);
    await page.getByLabel("Email Address").fill(inquiry.email);
    await page.getByLabel("Company Name").fill(inquiry.company);
    await page.getByLabel("Area of Interest").selectOption(inquiry.interest);
    await page.getByLabel("Message").fill(inquiry.message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText("Error sending message");
    // The visitor is told what the server said: try again later, or write directly.
    await expect(page.locator("[data-sonner-toast]")).toContainText(body.error);
    await expect(page.getByLabel("Message")).toHaveValue(inquiry.message);
    await page.close();

    // The server kept no file of its own either.
    expect(await storedInquiries(server.dataDir)).toHaveLength(0);
  } finally {
    await server.stop();
  }
});
