import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { InArgs, InStatement } from "@libsql/client";
import type { ContactInput } from "./schema";
import { SqliteThread, type SqliteClient as Client } from "./sqlite-thread";
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
  type StoredBooking,
} from "./bookings";
import { outboxRecorder, outboxStatements, sqliteClaim } from "./outbox";
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

/** Each migration is idempotent on its own, so two processes starting together cannot clash. */
const migrations: { version: number; statements: string[] }[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE IF NOT EXISTS inquiries (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        company TEXT NOT NULL,
        interest TEXT NOT NULL,
        message TEXT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS inquiries_created_at ON inquiries (created_at)`,
      `CREATE INDEX IF NOT EXISTS inquiries_email ON inquiries (email)`,
      `CREATE TABLE IF NOT EXISTS inquiry_outbox (
        inquiry_id TEXT PRIMARY KEY REFERENCES inquiries (id) ON DELETE CASCADE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_until INTEGER,
        delivered_at INTEGER,
        last_error TEXT
      )`,
      `CREATE INDEX IF NOT EXISTS inquiry_outbox_due ON inquiry_outbox (status, next_attempt_at)`,
    ],
  },
  {
    version: 2,
    statements: [
      `ALTER TABLE inquiry_outbox ADD COLUMN lease_token TEXT`,
      `CREATE TABLE IF NOT EXISTS inquiry_idempotency (
        key TEXT PRIMARY KEY,
        inquiry_id TEXT NOT NULL,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS inquiry_idempotency_created_at ON inquiry_idempotency (created_at)`,
      `CREATE TABLE IF NOT EXISTS rate_limit_hits (client TEXT NOT NULL, at INTEGER NOT NULL)`,
      `CREATE INDEX IF NOT EXISTS rate_limit_hits_client ON rate_limit_hits (client, at)`,
      `CREATE INDEX IF NOT EXISTS rate_limit_hits_at ON rate_limit_hits (at)`,
      `CREATE TABLE IF NOT EXISTS contact_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
    ],
  },
  { version: 3, statements: formDraftTables("INTEGER") },
  // A database whose version 3 holds the bookings (numbered before the drafts were) gets the drafts here.
  { version: 4, statements: [...formDraftTables("INTEGER"), ...bookingTables("INTEGER")] },
  { version: 5, statements: absorbedKeyTables("INTEGER") },
];

/** How long a statement may wait for another process's lock before the caller gets an error (a 503). */
export const DEFAULT_LOCK_WAIT_MS = 8_000;

function errorCode(error: unknown): string {
  if (!error || typeof error !== "object") return "";
  const { code, extendedCode, message } = error as { code?: unknown; extendedCode?: unknown; message?: unknown };
  return `${String(code ?? "")} ${String(extendedCode ?? "")} ${String(message ?? "")}`;
}

/** Another connection holds the lock: worth waiting for. */
function isBusy(error: unknown): boolean {
  return /SQLITE_BUSY|SQLITE_LOCKED|database is locked|database table is locked/i.test(errorCode(error));
}

/** The statement itself was refused (a duplicate id): the connection is fine. */
function isConstraint(error: unknown): boolean {
  return /SQLITE_CONSTRAINT/.test(errorCode(error));
}

/** The uniqueness rule on confirmed bookings' start times refused a write. */
function isUniqueSlot(error: unknown): boolean {
  return /UNIQUE constraint failed: bookings\.starts_at/.test(errorCode(error));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Inquiries in a local SQLite file (libSQL). Write-ahead logging with synchronous=FULL: once a
 * save has returned, the inquiry survives a crash of the process or of the machine.
 *
 * libSQL runs statements synchronously on the calling thread, so the connection lives on a thread
 * of its own (sqlite-thread.ts) and the server's thread only waits for answers. That thread serves
 * every connection this store opens, so SQLite's own busy timeout would still freeze it while
 * another process holds the write lock. The connection is opened with no busy timeout instead: a
 * locked statement fails at once and is retried after an asynchronous pause (5 ms doubling to
 * 100 ms) until `lockWaitMs` has passed. A connection that fails for any reason but a refused
 * statement is closed and replaced, so a broken one never outlives the error that broke it.
 */
export class SqliteInquiryStore implements InquiryStore {
  readonly kind = "sqlite" as const;
  readonly #lockWaitMs: number;
  readonly #thread = new SqliteThread();
  #client: Client | null = null;
  #opening: Promise<Client> | null = null;
  #rateSecret: string | null = null;

  constructor(
    readonly file: string,
    options: { lockWaitMs?: number } = {},
  ) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.#lockWaitMs = options.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS;
  }

  /** The open connection, with its per-connection settings applied. */
  #connection(): Promise<Client> {
    if (this.#client) return Promise.resolve(this.#client);
    this.#opening ??= (async () => {
      // One connection: statements run to completion one at a time, so this process never
      // contends with itself; other processes are handled by #run.
      const client = this.#thread.open({ url: `file:${this.file}`, concurrency: 1, timeout: 0 });
      try {
        await client.execute("PRAGMA synchronous = FULL");
        await client.execute("PRAGMA foreign_keys = ON");
        // Erased inquiries are overwritten with zeros, not just unlinked.
        await client.execute("PRAGMA secure_delete = ON");
      } catch (error) {
        client.close();
        throw error;
      }
      this.#client = client;
      return client;
    })().finally(() => {
      this.#opening = null;
    });
    return this.#opening;
  }

  #discard(client: Client) {
    if (this.#client !== client) return;
    this.#client = null;
    try {
      client.close();
    } catch {
      // already unusable
    }
  }

  /** Runs `work`, waiting asynchronously while another process holds the lock. */
  async #run<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.#lockWaitMs;
    let pause = 5;
    for (;;) {
      let client: Client | null = null;
      try {
        client = await this.#connection();
        return await work(client);
      } catch (error) {
        // libSQL leaves a statement that failed on a lock unfinished, and the connection then
        // refuses to commit ("SQL statements in progress"): only a fresh connection is safe.
        if (client && !isConstraint(error)) this.#discard(client);
        if (isBusy(error) && Date.now() + pause < deadline) {
          await sleep(pause);
          pause = Math.min(pause * 2, 100);
          continue;
        }
        throw error;
      }
    }
  }

  #execute(statement: InStatement) {
    return this.#run((client) => client.execute(statement));
  }

  #batch(statements: InStatement[]) {
    return this.#run((client) => client.batch(statements, "write"));
  }

  async migrate(): Promise<void> {
    await this.#execute("PRAGMA journal_mode = WAL");
    await this.#execute(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
    );
    const applied = async () => {
      const result = await this.#execute("SELECT version FROM schema_migrations");
      return new Set(result.rows.map((row) => Number(row.version)));
    };
    const done = await applied();
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      try {
        await this.#batch([
          ...migration.statements,
          {
            sql: "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)",
            args: [migration.version, new Date().toISOString()],
          },
        ]);
      } catch (error) {
        // Another process applied it between our read and our write.
        if (!(await applied()).has(migration.version)) throw error;
      }
    }
    await this.#execute({
      sql: "INSERT OR IGNORE INTO contact_settings (name, value) VALUES ('rate_limit_key', ?)",
      args: [randomBytes(32).toString("base64url")],
    });
    const secret = await this.#execute("SELECT value FROM contact_settings WHERE name = 'rate_limit_key'");
    this.#rateSecret = String(secret.rows[0]?.value);
  }

  /** Durability settings as the connection reports them (for the contract tests). */
  async pragmas(): Promise<{ journalMode: string; synchronous: number; secureDelete: number }> {
    const journal = await this.#execute("PRAGMA journal_mode");
    const sync = await this.#execute("PRAGMA synchronous");
    const secure = await this.#execute("PRAGMA secure_delete");
    return {
      journalMode: String(journal.rows[0]?.journal_mode),
      synchronous: Number(sync.rows[0]?.synchronous),
      secureDelete: Number(secure.rows[0]?.secure_delete),
    };
  }

  async submit(inquiry: ContactInput, options: SubmitOptions): Promise<SubmitResult> {
    const { id, now, idempotencyKey, rateLimit } = options;
    const createdAt = new Date(now).toISOString();
    const conditions: string[] = [];
    const conditionArgs: (string | number)[] = [];
    const statements: InStatement[] = [];
    let client = "";
    if (idempotencyKey !== undefined) {
      statements.push({ sql: "DELETE FROM inquiry_idempotency WHERE created_at <= ?", args: [now - IDEMPOTENCY_WINDOW_MS] });
      conditions.push("NOT EXISTS (SELECT 1 FROM inquiry_idempotency WHERE key = ?)");
      conditionArgs.push(idempotencyKey);
    }
    if (rateLimit) {
      client = hashClient(this.#secret(), rateLimit.client);
      statements.push({ sql: "DELETE FROM rate_limit_hits WHERE at <= ?", args: [now - rateLimit.windowMs] });
      conditions.push("(SELECT COUNT(*) FROM rate_limit_hits WHERE client = ?) < ?");
      conditionArgs.push(client, rateLimit.limit);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
    const ifStored = "WHERE EXISTS (SELECT 1 FROM inquiries WHERE id = ?)";
    statements.push(
      {
        sql: `INSERT INTO inquiries (id, created_at, name, email, company, interest, message)
              SELECT ?, ?, ?, ?, ?, ?, ? ${where}`,
        args: [id, createdAt, inquiry.name, inquiry.email, inquiry.company, inquiry.interest, inquiry.message, ...conditionArgs],
      },
      { sql: `INSERT INTO inquiry_outbox (inquiry_id, next_attempt_at) SELECT ?, ? ${ifStored}`, args: [id, now, id] },
    );
    if (rateLimit) {
      statements.push({ sql: `INSERT INTO rate_limit_hits (client, at) SELECT ?, ? ${ifStored}`, args: [client, now, id] });
    }
    if (idempotencyKey !== undefined) {
      statements.push({
        sql: `INSERT INTO inquiry_idempotency (key, inquiry_id, created_at) SELECT ?, ?, ? ${ifStored}`,
        args: [idempotencyKey, id, now, id],
      });
    }
    statements.push({
      sql: `SELECT EXISTS (SELECT 1 FROM inquiries WHERE id = ?) AS stored,
              (SELECT inquiry_id FROM inquiry_idempotency WHERE key = ?) AS replay,
              (SELECT MIN(at) FROM rate_limit_hits WHERE client = ?) AS oldest`,
      args: [id, idempotencyKey ?? null, client],
    });
    const results = await this.#batch(statements);
    const outcome = results[results.length - 1]?.rows[0];
    if (Number(outcome?.stored) === 1) return { outcome: "stored", inquiry: newlyStored(inquiry, id, now) };
    if (outcome?.replay) return { outcome: "replayed", id: String(outcome.replay) };
    return {
      outcome: "rate_limited",
      retryAfterSeconds: retryAfterSeconds(Number(outcome?.oldest ?? now), rateLimit?.windowMs ?? 0, now),
    };
  }

  async #precheck(kind: KeyKind, options: Omit<SubmitOptions, "id">): Promise<PrecheckResult> {
    const result = await this.#execute(precheckStatement(this.#secret(), kind, options));
    return precheckOutcome(result.rows[0] as Parameters<typeof precheckOutcome>[0], options, this.#secret());
  }

  precheck(options: Omit<SubmitOptions, "id">): Promise<PrecheckResult> {
    return this.#precheck("inquiry", options);
  }

  async absorb(options: SubmitOptions, kind: KeyKind = "inquiry"): Promise<string> {
    const statements = absorbStatements(this.#secret(), options, kind);
    if (statements.length > 0) await this.#batch(statements);
    return absorbedId(this.#secret(), options);
  }

  #secret(): string {
    if (this.#rateSecret === null) throw new Error("migrate() must run before the rate limit is counted");
    return this.#rateSecret;
  }

  async save(inquiry: ContactInput, { id, now }: { id: string; now: number }): Promise<StoredInquiry> {
    const result = await this.submit(inquiry, { id, now });
    if (result.outcome !== "stored") throw new Error("inquiry not stored");
    return result.inquiry;
  }

  async #select(where: string, args: InArgs, tail = "") {
    const result = await this.#execute({
      sql: `SELECT ${INQUIRY_COLUMNS} FROM ${INQUIRY_FROM} ${where} ${tail}`,
      args,
    });
    return result.rows.map((row) => toStoredInquiry(row as unknown as InquiryRow));
  }

  async get(id: string) {
    const [inquiry] = await this.#select("WHERE i.id = ?", [id]);
    return inquiry;
  }

  list({ limit = 50, status }: { limit?: number; status?: DeliveryStatus } = {}) {
    const order = `ORDER BY i.created_at DESC, i.id DESC LIMIT ${Math.max(1, Math.floor(limit))}`;
    return status ? this.#select("WHERE o.status = ?", [status], order) : this.#select("", [], order);
  }

  exportAll() {
    return this.#select("", [], "ORDER BY i.created_at ASC, i.id ASC");
  }

  async count() {
    const result = await this.#execute("SELECT COUNT(*) AS n FROM inquiries");
    return Number(result.rows[0]?.n ?? 0);
  }

  async claimDue(now: number, limit: number, leaseMs: number) {
    const lease = { token: randomUUID(), until: now + leaseMs };
    const claimed = await this.#execute({ sql: sqliteClaim("inquiry_outbox", "inquiry_id"), args: [lease.until, lease.token, now, now, limit] });
    if (claimed.rows.length === 0) return [];
    const ids = claimed.rows.map((row) => String(row.inquiry_id));
    const inquiries = await this.#select(`WHERE i.id IN (${ids.map(() => "?").join(", ")})`, ids);
    return inquiries.map((inquiry) => ({ inquiry, attempts: inquiry.delivery.attempts, lease }));
  }

  readonly #inquiryOutbox = outboxRecorder(outboxStatements("inquiry_outbox", "inquiry_id", () => "?"), async (sql, args) => {
    const result = await this.#execute({ sql, args });
    return result.rowsAffected;
  });

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

  /**
   * Erases the inquiries `where` selects, with everything that refers to them, and the form drafts
   * `drafts` selects, then checkpoints.
   */
  async #erase(where: string, args: InArgs, drafts: InStatement): Promise<number> {
    const ids = `SELECT id FROM inquiries WHERE ${where}`;
    const results = await this.#batch([
      { sql: `DELETE FROM inquiry_outbox WHERE inquiry_id IN (${ids})`, args },
      { sql: `DELETE FROM inquiry_idempotency WHERE inquiry_id IN (${ids})`, args },
      { sql: `DELETE FROM inquiries WHERE ${where}`, args },
      drafts,
    ]);
    await this.checkpoint();
    return results[2]?.rowsAffected ?? 0;
  }

  /**
   * Copies the write-ahead log into the file and truncates it, so text erased with secure_delete
   * is gone from both. Waits (asynchronously) for readers in other processes to move on.
   */
  async checkpoint(): Promise<void> {
    const deadline = Date.now() + this.#lockWaitMs;
    for (;;) {
      const result = await this.#execute("PRAGMA wal_checkpoint(TRUNCATE)");
      if (Number(result.rows[0]?.busy ?? 0) === 0) return;
      if (Date.now() > deadline) throw new Error("the write-ahead log could not be checkpointed: another process keeps reading");
      await sleep(50);
    }
  }

  deleteByEmail(email: string) {
    const args = [email.trim()];
    return this.#erase("lower(email) = lower(?)", args, { sql: "DELETE FROM contact_form_drafts WHERE lower(email) = lower(?)", args });
  }

  deleteReceivedBefore(cutoff: Date) {
    // Inquiries record their time as ISO text, drafts as milliseconds.
    return this.#erase("created_at < ?", [cutoff.toISOString()], {
      sql: "DELETE FROM contact_form_drafts WHERE created_at < ?",
      args: [cutoff.getTime()],
    });
  }

  async saveDraft(id: string, draft: FormDraft, now: number, rateLimit?: SubmitOptions["rateLimit"]) {
    const results = await this.#batch(draftStatements(this.#secret(), id, draft, now, rateLimit));
    return draftOutcome(results[results.length - 1]?.rows[0], now, rateLimit);
  }

  async getDraft(id: string, now: number) {
    const result = await this.#execute({
      sql: "SELECT draft FROM contact_form_drafts WHERE id = ? AND created_at > ?",
      args: [id, now - FORM_DRAFT_WINDOW_MS],
    });
    const row = result.rows[0];
    return row ? formDraftFrom(String(row.draft)) : undefined;
  }

  async deleteDraft(id: string) {
    await this.#execute({ sql: "DELETE FROM contact_form_drafts WHERE id = ?", args: [id] });
  }

  /* ---------- Bookings (lib/contact/bookings.ts) ---------- */

  async book(details: BookingDetails, options: BookOptions): Promise<BookResult> {
    const clientHash = options.rateLimit ? hashClient(this.#secret(), options.rateLimit.client) : "";
    let results;
    try {
      results = await this.#batch(bookStatements(details, options, clientHash, randomUUID()));
    } catch (error) {
      // The unique index on confirmed start times: another process booked the time first.
      if (isUniqueSlot(error)) return { outcome: "taken" };
      throw error;
    }
    if (options.rateLimit) await this.#execute({ sql: "DELETE FROM rate_limit_hits WHERE at <= ?", args: [options.now - options.rateLimit.windowMs] }).catch(() => {});
    const outcome = bookOutcome(results[results.length - 1]?.rows[0], details, options);
    if (!("replayOf" in outcome)) return outcome;
    const first = await this.getBooking(outcome.replayOf);
    if (!first) throw new Error("idempotency key taken by a booking that is gone");
    return { outcome: "replayed", booking: first };
  }

  async precheckBooking(options: Omit<SubmitOptions, "id">): Promise<BookPrecheck> {
    return bookPrecheck(await this.#precheck("booking", options), (id) => this.getBooking(id));
  }

  async #change(id: string, statements: Statement[], kind: "rescheduled" | "cancelled", now: number): Promise<ChangeResult> {
    let results;
    try {
      results = await this.#batch(statements);
    } catch (error) {
      if (isUniqueSlot(error)) return { outcome: "taken" };
      throw error;
    }
    return changeOutcome(results[results.length - 1]?.rows[0], await this.getBooking(id), kind, now);
  }

  reschedule(id: string, options: { now: number; slot: SessionTime; rules: BookOptions["rules"] }) {
    return this.#change(id, rescheduleStatements(id, options, randomUUID()), "rescheduled", options.now);
  }

  cancel(id: string, now: number) {
    return this.#change(id, cancelStatements(id, now, randomUUID()), "cancelled", now);
  }

  async #bookings(where: string, args: InArgs, tail = ""): Promise<StoredBooking[]> {
    const result = await this.#execute({ sql: `SELECT ${BOOKING_COLUMNS} FROM bookings b ${where} ${tail}`, args });
    return result.rows.map((row) => toStoredBooking(row as unknown as BookingRow));
  }

  async getBooking(id: string) {
    const [booking] = await this.#bookings("WHERE b.id = ?", [id]);
    return booking;
  }

  bookingsBetween(from: number, to: number) {
    return this.#bookings("WHERE b.status = 'confirmed' AND b.ends_at > ? AND b.starts_at < ?", [from, to], "ORDER BY b.starts_at");
  }

  listBookings({ limit = 50, status, from }: { limit?: number; status?: BookingStatus; from?: number } = {}) {
    const conditions = [...(status ? ["b.status = ?"] : []), ...(from !== undefined ? ["b.ends_at > ?"] : [])];
    const args = [...(status ? [status] : []), ...(from !== undefined ? [from] : [])];
    const where = conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
    return this.#bookings(where, args, `ORDER BY b.starts_at DESC, b.id DESC LIMIT ${Math.max(1, Math.floor(limit))}`);
  }

  exportBookings() {
    return this.#bookings("", [], "ORDER BY b.starts_at ASC, b.id ASC");
  }

  readonly invitations: InvitationOutbox = {
    ...outboxRecorder(outboxStatements("booking_outbox", "id", () => "?"), async (sql, args) => {
      const result = await this.#execute({ sql, args });
      return result.rowsAffected;
    }),
    claimDue: async (now: number, limit: number, leaseMs: number) => {
      const lease = { token: randomUUID(), until: now + leaseMs };
      const claimed = await this.#execute({ sql: sqliteClaim("booking_outbox", "id"), args: [lease.until, lease.token, now, now, limit] });
      if (claimed.rows.length === 0) return [];
      const ids = claimed.rows.map((row) => String(row.id));
      const rows = await this.#execute({
        sql: `SELECT ${INVITATION_COLUMNS} FROM booking_outbox m JOIN bookings b ON b.id = m.booking_id
              WHERE m.id IN (${ids.map(() => "?").join(", ")}) ORDER BY m.next_attempt_at, m.id`,
        args: ids,
      });
      return rows.rows.map((row) => toInvitationJob(row as unknown as InvitationRow, lease));
    },
  };

  async #eraseBookings(where: string, args: InArgs): Promise<number> {
    // The outbox and the idempotency keys go with them (ON DELETE CASCADE).
    const result = await this.#execute({ sql: `DELETE FROM bookings WHERE ${where}`, args });
    await this.checkpoint();
    return result.rowsAffected;
  }

  deleteBookingsByEmail(email: string) {
    return this.#eraseBookings("lower(email) = lower(?)", [email.trim()]);
  }

  deleteBookingsBefore(cutoff: Date) {
    return this.#eraseBookings("starts_at < ?", [cutoff.getTime()]);
  }

  async sharedSecret(name: string): Promise<string> {
    const [create, read] = SHARED_SECRET_STATEMENTS;
    await this.#execute({ sql: create, args: [name, randomBytes(32).toString("base64url")] });
    const result = await this.#execute({ sql: read, args: [name] });
    return String(result.rows[0]?.value);
  }

  async close() {
    await this.#opening?.catch(() => {});
    const client = this.#client;
    this.#client = null;
    client?.close();
    await this.#thread.close();
  }
}
