import { randomBytes, randomUUID } from "node:crypto";
import { Pool, type PoolClient } from "pg";
import type { ContactInput } from "./schema";
import {
  BOOKING_COLUMNS,
  INVITATION_COLUMNS,
  SHARED_SECRET_STATEMENTS,
  bookOutcome,
  bookPrecheck,
  bookStatements,
  bookingTables,
  cancelStatements,
  changeOutcome,
  numbered,
  rescheduleStatements,
  toInvitationJob,
  toStoredBooking,
  type BookOptions,
  type BookPrecheck,
  type BookResult,
  type BookingDetails,
  type BookingRow,
  type BookingStatus,
  type ChangeResult,
  type InvitationOutbox,
  type InvitationRow,
  type SessionTime,
  type Statement,
} from "./bookings";
import { outboxRecorder, outboxStatements, postgresClaim } from "./outbox";
import {
  FORM_DRAFT_WINDOW_MS,
  INQUIRY_COLUMNS,
  IDEMPOTENCY_WINDOW_MS,
  INQUIRY_FROM,
  absorbStatements,
  absorbedId,
  absorbedKeyTables,
  draftOutcome,
  draftStatements,
  formDraftFrom,
  formDraftTables,
  hashClient,
  newlyStored,
  precheckOutcome,
  precheckStatement,
  retryAfterSeconds,
  toStoredInquiry,
  type DeliveryStatus,
  type FormDraft,
  type InquiryRow,
  type InquiryStore,
  type KeyKind,
  type PrecheckResult,
  type StoredInquiry,
  type SubmitOptions,
  type SubmitResult,
} from "./store";

const MIGRATION_LOCK = 7_424_001;
/** Serialises the rate-limit count of one client across instances (with the client's hash). */
const RATE_LIMIT_LOCK = 7_424_002;
/** Serialises every change to bookings, so each one's checks (clash, daily maximum) see the others'. */
const BOOKING_LOCK = 7_424_003;

/** The contact form drafts kept for a form sent without JavaScript (FormDraft). */
const formDrafts = [
  ...formDraftTables("BIGINT"),
  `CREATE INDEX IF NOT EXISTS contact_form_drafts_email ON contact_form_drafts (lower(email))`,
];

const migrations: { version: number; statements: string[] }[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE IF NOT EXISTS inquiries (
        id TEXT PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        company TEXT NOT NULL,
        interest TEXT NOT NULL,
        message TEXT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS inquiries_created_at ON inquiries (created_at)`,
      `CREATE INDEX IF NOT EXISTS inquiries_email ON inquiries (lower(email))`,
      `CREATE TABLE IF NOT EXISTS inquiry_outbox (
        inquiry_id TEXT PRIMARY KEY REFERENCES inquiries (id) ON DELETE CASCADE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        lease_until BIGINT,
        delivered_at BIGINT,
        last_error TEXT
      )`,
      `CREATE INDEX IF NOT EXISTS inquiry_outbox_due ON inquiry_outbox (status, next_attempt_at)`,
    ],
  },
  {
    version: 2,
    statements: [
      `ALTER TABLE inquiry_outbox ADD COLUMN IF NOT EXISTS lease_token TEXT`,
      `CREATE TABLE IF NOT EXISTS inquiry_idempotency (
        key TEXT PRIMARY KEY,
        inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
        created_at BIGINT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS inquiry_idempotency_created_at ON inquiry_idempotency (created_at)`,
      `CREATE INDEX IF NOT EXISTS inquiry_idempotency_inquiry ON inquiry_idempotency (inquiry_id)`,
      `CREATE TABLE IF NOT EXISTS rate_limit_hits (client TEXT NOT NULL, at BIGINT NOT NULL)`,
      `CREATE INDEX IF NOT EXISTS rate_limit_hits_client ON rate_limit_hits (client, at)`,
      `CREATE INDEX IF NOT EXISTS rate_limit_hits_at ON rate_limit_hits (at)`,
      `CREATE TABLE IF NOT EXISTS contact_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
    ],
  },
  { version: 3, statements: formDrafts },
  // A database whose version 3 holds the bookings (numbered before the drafts were) gets the drafts here.
  { version: 4, statements: [...formDrafts, ...bookingTables("BIGINT")] },
  { version: 5, statements: absorbedKeyTables("BIGINT") },
];

/**
 * Inquiries in PostgreSQL, for several app instances or serverless hosts. Delivery leases use
 * FOR UPDATE SKIP LOCKED, so instances share the outbox without sending an e-mail twice.
 */
export class PostgresInquiryStore implements InquiryStore {
  readonly kind = "postgres" as const;
  readonly #pool: Pool;
  #rateSecret: string | null = null;

  constructor(readonly url: string) {
    this.#pool = new Pool({
      connectionString: url,
      max: 5,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 10_000,
    });
    // An idle client losing its connection must not take the process down.
    this.#pool.on("error", () => {});
  }

  async #transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async migrate(): Promise<void> {
    await this.#transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      await client.query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)",
      );
      const applied = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
      const done = new Set(applied.rows.map((row) => Number(row.version)));
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        for (const statement of migration.statements) await client.query(statement);
        await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, now())", [
          migration.version,
        ]);
      }
      await client.query(
        "INSERT INTO contact_settings (name, value) VALUES ('rate_limit_key', $1) ON CONFLICT (name) DO NOTHING",
        [randomBytes(32).toString("base64url")],
      );
      const secret = await client.query<{ value: string }>("SELECT value FROM contact_settings WHERE name = 'rate_limit_key'");
      this.#rateSecret = secret.rows[0]!.value;
    });
  }

  async submit(inquiry: ContactInput, options: SubmitOptions): Promise<SubmitResult> {
    const { id, now, idempotencyKey, rateLimit } = options;
    const replayOf = async (client: PoolClient) => {
      const found = await client.query<{ inquiry_id: string }>(
        "SELECT inquiry_id FROM inquiry_idempotency WHERE key = $1 AND created_at > $2",
        [idempotencyKey, now - IDEMPOTENCY_WINDOW_MS],
      );
      return found.rows[0]?.inquiry_id;
    };
    const client = await this.#pool.connect();
    try {
      await client.query("BEGIN");
      if (idempotencyKey !== undefined) {
        await client.query("DELETE FROM inquiry_idempotency WHERE key = $1 AND created_at <= $2", [
          idempotencyKey,
          now - IDEMPOTENCY_WINDOW_MS,
        ]);
        const replay = await replayOf(client);
        if (replay) {
          await client.query("COMMIT");
          return { outcome: "replayed", id: replay };
        }
      }
      let clientHash = "";
      if (rateLimit) {
        if (this.#rateSecret === null) throw new Error("migrate() must run before the rate limit is counted");
        clientHash = hashClient(this.#rateSecret, rateLimit.client);
        const since = now - rateLimit.windowMs;
        await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [RATE_LIMIT_LOCK, clientHash]);
        await client.query("DELETE FROM rate_limit_hits WHERE client = $1 AND at <= $2", [clientHash, since]);
        const hits = await client.query<{ n: string; oldest: string | null }>(
          "SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_limit_hits WHERE client = $1 AND at > $2",
          [clientHash, since],
        );
        const { n, oldest } = hits.rows[0] ?? { n: "0", oldest: null };
        if (Number(n) >= rateLimit.limit) {
          await client.query("COMMIT");
          return { outcome: "rate_limited", retryAfterSeconds: retryAfterSeconds(Number(oldest ?? now), rateLimit.windowMs, now) };
        }
      }
      await client.query(
        `INSERT INTO inquiries (id, created_at, name, email, company, interest, message)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, new Date(now).toISOString(), inquiry.name, inquiry.email, inquiry.company, inquiry.interest, inquiry.message],
      );
      await client.query("INSERT INTO inquiry_outbox (inquiry_id, next_attempt_at) VALUES ($1, $2)", [id, now]);
      if (rateLimit) await client.query("INSERT INTO rate_limit_hits (client, at) VALUES ($1, $2)", [clientHash, now]);
      if (idempotencyKey !== undefined) {
        // A concurrent request with the same key waits here for the first one's commit.
        const claimed = await client.query(
          `INSERT INTO inquiry_idempotency (key, inquiry_id, created_at) VALUES ($1, $2, $3)
           ON CONFLICT (key) DO NOTHING RETURNING key`,
          [idempotencyKey, id, now],
        );
        if (claimed.rowCount === 0) {
          await client.query("ROLLBACK");
          const replay = await replayOf(client);
          if (replay) return { outcome: "replayed", id: replay };
          throw new Error("idempotency key taken by an inquiry that is gone");
        }
      }
      await client.query("COMMIT");
      // Old hits of other clients go in passing; nothing depends on when.
      if (rateLimit) {
        await client.query("DELETE FROM rate_limit_hits WHERE at <= $1", [now - rateLimit.windowMs]).catch(() => {});
      }
      return { outcome: "stored", inquiry: newlyStored(inquiry, id, now) };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  #secret(): string {
    if (this.#rateSecret === null) throw new Error("migrate() must run before the rate limit is counted");
    return this.#rateSecret;
  }

  async #precheck(kind: KeyKind, options: Omit<SubmitOptions, "id">): Promise<PrecheckResult> {
    const { sql, args } = precheckStatement(this.#secret(), kind, options);
    const result = await this.#pool.query<Parameters<typeof precheckOutcome>[0] & object>(numbered(sql), args);
    return precheckOutcome(result.rows[0], options, this.#secret());
  }

  precheck(options: Omit<SubmitOptions, "id">): Promise<PrecheckResult> {
    return this.#precheck("inquiry", options);
  }

  async precheckBooking(options: Omit<SubmitOptions, "id">): Promise<BookPrecheck> {
    return bookPrecheck(await this.#precheck("booking", options), (id) => this.getBooking(id));
  }

  async absorb(options: SubmitOptions, kind: KeyKind = "inquiry"): Promise<string> {
    const statements = absorbStatements(this.#secret(), options, kind);
    if (statements.length > 0) {
      await this.#transaction(async (client) => {
        for (const { sql, args } of statements) await client.query(numbered(sql), args);
      });
    }
    return absorbedId(this.#secret(), options);
  }

  async save(inquiry: ContactInput, { id, now }: { id: string; now: number }): Promise<StoredInquiry> {
    const result = await this.submit(inquiry, { id, now });
    if (result.outcome !== "stored") throw new Error("inquiry not stored");
    return result.inquiry;
  }

  async #select(where: string, args: unknown[], tail = "") {
    const result = await this.#pool.query<InquiryRow>(
      `SELECT ${INQUIRY_COLUMNS} FROM ${INQUIRY_FROM} ${where} ${tail}`,
      args,
    );
    return result.rows.map(toStoredInquiry);
  }

  async get(id: string) {
    const [inquiry] = await this.#select("WHERE i.id = $1", [id]);
    return inquiry;
  }

  list({ limit = 50, status }: { limit?: number; status?: DeliveryStatus } = {}) {
    const order = `ORDER BY i.created_at DESC, i.id DESC LIMIT ${Math.max(1, Math.floor(limit))}`;
    return status ? this.#select("WHERE o.status = $1", [status], order) : this.#select("", [], order);
  }

  exportAll() {
    return this.#select("", [], "ORDER BY i.created_at ASC, i.id ASC");
  }

  async count() {
    const result = await this.#pool.query<{ n: string }>("SELECT COUNT(*) AS n FROM inquiries");
    return Number(result.rows[0]?.n ?? 0);
  }

  async claimDue(now: number, limit: number, leaseMs: number) {
    const lease = { token: randomUUID(), until: now + leaseMs };
    const result = await this.#pool.query<InquiryRow>(
      postgresClaim(
        "inquiry_outbox",
        "inquiry_id",
        `SELECT i.id, i.created_at, i.name, i.email, i.company, i.interest, i.message,
                o.status, o.attempts, o.next_attempt_at, o.delivered_at, o.last_error
         FROM claimed o JOIN inquiries i ON i.id = o.inquiry_id`,
      ),
      [lease.until, now, limit, lease.token],
    );
    return result.rows.map((row) => {
      const inquiry = toStoredInquiry(row);
      return { inquiry, attempts: inquiry.delivery.attempts, lease };
    });
  }

  readonly #inquiryOutbox = outboxRecorder(
    outboxStatements("inquiry_outbox", "inquiry_id", (n) => `$${n}`),
    async (sql, args) => (await this.#pool.query(sql, args)).rowCount ?? 0,
  );

  markDelivered(id: string, token: string, now: number) {
    return this.#inquiryOutbox.markDelivered(id, token, now);
  }

  scheduleRetry(id: string, token: string, attempts: number, nextAttemptAt: number, error: string) {
    return this.#inquiryOutbox.scheduleRetry(id, token, attempts, nextAttemptAt, error);
  }

  markFailed(id: string, token: string, attempts: number, error: string) {
    return this.#inquiryOutbox.markFailed(id, token, attempts, error);
  }

  renewLease(id: string, token: string, until: number) {
    return this.#inquiryOutbox.renewLease(id, token, until);
  }

  releaseLease(id: string, token: string) {
    return this.#inquiryOutbox.releaseLease(id, token);
  }

  retryFailed(now: number) {
    return this.#inquiryOutbox.retryFailed(now);
  }

  async deleteByEmail(email: string) {
    return this.#transaction(async (client) => {
      await client.query("DELETE FROM contact_form_drafts WHERE lower(email) = lower($1)", [email.trim()]);
      const result = await client.query("DELETE FROM inquiries WHERE lower(email) = lower($1)", [email.trim()]);
      return result.rowCount ?? 0;
    });
  }

  async deleteReceivedBefore(cutoff: Date) {
    return this.#transaction(async (client) => {
      await client.query("DELETE FROM contact_form_drafts WHERE created_at < $1", [cutoff.getTime()]);
      const result = await client.query("DELETE FROM inquiries WHERE created_at < $1", [cutoff.toISOString()]);
      return result.rowCount ?? 0;
    });
  }

  async saveDraft(id: string, draft: FormDraft, now: number, rateLimit?: SubmitOptions["rateLimit"]) {
    const row = await this.#transaction(async (client) => {
      if (rateLimit) await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [RATE_LIMIT_LOCK, hashClient(this.#secret(), rateLimit.client)]);
      let last: Record<string, unknown> | undefined;
      for (const { sql, args } of draftStatements(this.#secret(), id, draft, now, rateLimit)) last = (await client.query(numbered(sql), args)).rows[0];
      return last;
    });
    return draftOutcome(row, now, rateLimit);
  }

  async getDraft(id: string, now: number) {
    const result = await this.#pool.query<{ draft: string }>("SELECT draft FROM contact_form_drafts WHERE id = $1 AND created_at > $2", [
      id,
      now - FORM_DRAFT_WINDOW_MS,
    ]);
    const row = result.rows[0];
    return row ? formDraftFrom(row.draft) : undefined;
  }

  async deleteDraft(id: string) {
    await this.#pool.query("DELETE FROM contact_form_drafts WHERE id = $1", [id]);
  }

  /* ---------- Bookings (lib/contact/bookings.ts) ---------- */

  /** Runs a booking change's statements in one transaction that holds the bookings' lock (and a client's rate-limit lock). */
  async #bookingTransaction(statements: Statement[], clientHash = "") {
    try {
      return await this.#transaction(async (client) => {
        await client.query("SELECT pg_advisory_xact_lock($1)", [BOOKING_LOCK]);
        if (clientHash) await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [RATE_LIMIT_LOCK, clientHash]);
        let last: Record<string, unknown> | undefined;
        for (const statement of statements) last = (await client.query(numbered(statement.sql), statement.args)).rows[0];
        return { last };
      });
    } catch (error) {
      // The unique index on confirmed start times: a writer outside the lock booked it first.
      if ((error as { code?: string; constraint?: string }).constraint === "bookings_slot") return { taken: true as const };
      throw error;
    }
  }

  async book(details: BookingDetails, options: BookOptions): Promise<BookResult> {
    let clientHash = "";
    if (options.rateLimit) {
      if (this.#rateSecret === null) throw new Error("migrate() must run before the rate limit is counted");
      clientHash = hashClient(this.#rateSecret, options.rateLimit.client);
    }
    const result = await this.#bookingTransaction(bookStatements(details, options, clientHash, randomUUID()), clientHash);
    if ("taken" in result) return { outcome: "taken" };
    // Old hits of other clients go in passing; nothing depends on when.
    if (options.rateLimit) await this.#pool.query("DELETE FROM rate_limit_hits WHERE at <= $1", [options.now - options.rateLimit.windowMs]).catch(() => {});
    const outcome = bookOutcome(result.last, details, options);
    if (!("replayOf" in outcome)) return outcome;
    const first = await this.getBooking(outcome.replayOf);
    if (!first) throw new Error("idempotency key taken by a booking that is gone");
    return { outcome: "replayed", booking: first };
  }

  async #change(id: string, statements: Statement[], kind: "rescheduled" | "cancelled", now: number): Promise<ChangeResult> {
    const result = await this.#bookingTransaction(statements);
    if ("taken" in result) return { outcome: "taken" };
    return changeOutcome(result.last, await this.getBooking(id), kind, now);
  }

  reschedule(id: string, options: { now: number; slot: SessionTime; rules: BookOptions["rules"] }) {
    return this.#change(id, rescheduleStatements(id, options, randomUUID()), "rescheduled", options.now);
  }

  cancel(id: string, now: number) {
    return this.#change(id, cancelStatements(id, now, randomUUID()), "cancelled", now);
  }

  async #bookings(where: string, args: unknown[], tail = "") {
    const result = await this.#pool.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings b ${where} ${tail}`, args);
    return result.rows.map(toStoredBooking);
  }

  async getBooking(id: string) {
    const [booking] = await this.#bookings("WHERE b.id = $1", [id]);
    return booking;
  }

  bookingsBetween(from: number, to: number) {
    return this.#bookings("WHERE b.status = 'confirmed' AND b.ends_at > $1 AND b.starts_at < $2", [from, to], "ORDER BY b.starts_at");
  }

  listBookings({ limit = 50, status, from }: { limit?: number; status?: BookingStatus; from?: number } = {}) {
    const conditions = [...(status ? ["b.status = ?"] : []), ...(from !== undefined ? ["b.ends_at > ?"] : [])];
    const args = [...(status ? [status] : []), ...(from !== undefined ? [from] : [])];
    const where = conditions.length > 0 ? numbered(`WHERE ${conditions.join(" AND ")}`) : "";
    return this.#bookings(where, args, `ORDER BY b.starts_at DESC, b.id DESC LIMIT ${Math.max(1, Math.floor(limit))}`);
  }

  exportBookings() {
    return this.#bookings("", [], "ORDER BY b.starts_at ASC, b.id ASC");
  }

  readonly invitations: InvitationOutbox = {
    ...outboxRecorder(
      outboxStatements("booking_outbox", "id", (n) => `$${n}`),
      async (sql, args) => (await this.#pool.query(sql, args)).rowCount ?? 0,
    ),
    claimDue: async (now: number, limit: number, leaseMs: number) => {
      const lease = { token: randomUUID(), until: now + leaseMs };
      const result = await this.#pool.query<InvitationRow>(
        postgresClaim("booking_outbox", "id", `SELECT ${INVITATION_COLUMNS} FROM claimed m JOIN bookings b ON b.id = m.booking_id ORDER BY m.next_attempt_at, m.id`),
        [lease.until, now, limit, lease.token],
      );
      return result.rows.map((row) => toInvitationJob(row, lease));
    },
  };

  async deleteBookingsByEmail(email: string) {
    const result = await this.#pool.query("DELETE FROM bookings WHERE lower(email) = lower($1)", [email.trim()]);
    return result.rowCount ?? 0;
  }

  async deleteBookingsBefore(cutoff: Date) {
    const result = await this.#pool.query("DELETE FROM bookings WHERE starts_at < $1", [cutoff.getTime()]);
    return result.rowCount ?? 0;
  }

  async sharedSecret(name: string): Promise<string> {
    const [create, read] = SHARED_SECRET_STATEMENTS;
    await this.#pool.query(numbered(create), [name, randomBytes(32).toString("base64url")]);
    const result = await this.#pool.query<{ value: string }>(numbered(read), [name]);
    return result.rows[0]!.value;
  }

  async close() {
    await this.#pool.end();
  }
}
