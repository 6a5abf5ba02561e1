import { safeErrorText } from "./store";

/**
 * What the inquiries' outbox and the invitations' share: the statements that lease due e-mails
 * and record what became of them, written once for both tables and both databases.
 */

/** How an outbox records what happened to a claimed e-mail; every call is a no-op unless the row still carries `token`. */
export interface OutboxRecorder {
  markDelivered(id: string, token: string, now: number): Promise<boolean>;
  scheduleRetry(id: string, token: string, attempts: number, nextAttemptAt: number, error: string): Promise<boolean>;
  markFailed(id: string, token: string, attempts: number, error: string): Promise<boolean>;
  renewLease(id: string, token: string, until: number): Promise<boolean>;
  releaseLease(id: string, token: string): Promise<void>;
}

/**
 * The statements that record a claimed e-mail's fate in an outbox table, the same for the
 * inquiries' and the invitations' outboxes; `p(n)` writes the n-th placeholder (? or $n).
 */
export function outboxStatements(table: string, key: string, p: (n: number) => string) {
  const held = (n: number) => `WHERE ${key} = ${p(n)} AND status = 'pending' AND lease_token = ${p(n + 1)}`;
  return {
    markDelivered: `UPDATE ${table} SET status = 'delivered', attempts = attempts + 1, delivered_at = ${p(1)},
      lease_until = NULL, lease_token = NULL, last_error = NULL ${held(2)}`,
    scheduleRetry: `UPDATE ${table} SET attempts = ${p(1)}, next_attempt_at = ${p(2)}, lease_until = NULL, lease_token = NULL,
      last_error = ${p(3)} ${held(4)}`,
    markFailed: `UPDATE ${table} SET status = 'failed', attempts = ${p(1)}, lease_until = NULL, lease_token = NULL, last_error = ${p(2)} ${held(3)}`,
    renewLease: `UPDATE ${table} SET lease_until = ${p(1)} ${held(2)}`,
    releaseLease: `UPDATE ${table} SET lease_until = NULL, lease_token = NULL ${held(1)}`,
    retryFailed: `UPDATE ${table} SET status = 'pending', next_attempt_at = ${p(1)}, lease_until = NULL, lease_token = NULL
      WHERE status = 'failed'`,
  };
}

/** An OutboxRecorder over `run`, which executes one statement and returns how many rows it changed. */
export function outboxRecorder(
  statements: ReturnType<typeof outboxStatements>,
  run: (sql: string, args: (string | number)[]) => Promise<number>,
): OutboxRecorder & { retryFailed(now: number): Promise<number> } {
  const changedOne = async (sql: string, args: (string | number)[]) => (await run(sql, args)) === 1;
  return {
    markDelivered: (id, token, now) => changedOne(statements.markDelivered, [now, id, token]),
    scheduleRetry: (id, token, attempts, nextAttemptAt, error) =>
      changedOne(statements.scheduleRetry, [attempts, nextAttemptAt, safeErrorText(error), id, token]),
    markFailed: (id, token, attempts, error) => changedOne(statements.markFailed, [attempts, safeErrorText(error), id, token]),
    renewLease: (id, token, until) => changedOne(statements.renewLease, [until, id, token]),
    releaseLease: async (id, token) => {
      await run(statements.releaseLease, [id, token]);
    },
    retryFailed: (now) => run(statements.retryFailed, [now]),
  };
}

/** SQLite: leases up to `limit` due rows (args: lease until, token, now, now, limit) and returns their keys. */
export function sqliteClaim(table: string, key: string): string {
  return `UPDATE ${table} SET lease_until = ?, lease_token = ?
          WHERE ${key} IN (
            SELECT ${key} FROM ${table}
            WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
            ORDER BY next_attempt_at LIMIT ?
          )
          RETURNING ${key}`;
}

/**
 * PostgreSQL: leases up to $3 due rows to token $4 until $1 at now $2, skipping rows another
 * instance is claiming, then runs `select` over them as the table `claimed`.
 */
export function postgresClaim(table: string, key: string, select: string): string {
  return `WITH due AS (
            SELECT ${key} FROM ${table}
            WHERE status = 'pending' AND next_attempt_at <= $2 AND (lease_until IS NULL OR lease_until <= $2)
            ORDER BY next_attempt_at LIMIT $3
            FOR UPDATE SKIP LOCKED
          ), claimed AS (
            UPDATE ${table} o SET lease_until = $1, lease_token = $4 FROM due WHERE o.${key} = due.${key}
            RETURNING o.*
          )
          ${select}`;
}
