import { createHmac } from "node:crypto";
import { z } from "zod";
import type { BookingStore } from "./bookings";
import { contactFields } from "./fields";
import type { ContactInput } from "./schema";

export type DeliveryStatus = "pending" | "delivered" | "failed";

export type StoredInquiry = Omit<ContactInput, "interest"> & {
  /** One of the form's interest values, or whatever else a row holds (a retired value). */
  interest: string;
  id: string;
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

/** A claim on one delivery; outcomes are recorded only while the row still carries the token, so a taken-over worker cannot overwrite the new holder. */
export type Lease = { token: string; until: number };

/** An inquiry whose e-mail is due, leased to one worker until it reports back. */
export type DeliveryJob = { inquiry: StoredInquiry; attempts: number; lease: Lease };

/** How long a repeated Idempotency-Key gets the first answer again. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type SubmitOptions = {
  id: string;
  now: number;
  /** A repeat within the idempotency window stores nothing and gets the first id. */
  idempotencyKey?: string;
  /** Counted in the store, so every instance sees the same count. */
  rateLimit?: { client: string; limit: number; windowMs: number };
  /**
   * What was posted, as validated: an absorbed post's key is kept with a keyed digest of it, so
   * that its reuse with other content is told apart as a stored one's is.
   */
  content?: string;
};

/** Whose keys an absorbed post's key is among: an inquiry's or a booking's. */
export type KeyKind = "inquiry" | "booking";

/** How long the page answering a form sent without JavaScript can show it back. */
export const FORM_DRAFT_WINDOW_MS = 24 * 60 * 60 * 1000;

const formDraftSchema = z.object({
  values: z.partialRecord(z.enum(contactFields), z.string()),
  // "rate_limited": drafts written before a client over the limit was answered without one.
  problem: z.enum(["invalid", "rate_limited"]),
});

/** What a visitor typed in a no-JavaScript form that could not be taken, kept for the page shown after the redirect. */
export type FormDraft = z.infer<typeof formDraftSchema>;

const formDraftText = (draft: FormDraft) => JSON.stringify(formDraftSchema.parse(draft));
export const formDraftFrom = (text: string): FormDraft => formDraftSchema.parse(JSON.parse(text));

const formDraftEmail = (draft: FormDraft) => (draft.values.email ?? "").trim();

/** What saveDraft answers: kept, or not, for a client over its rate limit. */
export type DraftResult = { outcome: "saved" } | { outcome: "rate_limited"; retryAfterSeconds: number };

/** A draft and its rate-limit hit in one transaction, written only while the client is under its limit; the last statement reads whether it was. */
export function draftStatements(secret: string, id: string, draft: FormDraft, now: number, rateLimit: SubmitOptions["rateLimit"]) {
  const client = rateLimit ? hashClient(secret, rateLimit.client) : "";
  const since = now - (rateLimit?.windowMs ?? 0);
  const underLimit = rateLimit ? "WHERE (SELECT COUNT(*) FROM rate_limit_hits WHERE client = ? AND at > ?) < ?" : "";
  const statements = [
    { sql: "DELETE FROM contact_form_drafts WHERE created_at <= ?", args: [now - FORM_DRAFT_WINDOW_MS] },
    {
      sql: `INSERT INTO contact_form_drafts (id, created_at, email, draft) SELECT ?, CAST(? AS BIGINT), ?, ? ${underLimit}`,
      args: [id, now, formDraftEmail(draft), formDraftText(draft), ...(rateLimit ? [client, since, rateLimit.limit] : [])],
    },
  ];
  if (rateLimit) {
    statements.push({
      sql: "INSERT INTO rate_limit_hits (client, at) SELECT ?, CAST(? AS BIGINT) WHERE EXISTS (SELECT 1 FROM contact_form_drafts WHERE id = ?)",
      args: [client, now, id],
    });
  }
  statements.push({
    sql: "SELECT EXISTS (SELECT 1 FROM contact_form_drafts WHERE id = ?) AS saved, (SELECT MIN(at) FROM rate_limit_hits WHERE client = ? AND at > ?) AS oldest",
    args: [id, client, since],
  });
  return statements;
}

/** What draftStatements' last statement says happened. */
export function draftOutcome(row: Record<string, unknown> | undefined, now: number, rateLimit: SubmitOptions["rateLimit"]): DraftResult {
  if (Number(row?.saved) === 1) return { outcome: "saved" };
  return { outcome: "rate_limited", retryAfterSeconds: retryAfterSeconds(Number(row?.oldest ?? now), rateLimit?.windowMs ?? 0, now) };
}

/** The contact form drafts' table (FormDraft) in either database, with the index their expiry reads by. */
export function formDraftTables(bigint: "INTEGER" | "BIGINT"): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS contact_form_drafts (
      id TEXT PRIMARY KEY,
      created_at ${bigint} NOT NULL,
      email TEXT NOT NULL,
      draft TEXT NOT NULL
    )`,
    `CREATE INDEX IF NOT EXISTS contact_form_drafts_created_at ON contact_form_drafts (created_at)`,
  ];
}

export type SubmitResult =
  | { outcome: "stored"; inquiry: StoredInquiry }
  | { outcome: "replayed"; id: string }
  | { outcome: "rate_limited"; retryAfterSeconds: number };

/** An absorbed post's key answers "absorbed" for the same content, "key_reused" for other content. */
export type PrecheckResult = Exclude<SubmitResult, { outcome: "stored" }> | { outcome: "absorbed"; id: string } | { outcome: "key_reused" } | null;

/** Durable storage of inquiries, their delivery outbox and the session bookings; see store.contract.ts. */
export interface InquiryStore extends BookingStore {
  readonly kind: "sqlite" | "postgres";
  /** Creates or upgrades the schema; safe to run at every start, from several processes. */
  migrate(): Promise<void>;
  /** Checks, inquiry, outbox entry, rate-limit hit and key are one transaction, so a failure leaves nothing behind. */
  submit(inquiry: ContactInput, options: SubmitOptions): Promise<SubmitResult>;
  /** What submit would answer without storing, or null; reads only, so a client over its limit costs no write. */
  precheck(options: Omit<SubmitOptions, "id">): Promise<PrecheckResult>;
  /**
   * Takes a honeypot post as submit would, storing no inquiry: the id is keyed by the database's
   * secret so no client can tell it apart, and the key is kept a day with a digest of the content.
   */
  absorb(options: SubmitOptions, kind?: KeyKind): Promise<string>;
  /** Stores an inquiry unconditionally (submit without key or limit). */
  save(inquiry: ContactInput, options: { id: string; now: number }): Promise<StoredInquiry>;
  get(id: string): Promise<StoredInquiry | undefined>;
  /** Newest first. */
  list(options?: { limit?: number; status?: DeliveryStatus }): Promise<StoredInquiry[]>;
  exportAll(): Promise<StoredInquiry[]>;
  count(): Promise<number>;
  /** Leased entries stay hidden from other workers until the lease ends. */
  claimDue(now: number, limit: number, leaseMs: number): Promise<DeliveryJob[]>;
  /** The outcome methods return false, and change nothing, unless the row still carries `token`. */
  markDelivered(id: string, token: string, now: number): Promise<boolean>;
  scheduleRetry(id: string, token: string, attempts: number, nextAttemptAt: number, error: string): Promise<boolean>;
  markFailed(id: string, token: string, attempts: number, error: string): Promise<boolean>;
  renewLease(id: string, token: string, until: number): Promise<boolean>;
  releaseLease(id: string, token: string): Promise<void>;
  retryFailed(now: number): Promise<number>;
  /** Erases an address's inquiries and drafts; PostgreSQL still needs a VACUUM to drop the erased text from disk (see README). */
  deleteByEmail(email: string): Promise<number>;
  deleteReceivedBefore(cutoff: Date): Promise<number>;
  /** Keeps a form draft, counted against the client's rate limit and kept only while under it. */
  saveDraft(id: string, draft: FormDraft, now: number, rateLimit?: SubmitOptions["rateLimit"]): Promise<DraftResult>;
  /** The draft, while younger than its window. */
  getDraft(id: string, now: number): Promise<FormDraft | undefined>;
  deleteDraft(id: string): Promise<void>;
  close(): Promise<void>;
}

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

/** The stored time as ISO 8601, or as stored when it is not a time (a row written outside the site). */
function isoOrRaw(value: number | string | Date, time: Date): string {
  return Number.isNaN(time.getTime()) ? String(value) : time.toISOString();
}

export function storedTime(value: number | string): string {
  return isoOrRaw(value, new Date(Number(value)));
}

function isoFromMillis(value: number | string | null): string | null {
  if (value === null || value === undefined) return null;
  return storedTime(value);
}

/** Stored text as text, whatever a row written outside the site holds (a number, a blob, null). */
export function storedText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof ArrayBuffer) return `x'${Buffer.from(value).toString("hex")}'`;
  return value === null || value === undefined ? "" : String(value);
}

export function newlyStored(inquiry: ContactInput, id: string, now: number): StoredInquiry {
  const createdAt = new Date(now).toISOString();
  return {
    ...inquiry,
    id,
    createdAt,
    delivery: { status: "pending", attempts: 0, nextAttemptAt: createdAt, deliveredAt: null, lastError: null },
  };
}

/** The keys of absorbed posts, with a digest of what each first carried (SubmitOptions.content). */
export function absorbedKeyTables(bigint: "INTEGER" | "BIGINT"): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS absorbed_keys (
      kind TEXT NOT NULL,
      key TEXT NOT NULL,
      digest TEXT NOT NULL,
      created_at ${bigint} NOT NULL,
      PRIMARY KEY (kind, key)
    )`,
    `CREATE INDEX IF NOT EXISTS absorbed_keys_created_at ON absorbed_keys (created_at)`,
  ];
}

/** A digest of what was posted that only holders of `secret` can compute: no personal data is kept. */
function contentDigest(secret: string, content: string | undefined): string {
  return createHmac("sha256", secret).update(`content:${content ?? ""}`).digest("base64url");
}

/** What absorb writes, with `?` placeholders: the rate-limit hit, and the key unless already kept. */
export function absorbStatements(secret: string, { now, idempotencyKey, rateLimit, content }: SubmitOptions, kind: KeyKind): { sql: string; args: (string | number)[] }[] {
  const statements: { sql: string; args: (string | number)[] }[] = [];
  if (rateLimit) statements.push({ sql: "INSERT INTO rate_limit_hits (client, at) VALUES (?, ?)", args: [hashClient(secret, rateLimit.client), now] });
  if (idempotencyKey !== undefined) {
    statements.push(
      { sql: "DELETE FROM absorbed_keys WHERE created_at <= ?", args: [now - IDEMPOTENCY_WINDOW_MS] },
      {
        sql: "INSERT INTO absorbed_keys (kind, key, digest, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (kind, key) DO NOTHING",
        args: [kind, idempotencyKey, contentDigest(secret, content), now],
      },
    );
  }
  return statements;
}

/** The id absorb answers: the one a repeat of its key gets again, or the post's own without a key. */
export function absorbedId(secret: string, { id, idempotencyKey }: SubmitOptions): string {
  return idempotencyKey === undefined ? id : keyedId(secret, idempotencyKey);
}

/** The one read precheck answers from: a key's first inquiry or booking, an absorbed post's digest, the client's hits. */
export function precheckStatement(secret: string, kind: KeyKind, { now, idempotencyKey, rateLimit }: Omit<SubmitOptions, "id">) {
  const client = rateLimit ? hashClient(secret, rateLimit.client) : "";
  const since = now - (rateLimit?.windowMs ?? 0);
  const keySince = now - IDEMPOTENCY_WINDOW_MS;
  const key = idempotencyKey ?? null;
  return {
    sql: `SELECT (SELECT ${kind}_id FROM ${kind}_idempotency WHERE key = ? AND created_at > ?) AS replay,
            (SELECT digest FROM absorbed_keys WHERE kind = ? AND key = ? AND created_at > ?) AS absorbed,
            (SELECT COUNT(*) FROM rate_limit_hits WHERE client = ? AND at > ?) AS hits,
            (SELECT MIN(at) FROM rate_limit_hits WHERE client = ? AND at > ?) AS oldest`,
    args: [key, keySince, kind, key, keySince, client, since, client, since],
  };
}

/** What precheck answers, from that read. */
export function precheckOutcome(
  found: { replay: unknown; absorbed: unknown; hits: unknown; oldest: unknown } | undefined,
  { now, idempotencyKey, rateLimit, content }: Omit<SubmitOptions, "id">,
  secret: string,
): PrecheckResult {
  if (found?.replay) return { outcome: "replayed", id: String(found.replay) };
  if (found?.absorbed && idempotencyKey !== undefined) {
    return found.absorbed === contentDigest(secret, content) ? { outcome: "absorbed", id: keyedId(secret, idempotencyKey) } : { outcome: "key_reused" };
  }
  if (rateLimit && Number(found?.hits ?? 0) >= rateLimit.limit) {
    return { outcome: "rate_limited", retryAfterSeconds: retryAfterSeconds(Number(found?.oldest ?? now), rateLimit.windowMs, now) };
  }
  return null;
}

/** An id shaped like a random one (UUID version 4) that only holders of `secret` can derive from `key`. */
export function keyedId(secret: string, key: string): string {
  const bytes = createHmac("sha256", secret).update(`absorbed:${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
    id: storedText(row.id),
    createdAt: isoOrRaw(row.created_at, new Date(row.created_at)),
    name: storedText(row.name),
    email: storedText(row.email),
    company: storedText(row.company),
    interest: storedText(row.interest),
    message: storedText(row.message),
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
