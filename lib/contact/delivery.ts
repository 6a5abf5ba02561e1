import nodemailer, { type Transporter } from "nodemailer";
import { site } from "@/lib/site";
import type { ContactConfig } from "./config";
import { log } from "./log";
import { interestLabel } from "./schema";
import { safeErrorText, type DeliveryJob, type InquiryStore, type StoredInquiry } from "./store";

export type MailMessage = {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
};

/** Sends one e-mail; throws when the mail server is unreachable or refuses it. */
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

function domainOf(address: string): string {
  return /@([^>\s@]+)>?\s*$/.exec(address)?.[1] ?? "localhost";
}

/**
 * The e-mail the firm receives. The subject is built from constants and the interest only, so
 * nothing a visitor types reaches a mail header except their address, which goes in Reply-To.
 */
export function composeInquiryEmail(inquiry: StoredInquiry, smtp: { from: string; to: string }): MailMessage {
  const interest = interestLabel(inquiry.interest);
  const received = new Date(inquiry.createdAt).toUTCString();
  return {
    from: smtp.from,
    to: smtp.to,
    replyTo: { name: inquiry.name, address: inquiry.email },
    subject: `New website inquiry: ${interest}`,
    messageId: `<inquiry-${inquiry.id}@${domainOf(smtp.from)}>`,
    headers: { "X-Inquiry-Id": inquiry.id },
    text: [
      `A new inquiry arrived through the contact form on ${received}.`,
      "",
      `Name:              ${inquiry.name}`,
      `Email:             ${inquiry.email}`,
      `Company:           ${inquiry.company}`,
      `Area of interest:  ${interest}`,
      "",
      "Message:",
      inquiry.message,
      "",
      "--",
      `Reply to this e-mail to answer ${inquiry.name} directly. We promise a reply within ${site.responseTime}.`,
      `Inquiry id: ${inquiry.id}`,
    ].join("\n"),
  };
}

export function createSmtpMailer(url: string): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(message) {
      await transport.sendMail({ ...message, replyTo: message.replyTo });
    },
    close: () => transport.close(),
  };
}

/** Exponential backoff: base, 2×base, 4×base... capped, with ±10% jitter so instances spread out. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.9 + random() * 0.2));
}

/** What went wrong, short and with any e-mail address masked, for logs and for staff. */
function describeError(error: unknown): string {
  if (error && typeof error === "object") {
    const { code, responseCode, message } = error as { code?: string; responseCode?: number; message?: string };
    return safeErrorText([code, responseCode, message].filter(Boolean).join(" ") || "unknown error");
  }
  return safeErrorText(String(error));
}

/**
 * Works through the outbox: every stored inquiry is e-mailed, retried with backoff while the mail
 * server is down, and marked failed (loudly) after the configured number of attempts. State lives
 * in the store, so a restart picks up where the last process stopped.
 */
export class DeliveryWorker {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(
    /** Resolves to the store; may reject while the database is unreachable (the next pass retries). */
    private readonly store: () => Promise<InquiryStore>,
    private readonly mailer: Mailer,
    private readonly smtp: { from: string; to: string },
    private readonly settings: ContactConfig["delivery"],
    private readonly now: () => number = Date.now,
  ) {}

  start() {
    this.#stopped = false;
    const tick = () => {
      this.kick();
      this.#timer = setTimeout(tick, this.settings.pollMs);
      this.#timer.unref();
    };
    tick();
  }

  /** Runs a pass now (or right after the one under way). */
  kick(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#drain().finally(() => {
      this.#running = null;
      if (this.#again && !this.#stopped) {
        this.#again = false;
        void this.kick();
      }
    });
    return this.#running;
  }

  async #drain() {
    try {
      for (;;) {
        const store = await this.store();
        const jobs = await store.claimDue(this.now(), 10, this.settings.leaseMs);
        if (jobs.length === 0) return;
        await Promise.all(jobs.map((job) => this.#deliver(store, job)));
        if (this.#stopped) return;
      }
    } catch (error) {
      log.error("delivery.pass_failed", { reason: describeError(error) });
    }
  }

  async #deliver(store: InquiryStore, { inquiry, attempts }: DeliveryJob) {
    const attempt = attempts + 1;
    try {
      await this.mailer.send(composeInquiryEmail(inquiry, this.smtp));
      await store.markDelivered(inquiry.id, this.now());
      log.info("delivery.sent", { inquiryId: inquiry.id, attempt });
    } catch (error) {
      const reason = describeError(error);
      if (attempt >= this.settings.maxAttempts) {
        await store.markFailed(inquiry.id, attempt, reason);
        log.error("delivery.gave_up", {
          inquiryId: inquiry.id,
          attempts: attempt,
          reason,
          action: "The inquiry is kept; run `npm run inquiries -- retry-failed` once mail works again.",
        });
        return;
      }
      const delay = retryDelay(attempt, this.settings.retryBaseMs, this.settings.retryMaxMs);
      await store.scheduleRetry(inquiry.id, attempt, this.now() + delay, reason);
      log.warn("delivery.retry_scheduled", { inquiryId: inquiry.id, attempt, retryInMs: delay, reason });
    }
  }

  async stop() {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }
}
