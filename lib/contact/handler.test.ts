import { answers, clientAddress, handleContact, messages, methodNotAllowed, type ContactDependencies } from "./handler";
import { contactMessages as readContactMessages } from "./copy";
import { HONEYPOT_FIELD } from "./schema";
import { SqliteInquiryStore } from "./store-sqlite";
import { scratchStore, SITE, testContactConfig, validFields } from "@/test/support/contact";

// The answers' wording comes from content/pages/common.yaml (contactForm.messages).
const contactMessages = readContactMessages();
const valid = validFields;
const fieldMessages = {
  name: contactMessages.name,
  email: contactMessages.email,
  company: contactMessages.company,
  interest: contactMessages.interest,
  message: contactMessages.message,
};

let scratch: Awaited<ReturnType<typeof scratchStore>>;
let store: SqliteInquiryStore;
let stored: string[];

const baseConfig = testContactConfig;

function deps(overrides: Partial<ContactDependencies> = {}, config: Partial<ContactDependencies["config"]> = {}): ContactDependencies {
  return {
    config: { ...baseConfig, ...config },
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
  scratch = await scratchStore("contact-handler-");
  store = scratch.store;
  stored = [];
});

afterEach(() => scratch.remove());

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
    expect(body.error).toBe(answers().tooLarge);
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
      error: answers().invalid,
      fields: fieldMessages,
    });
    await expectNothingStored();
  });

  it("reports missing fields and wrong types with the field's message", async () => {
    const { body } = await answer(await handleContact(post({ name: 42, email: ["a@b.co"], interest: "sales" }), deps()));
    expect(body.fields).toEqual(fieldMessages);
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

  it("answers a valid body with the trap filled exactly like a success, and keeps and sends nothing", async () => {
    const real = await handleContact(post(valid), deps());
    stored = [];
    await store.deleteByEmail(valid.email);
    const trapped = await handleContact(post({ ...valid, [HONEYPOT_FIELD]: "555-0100" }), deps());
    expect(trapped.status).toBe(201);
    expect([...trapped.headers.keys()].sort()).toEqual([...real.headers.keys()].sort());
    const body = (await trapped.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["id"]);
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expectNothingStored();
  });

  it("gives a filled trap the rate limit a real post gets, and counts it as one", async () => {
    const limited = deps({}, { rateLimit: 2 });
    const trap = { ...valid, [HONEYPOT_FIELD]: "555-0100" };
    expect((await handleContact(post(valid), limited)).status).toBe(201);
    expect((await handleContact(post(trap), limited)).status).toBe(201);
    const overLimit = await handleContact(post(trap), limited);
    expect(overLimit.status).toBe(429);
    expect(overLimit.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await answer(overLimit)).body.error).toBe(answers().rateLimited);
    expect((await handleContact(post(valid), limited)).status).toBe(429);
    expect(await store.count()).toBe(1);
  });

  it("gives a filled trap repeated with the same Idempotency-Key the same id, and keeps nothing", async () => {
    const key = { "idempotency-key": "7d3f1e2a-9b8c-4d5e-8f6a-1b2c3d4e5f60" };
    const trap = { ...valid, [HONEYPOT_FIELD]: "555-0100" };
    const first = await answer(await handleContact(post(trap, key), deps()));
    const again = await answer(await handleContact(post(trap, key), deps()));
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    const other = await answer(await handleContact(post(trap, { "idempotency-key": "0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f" }), deps()));
    expect(other.body.id).not.toBe(first.body.id);
    await expectNothingStored();
  });

  it("answers a filled trap's Idempotency-Key reused with another inquiry 422, as it answers a real post's", async () => {
    const key = { "idempotency-key": "2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091" };
    const trap = { ...valid, [HONEYPOT_FIELD]: "555-0100" };
    const reused = { status: 422, body: { error: messages.idempotencyKeyReused } };
    const first = await answer(await handleContact(post(trap, key), deps()));
    expect(first.status).toBe(201);
    expect(await answer(await handleContact(post({ ...trap, message: "A different question altogether, please." }, key), deps()))).toEqual(reused);
    // The same inquiry, however it was spaced and with or without the trap, is a retry of the first.
    expect(await answer(await handleContact(post({ ...trap, name: ` ${valid.name} ` }, key), deps()))).toEqual(first);
    expect(await answer(await handleContact(post(valid, key), deps()))).toEqual(first);
    expect(await answer(await handleContact(post({ ...valid, company: "Another Company" }, key), deps()))).toEqual(reused);
    await expectNothingStored();
  });

  it("answers a real post's Idempotency-Key reused by a filled trap with another inquiry 422", async () => {
    const key = { "idempotency-key": "8e7d6c5b-4a39-4281-b7c6-d5e4f3a2b1c0" };
    const first = await answer(await handleContact(post(valid, key), deps()));
    expect(first.status).toBe(201);
    const trap = { ...valid, [HONEYPOT_FIELD]: "555-0100" };
    expect(await answer(await handleContact(post({ ...trap, message: "A different question altogether, please." }, key), deps()))).toEqual({
      status: 422,
      body: { error: messages.idempotencyKeyReused },
    });
    expect(await answer(await handleContact(post(trap, key), deps()))).toEqual(first);
    expect(await store.count()).toBe(1);
  });

  it("does not count a filled trap's replayed Idempotency-Key against the rate limit, as for a real post", async () => {
    const key = { "idempotency-key": "5f4e3d2c-1b0a-4998-8776-655443322110" };
    const limited = deps({}, { rateLimit: 1 });
    const trap = { ...valid, [HONEYPOT_FIELD]: "555-0100" };
    const first = await answer(await handleContact(post(trap, key), limited));
    expect(first.status).toBe(201);
    expect(await answer(await handleContact(post(trap, key), limited))).toEqual(first);
    expect(await answer(await handleContact(post(trap, key), limited))).toEqual(first);
    expect((await handleContact(post(trap), limited)).status).toBe(429);
    await expectNothingStored();
  });

  it("validates before looking at the trap: an invalid body gets the same 400 with or without it", async () => {
    const invalid = { ...valid, name: "D", message: "short" };
    const plain = await answer(await handleContact(post(invalid), deps()));
    const trapped = await answer(await handleContact(post({ ...invalid, [HONEYPOT_FIELD]: "x" }), deps()));
    expect(plain.status).toBe(400);
    expect(trapped).toEqual(plain);
    expect((await answer(await handleContact(post({ [HONEYPOT_FIELD]: "x" }), deps()))).status).toBe(400);
    await expectNothingStored();
  });

  it("names the trap so that no browser autofill targets it", () => {
    // Autofill fills fields it recognises by name (fax, phone, address, url...); the trap must be none of them.
    expect(HONEYPOT_FIELD).not.toMatch(/fax|phone|tel|mobile|address|street|city|zip|postal|country|url|website|company|organi[sz]ation|name|email|mail/i);
  });

  it("answers 429 with Retry-After past the limit, counted in the store across instances", async () => {
    let now = 1_000_000;
    const secondStore = new SqliteInquiryStore(scratch.file);
    await secondStore.migrate();
    try {
      const instances = [
        deps({ now: () => now }, { rateLimit: 3 }),
        deps({ now: () => now, store: async () => secondStore }, { rateLimit: 3 }),
      ];
      const statuses = [];
      let last: Response | undefined;
      for (let index = 0; index < 4; index += 1) {
        last = await handleContact(post(valid), instances[index % 2]!);
        statuses.push(last.status);
        now += 1_000;
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      const { body } = await answer(last!);
      expect(body.error).toBe(answers().rateLimited);
      expect(last!.headers.get("retry-after")).toBe("597");
      expect(await store.count()).toBe(3);

      // Another address is not affected; the first is free again once the window has passed.
      expect((await handleContact(post(valid, { "x-forwarded-for": "198.51.100.9" }), instances[1]!)).status).toBe(201);
      now += 597_000;
      expect((await handleContact(post(valid), instances[0]!)).status).toBe(201);
    } finally {
      await secondStore.close();
    }
  });

  it("counts IPv6 clients by their /64 network", async () => {
    const limited = deps({}, { rateLimit: 1 });
    const from = (address: string) => post(valid, { "x-forwarded-for": address });
    expect((await handleContact(from("2001:db8:1:2::1"), limited)).status).toBe(201);
    expect((await handleContact(from("2001:db8:1:2:ffff:abcd::9"), limited)).status).toBe(429);
    expect((await handleContact(from("2001:0db8:0001:0002:0000:0000:0000:00aa"), limited)).status).toBe(429);
    expect((await handleContact(from("2001:db8:1:3::1"), limited)).status).toBe(201);
    // IPv4 addresses, also in their IPv6-mapped form, count one by one.
    expect((await handleContact(from("192.0.2.10"), limited)).status).toBe(201);
    expect((await handleContact(from("::ffff:192.0.2.10"), limited)).status).toBe(429);
    expect((await handleContact(from("192.0.2.11"), limited)).status).toBe(201);
  });

  it("does not count an answer that was our fault (503) against the sender", async () => {
    let failures = 1;
    const flaky = {
      ...deps({}, { rateLimit: 1 }),
      store: async () => {
        if (failures > 0) {
          failures -= 1;
          throw Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
        }
        return store;
      },
    };
    expect((await handleContact(post(valid), flaky)).status).toBe(503);
    expect((await handleContact(post(valid), flaky)).status).toBe(201);
    expect((await handleContact(post(valid), flaky)).status).toBe(429);
  });

  it("gives a repeated Idempotency-Key the first answer again, and stores and sends nothing new", async () => {
    const key = { "idempotency-key": "c1b2a3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d" };
    const first = await answer(await handleContact(post(valid, key), deps()));
    const again = await answer(await handleContact(post(valid, key), deps()));
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await store.count()).toBe(1);
    expect(stored).toEqual([first.body.id]);

    // Without the header, every post is a new inquiry.
    await handleContact(post(valid), deps());
    await handleContact(post(valid), deps());
    expect(await store.count()).toBe(3);
  });

  it("answers 422 to a repeated Idempotency-Key with another inquiry, and stores and sends nothing", async () => {
    const key = { "idempotency-key": "5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c" };
    const first = await answer(await handleContact(post(valid, key), deps()));
    const changed = await answer(await handleContact(post({ ...valid, message: "A different question altogether, please." }, key), deps()));
    expect(changed).toEqual({ status: 422, body: { error: messages.idempotencyKeyReused } });
    // The same inquiry, however it was spaced, is a retry of the first.
    expect(await answer(await handleContact(post({ ...valid, name: ` ${valid.name} ` }, key), deps()))).toEqual(first);
    expect(await store.count()).toBe(1);
    expect(stored).toEqual([first.body.id]);
  });

  it("answers a client over its limit from a read, without a write", async () => {
    const limited = deps({}, { rateLimit: 1 });
    expect((await handleContact(post(valid), limited)).status).toBe(201);
    const submit = jest.spyOn(store, "submit");
    const absorb = jest.spyOn(store, "absorb");
    try {
      expect((await handleContact(post(valid), limited)).status).toBe(429);
      expect((await handleContact(post({ ...valid, [HONEYPOT_FIELD]: "x" }), limited)).status).toBe(429);
      expect(submit).not.toHaveBeenCalled();
      expect(absorb).not.toHaveBeenCalled();
    } finally {
      submit.mockRestore();
      absorb.mockRestore();
    }
  });

  it("does not count a replayed Idempotency-Key against the rate limit", async () => {
    const key = { "idempotency-key": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d" };
    const limited = deps({}, { rateLimit: 1 });
    const first = await answer(await handleContact(post(valid, key), limited));
    expect(await answer(await handleContact(post(valid, key), limited))).toEqual(first);
    expect((await handleContact(post(valid), limited)).status).toBe(429);
  });

  it("answers 400 to a malformed Idempotency-Key", async () => {
    for (const value of ["short", "x".repeat(300), "has spaces in it, which is odd", "key.with.dots/and/slashes"]) {
      const { status, body } = await answer(await handleContact(post(valid, { "idempotency-key": value }), deps()));
      expect(status).toBe(400);
      expect(body.error).toBe(messages.invalidIdempotencyKey);
    }
    await expectNothingStored();
  });

  it("answers 503 and keeps nothing when storage is unavailable", async () => {
    const broken = deps({ store: async () => Promise.reject(new Error("database is down")) });
    const response = await handleContact(post(valid), broken);
    const { status, body } = await answer(response);
    expect(status).toBe(503);
    expect(body.error).toBe(answers().unavailable);
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
  const request = (forwarded: string, extra: Record<string, string> = {}) =>
    new Request(SITE, { headers: { "x-forwarded-for": forwarded, ...extra } });

  it("uses the address server.mjs pinned from the socket", () => {
    expect(clientAddress(request("203.0.113.7"), 0)).toBe("203.0.113.7");
  });

  it("with TRUST_PROXY=N, takes the N-th address from the right of X-Forwarded-For", () => {
    const chain = "10.9.9.9, 198.51.100.23, 172.16.0.4, 10.0.0.2";
    expect(clientAddress(request(chain), 1)).toBe("10.0.0.2");
    expect(clientAddress(request(chain), 2)).toBe("172.16.0.4");
    expect(clientAddress(request(chain), 3)).toBe("198.51.100.23");
    // A visitor's own additions to the left are never reached.
    expect(clientAddress(request("6.6.6.6, 198.51.100.23"), 1)).toBe("198.51.100.23");
  });

  it("ignores X-Real-IP and every other header", () => {
    expect(clientAddress(request("203.0.113.7", { "x-real-ip": "6.6.6.6", "cf-connecting-ip": "6.6.6.6" }), 1)).toBe("203.0.113.7");
    expect(clientAddress(new Request(SITE, { headers: { "x-real-ip": "6.6.6.6" } }), 0)).toBe("unknown");
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
      await handleContact(post(secret, ip), deps({}, { rateLimit: 1 }));
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

describe("error logs", () => {
  it("carry the error's code and message, and none of the sender's data", async () => {
    process.env.CONTACT_LOG = "verbose";
    const lines: string[] = [];
    const spy = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.join(" ")));
    try {
      const failing = deps({
        store: async () => {
          throw Object.assign(new Error("SQLITE_BUSY: database is locked (dana@example.com)"), { code: "SQLITE_BUSY" });
        },
      });
      expect((await handleContact(post(valid), failing)).status).toBe(503);
      const entry = JSON.parse(lines.find((line) => line.includes("inquiry.store_failed"))!) as Record<string, unknown>;
      expect(entry.code).toBe("SQLITE_BUSY");
      expect(entry.message).toContain("database is locked");
      expect(lines.join("\n")).not.toMatch(/dana@example\.com|Dana Whitfield|Calder Ridge|claims triage/);
    } finally {
      spy.mockRestore();
      process.env.CONTACT_LOG = "silent";
    }
  });
});
