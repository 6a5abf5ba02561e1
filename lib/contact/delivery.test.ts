import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TestSmtpServer } from "@/test/support/smtp";
import { until } from "@/test/support/wait";
import { readContactConfig } from "./config";
import { composeInquiryEmail, createSmtpMailer, DeliveryWorker, retryDelay } from "./delivery";
import { sampleInquiry } from "./store.contract";
import { SqliteInquiryStore } from "./store-sqlite";

const smtpAddresses = { from: "Arcforge Website <website@arcforge.test>", to: "inquiries@arcforge.test" };
const settings = { maxAttempts: 5, retryBaseMs: 50, retryMaxMs: 400, pollMs: 25, leaseMs: 5_000, sendTimeoutMs: 5_000 };

let dir: string;
let store: SqliteInquiryStore;
let smtp: TestSmtpServer;
let worker: DeliveryWorker | null;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "delivery-"));
  store = new SqliteInquiryStore(path.join(dir, "inquiries.db"));
  await store.migrate();
  smtp = await new TestSmtpServer().start();
  worker = null;
});

afterEach(async () => {
  await worker?.stop();
  await smtp.stop();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});


function startWorker(overrides: Partial<typeof settings> = {}) {
  worker = new DeliveryWorker(async () => store, createSmtpMailer(smtp.url), smtpAddresses, { ...settings, ...overrides });
  worker.start();
  return worker;
}

describe("composeInquiryEmail", () => {
  it("builds the subject from constants and the interest, with the visitor only in Reply-To", async () => {
    const inquiry = await store.save(sampleInquiry({ name: "Dana\u202eevil", interest: "program-management" }), {
      id: "0b7f8f9e-7d4e-4c41-9a55-2f1b8a1d5c11",
      now: Date.parse("2026-05-04T09:30:00Z"),
    });
    const mail = composeInquiryEmail(inquiry, smtpAddresses);
    expect(mail.subject).toBe("New website inquiry: AI Program Management");
    expect(mail.from).toBe(smtpAddresses.from);
    expect(mail.to).toBe(smtpAddresses.to);
    expect(mail.replyTo).toEqual({ name: inquiry.name, address: "dana.whitfield@example.com" });
    expect(mail.messageId).toBe("<inquiry-0b7f8f9e-7d4e-4c41-9a55-2f1b8a1d5c11@arcforge.test>");
    expect(mail.text).toContain("Company:           Calder Ridge Bancorp");
    expect(mail.text).toContain(inquiry.message);
  });
});

describe("DeliveryWorker", () => {
  it("e-mails a stored inquiry to the firm as plain text and marks it delivered", async () => {
    const saved = await store.save(sampleInquiry(), { id: "5d0c1a33-1f5e-4b8a-bb0a-0f0d7e6c2a10", now: Date.now() });
    startWorker();
    await until(() => smtp.messages.length === 1);
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual(["inquiries@arcforge.test"]);
    expect(mail?.from).toBe("website@arcforge.test");
    expect(mail?.headers.get("subject")).toBe("New website inquiry: AI Strategy & Consulting");
    expect(mail?.headers.get("reply-to")).toBe("Dana Whitfield <dana.whitfield@example.com>");
    expect(mail?.headers.get("message-id")).toBe(`<inquiry-${saved.id}@arcforge.test>`);
    expect(mail?.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(mail?.body).toContain(saved.message);
    await until(async () => (await store.get(saved.id))?.delivery.status === "delivered");
    expect((await store.get(saved.id))?.delivery.attempts).toBe(1);
  });

  it("retries while the mail server is down and delivers exactly the stored inquiries once it is back", async () => {
    const port = smtp.port;
    await smtp.stop();
    const ids = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push((await store.save(sampleInquiry({ name: `Lead ${index}` }), { id: crypto.randomUUID(), now: Date.now() })).id);
    }
    startWorker({ maxAttempts: 100 });
    await until(async () => (await store.list()).every((inquiry) => inquiry.delivery.attempts >= 2));
    const pending = await store.list();
    expect(pending.every((inquiry) => inquiry.delivery.status === "pending")).toBe(true);
    expect(pending[0]?.delivery.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);

    await smtp.start(port);
    await until(() => smtp.messages.length >= 5);
    await until(async () => (await store.list()).every((inquiry) => inquiry.delivery.status === "delivered"));
    const delivered = smtp.messages.map((mail) => mail.headers.get("x-inquiry-id"));
    expect(delivered.sort()).toEqual([...ids].sort());
  });

  it("retries when the server refuses, then succeeds", async () => {
    smtp.refuse = true;
    const saved = await store.save(sampleInquiry(), { id: crypto.randomUUID(), now: Date.now() });
    startWorker({ maxAttempts: 100 });
    await until(async () => ((await store.get(saved.id))?.delivery.attempts ?? 0) >= 2);
    expect((await store.get(saved.id))?.delivery.lastError).toContain("451");
    smtp.refuse = false;
    await until(async () => (await store.get(saved.id))?.delivery.status === "delivered");
    expect(smtp.messages).toHaveLength(1);
  });

  it("marks an inquiry failed after the configured attempts and keeps it", async () => {
    smtp.refuse = true;
    const saved = await store.save(sampleInquiry(), { id: crypto.randomUUID(), now: Date.now() });
    startWorker({ maxAttempts: 3 });
    await until(async () => (await store.get(saved.id))?.delivery.status === "failed");
    const failed = await store.get(saved.id);
    expect(failed?.delivery.attempts).toBe(3);
    expect(failed?.message).toBe(saved.message);

    // Staff can put it back in the queue once mail works again.
    smtp.refuse = false;
    expect(await store.retryFailed(Date.now())).toBe(1);
    await until(async () => (await store.get(saved.id))?.delivery.status === "delivered");
  });
});

describe("DeliveryWorker: exactly one e-mail per inquiry", () => {
  it("retries recording a delivery on its own, without sending the e-mail again", async () => {
    let refusals = 2;
    const flaky = new Proxy(store, {
      get(target, property, receiver) {
        if (property === "markDelivered") {
          return (...args: Parameters<SqliteInquiryStore["markDelivered"]>) => {
            if (refusals > 0) {
              refusals -= 1;
              return Promise.reject(Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }));
            }
            return target.markDelivered(...args);
          };
        }
        const value = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const saved = await store.save(sampleInquiry(), { id: crypto.randomUUID(), now: Date.now() });
    worker = new DeliveryWorker(async () => flaky, createSmtpMailer(smtp.url), smtpAddresses, settings);
    worker.start();
    await until(async () => (await store.get(saved.id))?.delivery.status === "delivered");
    expect(refusals).toBe(0);
    // Several polls later there is still one message.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
    expect((await store.get(saved.id))?.delivery).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("keeps the lease of a slow send, so a second instance does not claim and send it too", async () => {
    // The mail server takes longer than three leases to acknowledge the message.
    smtp.replyDelays = [2_000];
    const saved = await store.save(sampleInquiry(), { id: crypto.randomUUID(), now: Date.now() });
    const lease = { leaseMs: 600, sendTimeoutMs: 10_000 };
    startWorker(lease);
    const second = new DeliveryWorker(async () => store, createSmtpMailer(smtp.url), smtpAddresses, { ...settings, ...lease });
    second.start();
    try {
      await until(async () => (await store.get(saved.id))?.delivery.status === "delivered");
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(smtp.messages.map((mail) => mail.headers.get("x-inquiry-id"))).toEqual([saved.id]);
      expect(smtp.attempts).toHaveLength(1);
      expect((await store.get(saved.id))?.delivery).toMatchObject({ status: "delivered", attempts: 1 });
    } finally {
      await second.stop();
    }
  });

  it("abandons a send that outlasts its deadline before the server acknowledges it, and tries again", async () => {
    smtp.replyDelays = [2_500];
    const saved = await store.save(sampleInquiry(), { id: crypto.randomUUID(), now: Date.now() });
    startWorker({ sendTimeoutMs: 400, maxAttempts: 10 });
    await until(async () => (await store.get(saved.id))?.delivery.status === "delivered");
    // The held message's acknowledgement falls due after the worker hung up: it is not kept.
    await until(() => smtp.abandoned === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.map((mail) => mail.headers.get("x-inquiry-id"))).toEqual([saved.id]);
    expect((await store.get(saved.id))?.delivery).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("stops claiming when stopped, and finishes the send under way", async () => {
    smtp.replyDelays = [400];
    const first = await store.save(sampleInquiry(), { id: crypto.randomUUID(), now: Date.now() });
    startWorker();
    await until(() => smtp.attempts.length === 1);
    const stopping = worker!.stop();
    await store.save(sampleInquiry(), { id: crypto.randomUUID(), now: Date.now() });
    await stopping;
    expect((await store.get(first.id))?.delivery.status).toBe("delivered");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.attempts).toHaveLength(1);
    expect(await worker!.kick()).toBeUndefined();
    expect(smtp.attempts).toHaveLength(1);
  });
});

describe("retryDelay", () => {
  it("doubles from the base, stays within 10% jitter and is capped", () => {
    const middle = () => 0.5;
    expect(retryDelay(1, 10_000, 1_800_000, middle)).toBe(10_000);
    expect(retryDelay(2, 10_000, 1_800_000, middle)).toBe(20_000);
    expect(retryDelay(5, 10_000, 1_800_000, middle)).toBe(160_000);
    expect(retryDelay(30, 10_000, 1_800_000, middle)).toBe(1_800_000);
    expect(retryDelay(1, 10_000, 1_800_000, () => 0)).toBe(9_000);
    expect(retryDelay(1, 10_000, 1_800_000, () => 0.999999)).toBe(11_000);
  });

  it("schedules the first retry within 30 seconds with the default settings", () => {
    const { delivery } = readContactConfig({});
    expect(retryDelay(1, delivery.retryBaseMs, delivery.retryMaxMs, () => 0.999999)).toBeLessThanOrEqual(30_000);
    expect(delivery.retryMaxMs).toBeGreaterThan(delivery.retryBaseMs);
  });
});
