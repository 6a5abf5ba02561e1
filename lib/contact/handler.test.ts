import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { clientAddress, handleContact, messages, methodNotAllowed, type ContactDependencies } from "./handler";
import { RateLimiter } from "./rate-limit";
import { contactMessages, HONEYPOT_FIELD } from "./schema";
import { SqliteInquiryStore } from "./store-sqlite";

const SITE = "https://www.arcforge.test";
const valid = {
  name: "Dana Whitfield",
  email: "dana@example.com",
  company: "Calder Ridge Bancorp",
  interest: "ai-solutions",
  message: "We want to automate claims triage with machine learning.",
};

let dir: string;
let store: SqliteInquiryStore;
let stored: string[];

function deps(overrides: Partial<ContactDependencies> = {}): ContactDependencies {
  return {
    config: { allowedOrigins: new Set([SITE]), maxBodyBytes: 32 * 1024, trustProxy: false },
    limiter: new RateLimiter(0, 600_000),
    store: async () => store,
    onStored: (id) => stored.push(id),
    ...overrides,
  };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE, "x-forwarded-for": "203.0.113.7", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-handler-"));
  store = new SqliteInquiryStore(path.join(dir, "inquiries.db"));
  await store.migrate();
  stored = [];
});

afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function expectNothingStored() {
  expect(await store.count()).toBe(0);
  expect(stored).toEqual([]);
}

async function answer(response: Response) {
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("POST /api/contact", () => {
  it("stores a valid inquiry, trimmed, and only then answers 201 with its id", async () => {
    const response = await handleContact(post({ ...valid, name: "  Dana Whitfield  " }), deps());
    const { status, body } = await answer(response);
    expect(status).toBe(201);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const saved = await store.get(String(body.id));
    expect(saved).toMatchObject({ ...valid, name: "Dana Whitfield" });
    expect(stored).toEqual([body.id]);
  });

  it("answers 403 to another site's origin and to cross-site fetches", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const { status, body } = await answer(await handleContact(post(valid, headers), deps()));
      expect(status).toBe(403);
      expect(body.error).toBe(messages.forbidden);
    }
    await expectNothingStored();
  });

  it("accepts same-origin and header-less (server-to-server) posts", async () => {
    expect((await handleContact(post(valid, { "sec-fetch-site": "same-origin" }), deps())).status).toBe(201);
    const noOrigin = new Request(`${SITE}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(valid),
    });
    expect((await handleContact(noOrigin, deps())).status).toBe(201);
  });

  it("answers 415 to anything but JSON", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "application/jsonp", ""]) {
      const { status, body } = await answer(await handleContact(post(valid, { "content-type": type }), deps()));
      expect(status).toBe(415);
      expect(body.error).toBe(messages.unsupportedMediaType);
    }
    await expectNothingStored();
  });

  it("answers 413 to a body over 32 KiB, by its declared length or while reading the stream", async () => {
    const big = { ...valid, message: "x".repeat(33 * 1024) };
    expect((await handleContact(post(big), deps())).status).toBe(413);

    // No Content-Length: the stream is cut off once it passes the limit, long before its end.
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 10_000) controller.close();
        else controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    const streamed = new Request(`${SITE}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const { status, body } = await answer(await handleContact(streamed, deps()));
    expect(status).toBe(413);
    expect(body.error).toBe(messages.tooLarge);
    expect(pulled).toBeLessThan(40);
    await expectNothingStored();
  });

  it("accepts a body of exactly 32 KiB", async () => {
    const base = JSON.stringify({ ...valid, message: "" });
    const padding = 32 * 1024 - base.length;
    const message = "a".repeat(Math.min(padding, 5000));
    const body = JSON.stringify({ ...valid, message }) + " ".repeat(32 * 1024 - JSON.stringify({ ...valid, message }).length);
    expect(Buffer.byteLength(body)).toBe(32 * 1024);
    expect((await handleContact(post(body), deps())).status).toBe(201);
  });

  it("answers 400 to broken JSON and to JSON that is not an object", async () => {
    for (const raw of ["{", "", "nul", '{"name": "x",}', "\u0000"]) {
      const { status, body } = await answer(await handleContact(post(raw), deps()));
      expect(status).toBe(400);
      expect(body.error).toBe(messages.invalidJson);
    }
    for (const raw of ["[]", "null", '"text"', "42", "true"]) {
      const { status, body } = await answer(await handleContact(post(raw), deps()));
      expect(status).toBe(400);
      expect(body.error).toBe(messages.notAnObject);
    }
    const invalidUtf8 = new Request(`${SITE}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect((await handleContact(invalidUtf8, deps())).status).toBe(400);
    await expectNothingStored();
  });

  it("answers 400 with the spec's message for each broken rule", async () => {
    const { status, body } = await answer(
      await handleContact(post({ name: "D", email: "not-an-email", company: "C", interest: "", message: "short" }), deps()),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      error: messages.invalid,
      fields: {
        name: contactMessages.name,
        email: contactMessages.email,
        company: contactMessages.company,
        interest: contactMessages.interest,
        message: contactMessages.message,
      },
    });
    await expectNothingStored();
  });

  it("reports missing fields and wrong types with the field's message", async () => {
    const { body } = await answer(await handleContact(post({ name: 42, email: ["a@b.co"], interest: "sales" }), deps()));
    expect(body.fields).toEqual({
      name: contactMessages.name,
      email: contactMessages.email,
      company: contactMessages.company,
      interest: contactMessages.interest,
      message: contactMessages.message,
    });
    await expectNothingStored();
  });

  it("enforces the maximum lengths with their own messages", async () => {
    const { body } = await answer(
      await handleContact(
        post({
          name: "n".repeat(101),
          email: `${"e".repeat(250)}@example.com`,
          company: "c".repeat(201),
          interest: "other",
          message: "m".repeat(5001),
        }),
        deps(),
      ),
    );
    expect(body.fields).toEqual({
      name: contactMessages.nameTooLong,
      email: contactMessages.emailTooLong,
      company: contactMessages.companyTooLong,
      message: contactMessages.messageTooLong,
    });
    await expectNothingStored();
  });

  it("rejects line breaks and NUL in single-line fields, and NUL in the message", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ name: "Dana\r\nBcc: victim@example.com" }, "name", contactMessages.singleLine],
      [{ company: "Calder\nRidge" }, "company", contactMessages.singleLine],
      [{ name: "Dana\u0000" }, "name", contactMessages.singleLine],
      [{ email: "dana@example.com\r\nBcc: x@y.z" }, "email", contactMessages.email],
      [{ message: "Hello there, this has a NUL \u0000 inside." }, "message", contactMessages.invalidCharacters],
      [{ name: "\r\nDana Whitfield" }, "name", contactMessages.singleLine],
      [{ company: "Calder Ridge\n" }, "company", contactMessages.singleLine],
      [{ company: "Calder \ud800 Ridge" }, "company", contactMessages.invalidCharacters],
      [{ message: "A lone surrogate \udc00 is not text." }, "message", contactMessages.invalidCharacters],
    ];
    for (const [change, field, message] of cases) {
      const { status, body } = await answer(await handleContact(post({ ...valid, ...change }), deps()));
      expect(status).toBe(400);
      expect((body.fields as Record<string, string>)[field]).toBe(message);
    }
    // Line breaks are fine inside the message itself.
    expect((await handleContact(post({ ...valid, message: "Line one\r\nLine two\nLine three" }), deps())).status).toBe(201);
  });

  it("ignores unknown and prototype-polluting keys", async () => {
    const raw = `{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}, "extra": 1, ${JSON.stringify(valid).slice(1)}`;
    const { status, body } = await answer(await handleContact(post(raw), deps()));
    expect(status).toBe(201);
    const saved = await store.get(String(body.id));
    expect(Object.keys(saved ?? {}).sort()).toEqual(["company", "createdAt", "delivery", "email", "id", "interest", "message", "name"]);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("answers a filled honeypot like a success and keeps nothing", async () => {
    const { status, body } = await answer(await handleContact(post({ ...valid, [HONEYPOT_FIELD]: "555-0100" }), deps()));
    expect(status).toBe(201);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    await expectNothingStored();
    // Even when the rest is junk, the bot learns nothing.
    expect((await handleContact(post({ [HONEYPOT_FIELD]: "x" }), deps())).status).toBe(201);
    await expectNothingStored();
  });

  it("answers 429 with Retry-After past the limit, per client address", async () => {
    let now = 1_000_000;
    const limited = deps({ limiter: new RateLimiter(2, 600_000), now: () => now });
    expect((await handleContact(post(valid), limited)).status).toBe(201);
    now += 1_000;
    expect((await handleContact(post(valid), limited)).status).toBe(201);
    now += 1_000;
    const blocked = await handleContact(post(valid), limited);
    const { status, body } = await answer(blocked);
    expect(status).toBe(429);
    expect(body.error).toBe(messages.rateLimited);
    expect(blocked.headers.get("retry-after")).toBe("598");
    expect(await store.count()).toBe(2);

    // Another address is not affected; the first is free again once the window has passed.
    expect((await handleContact(post(valid, { "x-forwarded-for": "198.51.100.9" }), limited)).status).toBe(201);
    now += 598_000;
    expect((await handleContact(post(valid), limited)).status).toBe(201);
  });

  it("answers 503 and keeps nothing when storage is unavailable", async () => {
    const broken = deps({ store: async () => Promise.reject(new Error("database is down")) });
    const response = await handleContact(post(valid), broken);
    const { status, body } = await answer(response);
    expect(status).toBe(503);
    expect(body.error).toBe(messages.unavailable);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(JSON.stringify(body)).not.toContain("database is down");
    await expectNothingStored();
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    const response = methodNotAllowed();
    const { status } = await answer(response);
    expect(status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("clientAddress", () => {
  const request = (forwarded: string) => new Request(SITE, { headers: { "x-forwarded-for": forwarded } });

  it("uses the address server.mjs pinned from the socket", () => {
    expect(clientAddress(request("203.0.113.7"), false)).toBe("203.0.113.7");
  });

  it("behind a trusted proxy, uses the hop the proxy appended", () => {
    expect(clientAddress(request("10.0.0.1, 198.51.100.23"), true)).toBe("198.51.100.23");
  });
});

describe("logging", () => {
  it("never writes a visitor's name, address, company, message or IP", async () => {
    process.env.CONTACT_LOG = "verbose";
    const lines: string[] = [];
    const spies = (["info", "warn", "error", "log"] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.join(" "))),
    );
    try {
      const secret = {
        name: "Zebulon Quarterfield",
        email: "zebulon.q@secret-mail.example",
        company: "Quarterfield Holdings",
        interest: "other",
        message: "Confidential: our merger with Northwind closes in May.",
      };
      const ip = { "x-forwarded-for": "192.0.2.222" };
      await handleContact(post(secret, ip), deps());
      await handleContact(post({ ...secret, name: "Z" }, ip), deps());
      await handleContact(post({ ...secret, [HONEYPOT_FIELD]: "x" }, ip), deps());
      await handleContact(post(secret, ip), deps({ limiter: new RateLimiter(1, 60_000) }));
      await handleContact(post(secret, ip), deps({ store: async () => Promise.reject(new Error(secret.email)) }));
      expect(lines.length).toBeGreaterThan(0);
      const output = lines.join("\n");
      for (const value of [secret.name, secret.email, secret.company, "Northwind", "192.0.2.222"]) {
        expect(output).not.toContain(value);
      }
    } finally {
      spies.forEach((spy) => spy.mockRestore());
      process.env.CONTACT_LOG = "silent";
    }
  });
});
