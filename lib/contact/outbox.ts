import { safeErrorText } from "./store";

/** Outbox statements written once for both tables and both databases. */
/** Every call is a no-op unless the row still carries `token`. */
export interface OutboxRecorder {
  markDelivered(id: string, token: string, now: number): Promise<boolean>;
  scheduleRetry(id: string, token: string, attempts: number, nextAttemptAt: number, error: string): Promise<boolean>;
  markFailed(id: string, token: string, attempts: number, error: string): Promise<boolean>;
  renewLease(id: string, token: string, until: number): Promise<boolean>;
  releaseLease(id: string, token: string): Promise<void>;
}

/** `p(n)` writes the n-th placeholder (? or $n). */
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

/** `run` executes one statement and returns how many rows it changed. */
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

/** Args: lease until, token, now, now, limit. */
export function sqliteClaim(table: string, key: string): string {
  return `UPDATE ${table} SET lease_until = ?, lease_token = ?
          WHERE ${key} IN (
            SELECT ${key} FROM ${table}
            WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
            ORDER BY next_attempt_at LIMIT ?
          )
          RETURNING ${key}`;
}

/** Skips rows another instance is claiming, then runs `select` over the table `claimed`. */
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
