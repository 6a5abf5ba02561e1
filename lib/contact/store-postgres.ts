import { Pool, type PoolClient } from "pg";
import type { ContactInput } from "./schema";
import {
  INQUIRY_COLUMNS,
  INQUIRY_FROM,
  safeErrorText,
  toStoredInquiry,
  type DeliveryStatus,
  type InquiryRow,
  type InquiryStore,
  type StoredInquiry,
} from "./store";

const MIGRATION_LOCK = 7_424_001;

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
];

/**
 * Inquiries in PostgreSQL, for several app instances or serverless hosts. Delivery leases use
 * FOR UPDATE SKIP LOCKED, so instances share the outbox without sending an e-mail twice.
 */
export class PostgresInquiryStore implements InquiryStore {
  readonly kind = "postgres" as const;
  readonly #pool: Pool;

  constructor(connectionString: string) {
    this.#pool = new Pool({
      connectionString,
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
    });
  }

  async save(inquiry: ContactInput, { id, now }: { id: string; now: number }): Promise<StoredInquiry> {
    const createdAt = new Date(now).toISOString();
    await this.#transaction(async (client) => {
      await client.query(
        `INSERT INTO inquiries (id, created_at, name, email, company, interest, message)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, createdAt, inquiry.name, inquiry.email, inquiry.company, inquiry.interest, inquiry.message],
      );
      await client.query("INSERT INTO inquiry_outbox (inquiry_id, next_attempt_at) VALUES ($1, $2)", [id, now]);
    });
    return {
      ...inquiry,
      id,
      createdAt,
      delivery: { status: "pending", attempts: 0, nextAttemptAt: createdAt, deliveredAt: null, lastError: null },
    };
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
    const result = await this.#pool.query<InquiryRow>(
      `WITH due AS (
         SELECT inquiry_id FROM inquiry_outbox
         WHERE status = 'pending' AND next_attempt_at <= $2 AND (lease_until IS NULL OR lease_until <= $2)
         ORDER BY next_attempt_at LIMIT $3
         FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE inquiry_outbox o SET lease_until = $1 FROM due WHERE o.inquiry_id = due.inquiry_id
         RETURNING o.*
       )
       SELECT i.id, i.created_at, i.name, i.email, i.company, i.interest, i.message,
              o.status, o.attempts, o.next_attempt_at, o.delivered_at, o.last_error
       FROM claimed o JOIN inquiries i ON i.id = o.inquiry_id`,
      [now + leaseMs, now, limit],
    );
    return result.rows.map((row) => {
      const inquiry = toStoredInquiry(row);
      return { inquiry, attempts: inquiry.delivery.attempts };
    });
  }

  async markDelivered(id: string, now: number) {
    await this.#pool.query(
      `UPDATE inquiry_outbox SET status = 'delivered', attempts = attempts + 1, delivered_at = $1,
         lease_until = NULL, last_error = NULL WHERE inquiry_id = $2`,
      [now, id],
    );
  }

  async scheduleRetry(id: string, attempts: number, nextAttemptAt: number, error: string) {
    await this.#pool.query(
      `UPDATE inquiry_outbox SET attempts = $1, next_attempt_at = $2, lease_until = NULL, last_error = $3
       WHERE inquiry_id = $4 AND status = 'pending'`,
      [attempts, nextAttemptAt, safeErrorText(error), id],
    );
  }

  async markFailed(id: string, attempts: number, error: string) {
    await this.#pool.query(
      `UPDATE inquiry_outbox SET status = 'failed', attempts = $1, lease_until = NULL, last_error = $2
       WHERE inquiry_id = $3`,
      [attempts, safeErrorText(error), id],
    );
  }

  async retryFailed(now: number) {
    const result = await this.#pool.query(
      `UPDATE inquiry_outbox SET status = 'pending', next_attempt_at = $1, lease_until = NULL WHERE status = 'failed'`,
      [now],
    );
    return result.rowCount ?? 0;
  }

  async deleteByEmail(email: string) {
    const result = await this.#pool.query("DELETE FROM inquiries WHERE lower(email) = lower($1)", [email]);
    return result.rowCount ?? 0;
  }

  async deleteReceivedBefore(cutoff: Date) {
    const result = await this.#pool.query("DELETE FROM inquiries WHERE created_at < $1", [cutoff.toISOString()]);
    return result.rowCount ?? 0;
  }

  async close() {
    await this.#pool.end();
  }
}
