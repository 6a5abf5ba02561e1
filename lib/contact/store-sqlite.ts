import fs from "node:fs";
import path from "node:path";
import { createClient, type Client, type InArgs } from "@libsql/client";
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
];

/**
 * Inquiries in a local SQLite file (libSQL). Write-ahead logging with synchronous=FULL: once a
 * save has returned, the inquiry survives a crash of the process or of the machine.
 */
export class SqliteInquiryStore implements InquiryStore {
  readonly kind = "sqlite" as const;
  readonly #client: Client;

  constructor(readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // One connection: every call runs to completion before the next, so writes never contend
    // inside the process; the busy timeout covers other processes (the inquiries command).
    this.#client = createClient({ url: `file:${file}`, concurrency: 1, timeout: 5000 });
  }

  async migrate(): Promise<void> {
    await this.#client.execute("PRAGMA journal_mode = WAL");
    await this.#client.execute("PRAGMA synchronous = FULL");
    await this.#client.execute("PRAGMA foreign_keys = ON");
    await this.#client.execute(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
    );
    const applied = await this.#client.execute("SELECT version FROM schema_migrations");
    const done = new Set(applied.rows.map((row) => Number(row.version)));
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await this.#client.batch(
        [
          ...migration.statements,
          {
            sql: "INSERT OR IGNORE INTO schema_migrations (version, applied_at) VALUES (?, ?)",
            args: [migration.version, new Date().toISOString()],
          },
        ],
        "write",
      );
    }
  }

  /** Durability settings as the connection reports them (for the contract tests). */
  async pragmas(): Promise<{ journalMode: string; synchronous: number }> {
    const journal = await this.#client.execute("PRAGMA journal_mode");
    const sync = await this.#client.execute("PRAGMA synchronous");
    return { journalMode: String(journal.rows[0]?.journal_mode), synchronous: Number(sync.rows[0]?.synchronous) };
  }

  async save(inquiry: ContactInput, { id, now }: { id: string; now: number }): Promise<StoredInquiry> {
    const createdAt = new Date(now).toISOString();
    await this.#client.batch(
      [
        {
          sql: `INSERT INTO inquiries (id, created_at, name, email, company, interest, message)
                VALUES (?, ?, ?, ?, ?, ?, ?)`,
          args: [id, createdAt, inquiry.name, inquiry.email, inquiry.company, inquiry.interest, inquiry.message],
        },
        { sql: "INSERT INTO inquiry_outbox (inquiry_id, next_attempt_at) VALUES (?, ?)", args: [id, now] },
      ],
      "write",
    );
    return {
      ...inquiry,
      id,
      createdAt,
      delivery: { status: "pending", attempts: 0, nextAttemptAt: createdAt, deliveredAt: null, lastError: null },
    };
  }

  async #select(where: string, args: InArgs, tail = "") {
    const result = await this.#client.execute({
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
    const result = await this.#client.execute("SELECT COUNT(*) AS n FROM inquiries");
    return Number(result.rows[0]?.n ?? 0);
  }

  async claimDue(now: number, limit: number, leaseMs: number) {
    const claimed = await this.#client.execute({
      sql: `UPDATE inquiry_outbox SET lease_until = ?
            WHERE inquiry_id IN (
              SELECT inquiry_id FROM inquiry_outbox
              WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
              ORDER BY next_attempt_at LIMIT ?
            )
            RETURNING inquiry_id, attempts`,
      args: [now + leaseMs, now, now, limit],
    });
    if (claimed.rows.length === 0) return [];
    const ids = claimed.rows.map((row) => String(row.inquiry_id));
    const inquiries = await this.#select(`WHERE i.id IN (${ids.map(() => "?").join(", ")})`, ids);
    return inquiries.map((inquiry) => ({ inquiry, attempts: inquiry.delivery.attempts }));
  }

  async markDelivered(id: string, now: number) {
    await this.#client.execute({
      sql: `UPDATE inquiry_outbox SET status = 'delivered', attempts = attempts + 1, delivered_at = ?,
              lease_until = NULL, last_error = NULL WHERE inquiry_id = ?`,
      args: [now, id],
    });
  }

  async scheduleRetry(id: string, attempts: number, nextAttemptAt: number, error: string) {
    await this.#client.execute({
      sql: `UPDATE inquiry_outbox SET attempts = ?, next_attempt_at = ?, lease_until = NULL, last_error = ?
            WHERE inquiry_id = ? AND status = 'pending'`,
      args: [attempts, nextAttemptAt, safeErrorText(error), id],
    });
  }

  async markFailed(id: string, attempts: number, error: string) {
    await this.#client.execute({
      sql: `UPDATE inquiry_outbox SET status = 'failed', attempts = ?, lease_until = NULL, last_error = ?
            WHERE inquiry_id = ?`,
      args: [attempts, safeErrorText(error), id],
    });
  }

  async retryFailed(now: number) {
    const result = await this.#client.execute({
      sql: `UPDATE inquiry_outbox SET status = 'pending', next_attempt_at = ?, lease_until = NULL WHERE status = 'failed'`,
      args: [now],
    });
    return result.rowsAffected;
  }

  async deleteByEmail(email: string) {
    const [, deleted] = await this.#client.batch(
      [
        {
          sql: `DELETE FROM inquiry_outbox WHERE inquiry_id IN (SELECT id FROM inquiries WHERE lower(email) = lower(?))`,
          args: [email],
        },
        { sql: "DELETE FROM inquiries WHERE lower(email) = lower(?)", args: [email] },
      ],
      "write",
    );
    return deleted?.rowsAffected ?? 0;
  }

  async deleteReceivedBefore(cutoff: Date) {
    const iso = cutoff.toISOString();
    const [, deleted] = await this.#client.batch(
      [
        {
          sql: "DELETE FROM inquiry_outbox WHERE inquiry_id IN (SELECT id FROM inquiries WHERE created_at < ?)",
          args: [iso],
        },
        { sql: "DELETE FROM inquiries WHERE created_at < ?", args: [iso] },
      ],
      "write",
    );
    return deleted?.rowsAffected ?? 0;
  }

  async close() {
    this.#client.close();
  }
}
