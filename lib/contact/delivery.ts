import nodemailer, { type Transporter } from "nodemailer";
import { getCommonCopy } from "@/lib/content/pages";
import type { ContactConfig } from "./config";
import { describeError, log } from "./log";
import { interestLabel } from "./copy";
import type { InvitationJob } from "./bookings";
import type { OutboxRecorder } from "./outbox";
import type { InquiryStore, Lease, StoredInquiry } from "./store";

export type MailMessage = {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
  /** A calendar invitation, sent as the text/calendar alternative and as an .ics attachment. */
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
};

export type InvitationComposer = (job: InvitationJob) => Promise<MailMessage>;

type Delivery = {
  id: string;
  attempts: number;
  lease: Lease;
  outbox: OutboxRecorder;
  compose: () => MailMessage | Promise<MailMessage>;
  logged: Record<string, string>;
  retryCommand: string;
};

/** Throws when the server refuses the message or `signal` aborts first, closing the connection before its acknowledgement. */
export type Mailer = { send(message: MailMessage, signal?: AbortSignal): Promise<void>; close(): void };

function domainOf(address: string): string {
  return /@([^>\s@]+)>?\s*$/.exec(address)?.[1] ?? "localhost";
}

/** The subject holds constants only, so nothing a visitor types reaches a mail header except their address, in Reply-To. */
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
      `Reply to this e-mail to answer ${inquiry.name} directly. We promise a reply ${getCommonCopy().responseTime}.`,
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
    async send(message, signal) {
      await transport.sendMail({ ...message, replyTo: message.replyTo, signal });
    },
    close: () => transport.close(),
  };
}

/** Exponential backoff, capped, with jitter so instances spread out. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.9 + random() * 0.2));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Works through the outboxes, retrying with backoff, with state in the store. Exactly one e-mail per
 * row across instances: outcomes are recorded only under the lease's token, the lease is renewed
 * while a send runs (and the send aborted if it cannot be), an accepted message is never sent again,
 * and the Message-ID is derived from the row's id so a crash's duplicate is recognisably the same.
 */
export class DeliveryWorker {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;
  #shutdown = new AbortController();

  constructor(
    /** May reject while the database is unreachable; the next pass retries. */
    private readonly store: () => Promise<InquiryStore>,
    private readonly mailer: Mailer,
    private readonly smtp: { from: string; to: string },
    private readonly settings: ContactConfig["delivery"],
    private readonly now: () => number = Date.now,
    private readonly composeInvitation: InvitationComposer | null = null,
  ) {}

  start() {
    this.#stopped = false;
    this.#shutdown = new AbortController();
    const tick = () => {
      this.kick();
      this.#timer = setTimeout(tick, this.settings.pollMs);
      this.#timer.unref();
    };
    tick();
  }

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
      while (!this.#stopped) {
        const store = await this.store();
        if (this.#stopped) return;
        const deliveries = [
          ...(await store.claimDue(this.now(), 10, this.settings.leaseMs)).map(
            ({ inquiry, attempts, lease }): Delivery => ({
              id: inquiry.id,
              attempts,
              lease,
              outbox: store,
              compose: () => composeInquiryEmail(inquiry, this.smtp),
              logged: { inquiryId: inquiry.id },
              retryCommand: "npm run inquiries -- retry-failed",
            }),
          ),
          ...(this.composeInvitation ? await store.invitations.claimDue(this.now(), 10, this.settings.leaseMs) : []).map(
            (job): Delivery => ({
              id: job.message.id,
              attempts: job.attempts,
              lease: job.lease,
              outbox: store.invitations,
              compose: () => this.composeInvitation!(job),
              logged: { invitationId: job.message.id, bookingId: job.message.booking.id },
              retryCommand: "npm run bookings -- retry-failed",
            }),
          ),
        ];
        if (deliveries.length === 0) return;
        await Promise.all(deliveries.map((delivery) => this.#deliver(delivery)));
      }
    } catch (error) {
      log.error("delivery.pass_failed", describeError(error));
    }
  }

  async #deliver({ id, attempts, lease, outbox, compose, logged, retryCommand }: Delivery) {
    const attempt = attempts + 1;
    const quarter = Math.max(25, Math.floor(this.settings.leaseMs / 4));
    // Too little lease left to send: give it back.
    if (this.#stopped || this.now() + quarter >= lease.until) {
      await outbox.releaseLease(id, lease.token).catch(() => {});
      return;
    }
    const held = { ...lease };
    const lapsing = new AbortController();
    const keeper = setInterval(() => {
      if (this.now() + quarter >= held.until) return lapsing.abort();
      const until = this.now() + this.settings.leaseMs;
      outbox.renewLease(id, lease.token, until).then(
        (renewed) => (renewed ? (held.until = until) : lapsing.abort()),
        () => {},
      );
    }, quarter);
    const deadline = AbortSignal.timeout(this.settings.sendTimeoutMs);
    try {
      await this.mailer.send(await compose(), AbortSignal.any([deadline, lapsing.signal, this.#shutdown.signal]));
    } catch (error) {
      if (this.#shutdown.signal.aborted && !deadline.aborted && !lapsing.signal.aborted) {
        log.warn("delivery.interrupted", { ...logged, attempt });
        await outbox.releaseLease(id, lease.token).catch(() => {});
        return;
      }
      const reason = deadline.aborted
        ? `send deadline of ${this.settings.sendTimeoutMs} ms passed`
        : lapsing.signal.aborted
          ? "send abandoned: its lease could not be renewed"
          : describeError(error).message;
      await this.#recordFailure(outbox, id, lease.token, attempt, reason, logged, retryCommand).catch((recordError: unknown) => {
        // The lease runs out and the delivery is claimed again: nothing is lost.
        log.error("delivery.record_failed", { ...logged, ...describeError(recordError) });
      });
      return;
    } finally {
      clearInterval(keeper);
    }
    await this.#recordDelivered(outbox, id, held, attempt, logged);
  }

  /** The mail server has the message: retry recording it, never by sending again. */
  async #recordDelivered(outbox: OutboxRecorder, id: string, lease: Lease, attempt: number, logged: Record<string, string>) {
    let pause = 100;
    const giveUpAt = lease.until + this.settings.leaseMs;
    for (;;) {
      try {
        const recorded = await outbox.markDelivered(id, lease.token, this.now());
        if (recorded) log.info("delivery.sent", { ...logged, attempt });
        else log.warn("delivery.lease_lost", { ...logged, attempt });
        return;
      } catch (error) {
        if (this.now() + pause > giveUpAt) {
          log.error("delivery.record_failed", { ...logged, attempt, ...describeError(error) });
          return;
        }
        log.warn("delivery.record_retry", { ...logged, attempt, retryInMs: pause, ...describeError(error) });
        await sleep(pause);
        pause = Math.min(pause * 2, 2_000);
      }
    }
  }

  async #recordFailure(
    outbox: OutboxRecorder,
    id: string,
    token: string,
    attempt: number,
    reason: string,
    logged: Record<string, string>,
    retryCommand: string,
  ) {
    if (attempt >= this.settings.maxAttempts) {
      if (await outbox.markFailed(id, token, attempt, reason)) {
        log.error("delivery.gave_up", {
          ...logged,
          attempts: attempt,
          reason,
          action: `The e-mail is kept; run \`${retryCommand}\` once mail works again.`,
        });
      }
      return;
    }
    const delay = retryDelay(attempt, this.settings.retryBaseMs, this.settings.retryMaxMs);
    if (await outbox.scheduleRetry(id, token, attempt, this.now() + delay, reason)) {
      log.warn("delivery.retry_scheduled", { ...logged, attempt, retryInMs: delay, reason });
    }
  }

  /** Sends still running after `graceMs` are aborted and given back to the outbox. */
  async stop(graceMs = 5_000) {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    const abort = setTimeout(() => this.#shutdown.abort(), graceMs);
    try {
      await this.#running;
    } finally {
      clearTimeout(abort);
    }
  }
}
