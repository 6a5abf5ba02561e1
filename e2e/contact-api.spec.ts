import http from "node:http";
import { expect, test } from "@playwright/test";
import { contactMessages as readContactMessages } from "../lib/contact/copy";
import { HONEYPOT_FIELD } from "../lib/contact/schema";
import { TestSmtpServer } from "../test/support/smtp";
import { storedInquiries, validInquiry } from "./support/inquiries";
import { extraPort } from "./support/env";
import { startServer, type TestServer } from "./support/server";

/** The messages as written in content/pages/common.yaml, limits filled in. */
const contactMessages = readContactMessages();

/**
 * POST /api/contact over real HTTP against the production server: every status it answers, with
 * nothing stored for any rejected request, and delivery of what is stored.
 */
test.describe.configure({ mode: "serial" });

let smtp: TestSmtpServer;
let open: TestServer;

test.beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
  open = await startServer({
    port: extraPort(1),
    dataDir: ".tmp/e2e-api",
    env: {
      SMTP_URL: smtp.url,
      CONTACT_TO: "inquiries@arcforge.test",
      CONTACT_FROM: "Arcforge Website <website@arcforge.test>",
      CONTACT_RETRY_BASE_MS: "200",
      CONTACT_DELIVERY_POLL_MS: "200",
    },
  });
});

test.afterAll(async () => {
  await open?.stop();
  await smtp?.stop();
});

const post = (server: TestServer, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function expectJsonError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = (await response.json()) as { error: string; fields?: Record<string, string> };
  expect(body.error).toBeTruthy();
  expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(js|ts):\d+/);
  return body;
}

test("stores a valid inquiry, answers 201 with its id, and e-mails it to the firm", async () => {
  const inquiry = validInquiry({ email: "api.valid@example.com" });
  const response = await post(open, inquiry);
  expect(response.status).toBe(201);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const { id } = (await response.json()) as { id: string };
  const stored = (await storedInquiries(open.dataDir)).find((row) => row.id === id);
  expect(stored).toMatchObject(inquiry);

  await expect.poll(() => smtp.messages.find((mail) => mail.headers.get("x-inquiry-id") === id), { timeout: 15_000 }).toBeTruthy();
  const mail = smtp.messages.find((message) => message.headers.get("x-inquiry-id") === id)!;
  expect(mail.headers.get("reply-to")).toBe(`${inquiry.name} <${inquiry.email}>`);
  expect(mail.headers.get("subject")).toBe("New website inquiry: AI Solutions Development");
  expect(mail.headers.get("message-id")).toBe(`<inquiry-${id}@arcforge.test>`);
  expect(mail.body).toContain(inquiry.message);
  await expect.poll(async () => (await storedInquiries(open.dataDir)).find((row) => row.id === id)?.delivery.status).toBe("delivered");
});

test("rejects bad requests with a clear JSON error and stores nothing", async () => {
  const before = (await storedInquiries(open.dataDir)).length;

  const invalid = await expectJsonError(await post(open, { ...validInquiry(), name: "J", email: "nope" }), 400);
  expect(invalid.fields).toEqual({ name: contactMessages.name, email: contactMessages.email });
  await expectJsonError(await post(open, "{not json"), 400);
  await expectJsonError(await post(open, "[1,2,3]"), 400);
  await expectJsonError(await post(open, validInquiry(), { "content-type": "text/plain" }), 415);
  // A form post is the site's form sent without JavaScript (lib/contact/form-post.ts); other
  // encodings are refused.
  const multipart = new FormData();
  for (const [name, value] of Object.entries(validInquiry())) multipart.append(name, String(value));
  await expectJsonError(await fetch(`${open.origin}/api/contact`, { method: "POST", headers: { origin: open.origin }, body: multipart }), 415);
  await expectJsonError(await post(open, { ...validInquiry(), message: "x".repeat(40_000) }), 413);
  await expectJsonError(await post(open, validInquiry(), { origin: "https://attacker.example" }), 403);
  await expectJsonError(await post(open, validInquiry(), { "sec-fetch-site": "cross-site" }), 403);
  await expectJsonError(await post(open, { ...validInquiry(), company: "Line\r\nBreak" }), 400);

  for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
    const response = await fetch(`${open.origin}/api/contact`, { method });
    await expectJsonError(response, 405);
    expect(response.headers.get("allow")).toBe("POST");
  }

  expect(await storedInquiries(open.dataDir)).toHaveLength(before);
});

test("answers 413 while the body is still arriving, without waiting for its end", async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(`${open.origin}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: open.origin, "transfer-encoding": "chunked" },
    });
    request.on("response", (response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      request.destroy();
    });
    request.on("error", (error) => ((error as NodeJS.ErrnoException).code === "ECONNRESET" ? undefined : reject(error)));
    request.write(`{"message":"${"x".repeat(40 * 1024)}`);
    // The request is never finished: only a server that checks while reading can answer.
    setTimeout(() => reject(new Error("no answer while the body was still open")), 10_000).unref();
  });
  expect(status).toBe(413);
});

test("answers a filled honeypot as a success, but keeps and sends nothing", async () => {
  const before = (await storedInquiries(open.dataDir)).length;
  const mailsBefore = smtp.messages.length;
  const response = await post(open, { ...validInquiry({ email: "bot@example.com" }), [HONEYPOT_FIELD]: "+1 555 0100" });
  expect(response.status).toBe(201);
  expect(((await response.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await storedInquiries(open.dataDir)).toHaveLength(before);
  expect(smtp.messages).toHaveLength(mailsBefore);
});

test.describe("rate limit", () => {
  test("answers 429 with Retry-After past the limit, whatever X-Forwarded-For claims", async () => {
    const limited = await startServer({
      port: extraPort(2),
      dataDir: ".tmp/e2e-api-limited",
      env: { CONTACT_RATE_LIMIT: "3", CONTACT_RATE_WINDOW_S: "600" },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await post(limited, validInquiry(), { "x-forwarded-for": `198.51.100.${i}` })).status).toBe(201);
      }
      const blocked = await post(limited, validInquiry(), { "x-forwarded-for": "203.0.113.99" });
      await expectJsonError(blocked, 429);
      const retryAfter = Number(blocked.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await storedInquiries(limited.dataDir)).toHaveLength(3);
    } finally {
      await limited.stop();
    }
  });

  test("behind a trusted proxy, counts each client the proxy names", async () => {
    const proxied = await startServer({
      port: extraPort(3),
      dataDir: ".tmp/e2e-api-proxied",
      env: { CONTACT_RATE_LIMIT: "1", TRUST_PROXY: "1" },
    });
    try {
      expect((await post(proxied, validInquiry(), { "x-forwarded-for": "198.51.100.1" })).status).toBe(201);
      expect((await post(proxied, validInquiry(), { "x-forwarded-for": "198.51.100.1" })).status).toBe(429);
      expect((await post(proxied, validInquiry(), { "x-forwarded-for": "198.51.100.2" })).status).toBe(201);
    } finally {
      await proxied.stop();
    }
  });
});

test("a misconfigured pipeline stops the server at start, naming the setting", async () => {
  await expect(
    startServer({ port: extraPort(4), dataDir: ".tmp/e2e-api-misconfigured", env: { SMTP_URL: "smtp://127.0.0.1:2525" } }),
  ).rejects.toThrow(/CONTACT_TO must be an e-mail address/);
});
