import { createHmac } from "node:crypto";
import type { BookingStore } from "./bookings";
import type { ContactInput, Interest } from "./schema";

export type DeliveryStatus = "pending" | "delivered" | "failed";

export type StoredInquiry = ContactInput & {
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  delivery: {
    status: DeliveryStatus;
    attempts: number;
    /** ISO 8601 of the next attempt while pending. */
    nextAttemptAt: string | null;
    deliveredAt: string | null;
    lastError: string | null;
  };
};

/**
 * A claim on one delivery: the token is the row's until another worker claims it after `until`.
 * Every outcome is recorded only while the row still carries the token (checked in the recording
 * statement), so a worker whose lease was taken over can never overwrite the new holder's result.
 */
export type Lease = { token: string; until: number };

/** An inquiry whose e-mail is due, leased to one worker until it reports back. */
export type DeliveryJob = { inquiry: StoredInquiry; attempts: number; lease: Lease };

/** How long a repeated Idempotency-Key gets the first answer again. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type SubmitOptions = {
  id: string;
  now: number;
  /** The form's Idempotency-Key: a repeat within 24 hours stores nothing and gets the first id. */
  idempotencyKey?: string;
  /** Counted in the store, so every instance sees the same count; omitted when the limit is off. */
  rateLimit?: { client: string; limit: number; windowMs: number };
};

export type SubmitResult =
  | { outcome: "stored"; inquiry: StoredInquiry }
  | { outcome: "replayed"; id: string }
  | { outcome: "rate_limited"; retryAfterSeconds: number };

/**
 * Durable storage of inquiries and of their delivery outbox, and of the session bookings
 * (BookingStore). Every implementation passes the contract suites in store.contract.ts and
 * bookings.contract.ts. Saving writes the inquiry and its outbox entry in one transaction and
 * returns only once both are on disk.
 */
export interface InquiryStore extends BookingStore {
  readonly kind: "sqlite" | "postgres";
  /** Creates or upgrades the schema; safe to run at every start, from several processes. */
  migrate(): Promise<void>;
  /**
   * Stores an inquiry unless its Idempotency-Key was seen within 24 hours or the client is over
   * its rate limit: the checks, the inquiry, its outbox entry, the rate-limit hit and the key are
   * one transaction, so a failure (a 503) leaves nothing behind, not even a hit.
   */
  submit(inquiry: ContactInput, options: SubmitOptions): Promise<SubmitResult>;
  /** Stores an inquiry unconditionally (submit without key or limit). */
  save(inquiry: ContactInput, options: { id: string; now: number }): Promise<StoredInquiry>;
  get(id: string): Promise<StoredInquiry | undefined>;
  /** Newest first. */
  list(options?: { limit?: number; status?: DeliveryStatus }): Promise<StoredInquiry[]>;
  /** Oldest first, everything. */
  exportAll(): Promise<StoredInquiry[]>;
  count(): Promise<number>;
  /** Leases up to `limit` pending entries due at `now` for `leaseMs`; others will not see them meanwhile. */
  claimDue(now: number, limit: number, leaseMs: number): Promise<DeliveryJob[]>;
  /** The outcome methods return false, and change nothing, unless the row still carries `token`. */
  markDelivered(id: string, token: string, now: number): Promise<boolean>;
  scheduleRetry(id: string, token: string, attempts: number, nextAttemptAt: number, error: string): Promise<boolean>;
  markFailed(id: string, token: string, attempts: number, error: string): Promise<boolean>;
  /** Extends the lease of a send still under way to `until`; false if it is no longer the holder's. */
  renewLease(id: string, token: string, until: number): Promise<boolean>;
  /** Gives a claimed delivery back unattempted (shutting down, or too little lease left to send). */
  releaseLease(id: string, token: string): Promise<void>;
  /** Puts failed deliveries back in the queue, due at `now`. Returns how many. */
  retryFailed(now: number): Promise<number>;
  /**
   * Erases every inquiry from an address (a visitor's deletion request), trimmed and matched
   * whatever its case. Returns how many. On SQLite the erased text is overwritten in the file and
   * the write-ahead log is checkpointed and truncated; PostgreSQL needs a VACUUM (see README).
   */
  deleteByEmail(email: string): Promise<number>;
  /** Erases inquiries received before `cutoff` (the retention period). Returns how many. */
  deleteReceivedBefore(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}

/** A row as both databases return it, before conversion. */
export type InquiryRow = {
  id: string;
  created_at: string | Date;
  name: string;
  email: string;
  company: string;
  interest: string;
  message: string;
  status: string | null;
  attempts: number | string | null;
  next_attempt_at: number | string | null;
  delivered_at: number | string | null;
  last_error: string | null;
};

function isoFromMillis(value: number | string | null): string | null {
  if (value === null || value === undefined) return null;
  return new Date(Number(value)).toISOString();
}

/** The stored inquiry a successful submit returns, without reading it back. */
export function newlyStored(inquiry: ContactInput, id: string, now: number): StoredInquiry {
  const createdAt = new Date(now).toISOString();
  return {
    ...inquiry,
    id,
    createdAt,
    delivery: { status: "pending", attempts: 0, nextAttemptAt: createdAt, deliveredAt: null, lastError: null },
  };
}

/** Seconds until the oldest hit in the window expires. */
export function retryAfterSeconds(oldestHit: number, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((oldestHit + windowMs - now) / 1000));
}

/** Addresses are kept only as keyed hashes; the key lives in the database so every instance agrees. */
export function hashClient(secret: string, client: string): string {
  return createHmac("sha256", secret).update(client).digest("base64url");
}

export function toStoredInquiry(row: InquiryRow): StoredInquiry {
  const status = (row.status ?? "pending") as DeliveryStatus;
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    name: row.name,
    email: row.email,
    company: row.company,
    interest: row.interest as Interest,
    message: row.message,
    delivery: {
      status,
      attempts: Number(row.attempts ?? 0),
      nextAttemptAt: status === "pending" ? isoFromMillis(row.next_attempt_at) : null,
      deliveredAt: isoFromMillis(row.delivered_at),
      lastError: row.last_error,
    },
  };
}

export const INQUIRY_COLUMNS = `i.id, i.created_at, i.name, i.email, i.company, i.interest, i.message,
  o.status, o.attempts, o.next_attempt_at, o.delivered_at, o.last_error`;

export const INQUIRY_FROM = `inquiries i LEFT JOIN inquiry_outbox o ON o.inquiry_id = i.id`;

/** Error text kept for staff: short, and with any e-mail address masked. */
export function safeErrorText(error: string): string {
  return error.replace(/[^\s<>@]+@[^\s<>@]+/g, "[address]").slice(0, 500);
}
