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

/** An inquiry whose e-mail is due, leased to one worker until it reports back. */
export type DeliveryJob = { inquiry: StoredInquiry; attempts: number };

/**
 * Durable storage of inquiries and of their delivery outbox. Every implementation passes the
 * contract suite in store.contract.ts. Saving writes the inquiry and its outbox entry in one
 * transaction and returns only once both are on disk.
 */
export interface InquiryStore {
  readonly kind: "sqlite" | "postgres";
  /** Creates or upgrades the schema; safe to run at every start, from several processes. */
  migrate(): Promise<void>;
  save(inquiry: ContactInput, options: { id: string; now: number }): Promise<StoredInquiry>;
  get(id: string): Promise<StoredInquiry | undefined>;
  /** Newest first. */
  list(options?: { limit?: number; status?: DeliveryStatus }): Promise<StoredInquiry[]>;
  /** Oldest first, everything. */
  exportAll(): Promise<StoredInquiry[]>;
  count(): Promise<number>;
  /** Leases up to `limit` pending entries due at `now` for `leaseMs`; others will not see them meanwhile. */
  claimDue(now: number, limit: number, leaseMs: number): Promise<DeliveryJob[]>;
  markDelivered(id: string, now: number): Promise<void>;
  scheduleRetry(id: string, attempts: number, nextAttemptAt: number, error: string): Promise<void>;
  markFailed(id: string, attempts: number, error: string): Promise<void>;
  /** Puts failed deliveries back in the queue, due at `now`. Returns how many. */
  retryFailed(now: number): Promise<number>;
  /** Erases every inquiry from an address (a visitor's deletion request). Returns how many. */
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
