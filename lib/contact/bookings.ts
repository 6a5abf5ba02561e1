import { randomUUID } from "node:crypto";
import type { OutboxRecorder } from "./outbox";
import { IDEMPOTENCY_WINDOW_MS, retryAfterSeconds, storedText, storedTime, type Lease, type PrecheckResult, type SubmitOptions } from "./store";

/** Session bookings, kept in the inquiries' database, and the outbox of their calendar invitations. */

export type BookingDetails = {
  name: string;
  email: string;
  company: string;
  note: string;
  /** The visitor's IANA zone, in which their e-mail states the time. */
  timeZone: string;
};

export type BookingStatus = "confirmed" | "cancelled";

export type StoredBooking = BookingDetails & {
  id: string;
  createdAt: string;
  startsAt: string;
  endsAt: string;
  /** The firm's local date of the session, which the daily maximum counts. */
  day: string;
  status: BookingStatus;
  /** The invitations' SEQUENCE: one more at every change. */
  sequence: number;
  updatedAt: string;
  invitations: "sent" | "pending" | "failed";
};

export type SessionTime = { start: number; end: number; day: string };

export type BookOptions = {
  id: string;
  now: number;
  slot: SessionTime;
  /** Enforced in the store's transaction, whatever another instance does meanwhile. */
  rules: { dailyMaximum: number; bufferMinutes: number };
  idempotencyKey?: string;
  /** Counted with the inquiries': one limit per client for both. */
  rateLimit?: { client: string; limit: number; windowMs: number };
};

export type BookResult =
  | { outcome: "booked"; booking: StoredBooking }
  | { outcome: "replayed"; booking: StoredBooking }
  | { outcome: "rate_limited"; retryAfterSeconds: number }
  | { outcome: "taken" }
  | { outcome: "day_full" };

export type BookPrecheck = Extract<BookResult, { outcome: "replayed" | "rate_limited" }> | Extract<PrecheckResult, { outcome: "absorbed" | "key_reused" }> | null;

export type ChangeResult =
  | { outcome: "rescheduled" | "cancelled"; booking: StoredBooking }
  | { outcome: "taken" | "day_full" }
  | { outcome: "not_found" }
  | { outcome: "already_cancelled" | "past"; booking: StoredBooking };

export type InvitationRecipient = "visitor" | "firm";
export type InvitationMethod = "REQUEST" | "CANCEL";

/** One e-mail of the outbox: the booking as it stood when the change was made. */
export type InvitationMessage = {
  id: string;
  recipient: InvitationRecipient;
  method: InvitationMethod;
  sequence: number;
  startsAt: string;
  endsAt: string;
  booking: StoredBooking;
};

export type InvitationJob = { message: InvitationMessage; attempts: number; lease: Lease };

export interface InvitationOutbox extends OutboxRecorder {
  claimDue(now: number, limit: number, leaseMs: number): Promise<InvitationJob[]>;
  retryFailed(now: number): Promise<number>;
}

export interface BookingStore {
  /** Checks, booking, invitations, rate-limit hit and key are one transaction; a unique index on confirmed starts is the last word across instances. */
  book(details: BookingDetails, options: BookOptions): Promise<BookResult>;
  /** What book would answer without writing, or null; reads only, so a client over its limit costs no write. */
  precheckBooking(options: Omit<SubmitOptions, "id">): Promise<BookPrecheck>;
  getBooking(id: string): Promise<StoredBooking | undefined>;
  bookingsBetween(from: number, to: number): Promise<StoredBooking[]>;
  reschedule(id: string, options: { now: number; slot: SessionTime; rules: BookOptions["rules"] }): Promise<ChangeResult>;
  cancel(id: string, now: number): Promise<ChangeResult>;
  listBookings(options?: { limit?: number; status?: BookingStatus; from?: number }): Promise<StoredBooking[]>;
  exportBookings(): Promise<StoredBooking[]>;
  readonly invitations: InvitationOutbox;
  deleteBookingsByEmail(email: string): Promise<number>;
  deleteBookingsBefore(cutoff: Date): Promise<number>;
  /** A random secret made on first use and kept in the database, so every instance reads the same. */
  sharedSecret(name: string): Promise<string>;
}

export function bookingTables(bigint: "INTEGER" | "BIGINT"): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS bookings (
      id TEXT PRIMARY KEY,
      created_at ${bigint} NOT NULL,
      starts_at ${bigint} NOT NULL,
      ends_at ${bigint} NOT NULL,
      day TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
      sequence INTEGER NOT NULL DEFAULT 0,
      updated_at ${bigint} NOT NULL,
      change_id TEXT,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      company TEXT NOT NULL,
      note TEXT NOT NULL,
      time_zone TEXT NOT NULL
    )`,
    // One confirmed booking per start time, whichever instance writes it.
    `CREATE UNIQUE INDEX IF NOT EXISTS bookings_slot ON bookings (starts_at) WHERE status = 'confirmed'`,
    `CREATE INDEX IF NOT EXISTS bookings_day ON bookings (day) WHERE status = 'confirmed'`,
    `CREATE INDEX IF NOT EXISTS bookings_email ON bookings (lower(email))`,
    `CREATE TABLE IF NOT EXISTS booking_outbox (
      id TEXT PRIMARY KEY,
      booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      recipient TEXT NOT NULL CHECK (recipient IN ('visitor', 'firm')),
      method TEXT NOT NULL CHECK (method IN ('REQUEST', 'CANCEL')),
      sequence INTEGER NOT NULL,
      starts_at ${bigint} NOT NULL,
      ends_at ${bigint} NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed', 'superseded')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at ${bigint} NOT NULL,
      lease_until ${bigint},
      lease_token TEXT,
      delivered_at ${bigint},
      last_error TEXT
    )`,
    `CREATE INDEX IF NOT EXISTS booking_outbox_due ON booking_outbox (status, next_attempt_at)`,
    `CREATE INDEX IF NOT EXISTS booking_outbox_booking ON booking_outbox (booking_id)`,
    `CREATE TABLE IF NOT EXISTS booking_idempotency (
      key TEXT PRIMARY KEY,
      booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      created_at ${bigint} NOT NULL
    )`,
    `CREATE INDEX IF NOT EXISTS booking_idempotency_created_at ON booking_idempotency (created_at)`,
    `CREATE INDEX IF NOT EXISTS booking_idempotency_booking ON booking_idempotency (booking_id)`,
  ];
}

const INVITATIONS_STATE = `(SELECT CASE
    WHEN SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) > 0 THEN 'failed'
    WHEN SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) > 0 THEN 'pending'
    ELSE 'sent' END
  FROM booking_outbox WHERE booking_id = b.id AND status <> 'superseded')`;

export const BOOKING_COLUMNS = `b.id, b.created_at, b.starts_at, b.ends_at, b.day, b.status, b.sequence, b.updated_at,
  b.name, b.email, b.company, b.note, b.time_zone, ${INVITATIONS_STATE} AS invitations`;

export type BookingRow = {
  id: string;
  created_at: number | string;
  starts_at: number | string;
  ends_at: number | string;
  day: string;
  status: string;
  sequence: number | string;
  updated_at: number | string;
  name: string;
  email: string;
  company: string;
  note: string;
  time_zone: string;
  invitations: string | null;
};

/** A value the site would not write (a row written by hand) is kept as it is, never an error. */
export function toStoredBooking(row: BookingRow): StoredBooking {
  return {
    id: storedText(row.id),
    createdAt: storedTime(row.created_at),
    startsAt: storedTime(row.starts_at),
    endsAt: storedTime(row.ends_at),
    day: storedText(row.day),
    status: storedText(row.status) as BookingStatus,
    sequence: Number(row.sequence),
    updatedAt: storedTime(row.updated_at),
    name: storedText(row.name),
    email: storedText(row.email),
    company: storedText(row.company),
    note: storedText(row.note),
    timeZone: storedText(row.time_zone),
    invitations: (row.invitations ?? "sent") as StoredBooking["invitations"],
  };
}

export type InvitationRow = BookingRow & {
  m_id: string;
  m_recipient: string;
  m_method: string;
  m_sequence: number | string;
  m_starts_at: number | string;
  m_ends_at: number | string;
  m_attempts: number | string;
};

export const INVITATION_COLUMNS = `${BOOKING_COLUMNS}, m.id AS m_id, m.recipient AS m_recipient, m.method AS m_method,
  m.sequence AS m_sequence, m.starts_at AS m_starts_at, m.ends_at AS m_ends_at, m.attempts AS m_attempts`;

export function toInvitationJob(row: InvitationRow, lease: Lease): InvitationJob {
  return {
    message: {
      id: row.m_id,
      recipient: row.m_recipient as InvitationRecipient,
      method: row.m_method as InvitationMethod,
      sequence: Number(row.m_sequence),
      startsAt: storedTime(row.m_starts_at),
      endsAt: storedTime(row.m_ends_at),
      booking: toStoredBooking(row),
    },
    attempts: Number(row.m_attempts),
    lease,
  };
}

export type Statement = { sql: string; args: (string | number | null)[] };

/** PostgreSQL's $1, $2... for `?`: the booking statements hold no other question mark. */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

const MINUTE = 60_000;

/** Args: end + buffer, start - buffer, id. */
const CLASH = `EXISTS (SELECT 1 FROM bookings o WHERE o.status = 'confirmed' AND o.starts_at < ? AND ? < o.ends_at AND o.id <> ?)`;
const clashArgs = (slot: SessionTime, bufferMinutes: number, id: string) => [slot.end + bufferMinutes * MINUTE, slot.start - bufferMinutes * MINUTE, id];
const DAY_COUNT = `(SELECT COUNT(*) FROM bookings o WHERE o.status = 'confirmed' AND o.day = ? AND o.id <> ?)`;

function queueInvitations(bookingId: string, changeId: string, method: InvitationMethod, now: number): Statement[] {
  return [
    // Older e-mails not yet sent would only tell of a time that no longer holds.
    {
      sql: `UPDATE booking_outbox SET status = 'superseded', lease_until = NULL, lease_token = NULL
            WHERE booking_id = ? AND status IN ('pending', 'failed') AND (lease_until IS NULL OR lease_until <= ?)
              AND EXISTS (SELECT 1 FROM bookings WHERE id = ? AND change_id = ?)`,
      args: [bookingId, now, bookingId, changeId],
    },
    ...(["visitor", "firm"] as const).map((recipient) => ({
      sql: `INSERT INTO booking_outbox (id, booking_id, recipient, method, sequence, starts_at, ends_at, next_attempt_at)
            SELECT ?, id, ?, ?, sequence, starts_at, ends_at, CAST(? AS BIGINT) FROM bookings WHERE id = ? AND change_id = ?`,
      args: [randomUUID(), recipient, method, now, bookingId, changeId],
    })),
  ];
}

/** Each statement writes only if the booking was; the last one reads what happened. */
export function bookStatements(details: BookingDetails, options: BookOptions, clientHash: string, changeId: string): Statement[] {
  const { id, now, slot, rules, idempotencyKey, rateLimit } = options;
  const statements: Statement[] = [];
  const conditions: Statement[] = [
    { sql: `NOT ${CLASH}`, args: clashArgs(slot, rules.bufferMinutes, id) },
    { sql: `${DAY_COUNT} < ?`, args: [slot.day, id, rules.dailyMaximum] },
  ];
  if (idempotencyKey !== undefined) {
    statements.push({ sql: "DELETE FROM booking_idempotency WHERE created_at <= ?", args: [now - IDEMPOTENCY_WINDOW_MS] });
    conditions.unshift({ sql: "NOT EXISTS (SELECT 1 FROM booking_idempotency WHERE key = ?)", args: [idempotencyKey] });
  }
  if (rateLimit) {
    statements.push({ sql: "DELETE FROM rate_limit_hits WHERE client = ? AND at <= ?", args: [clientHash, now - rateLimit.windowMs] });
    conditions.push({ sql: "(SELECT COUNT(*) FROM rate_limit_hits WHERE client = ?) < ?", args: [clientHash, rateLimit.limit] });
  }
  const ifBooked = "WHERE EXISTS (SELECT 1 FROM bookings WHERE id = ?)";
  statements.push(
    {
      sql: `INSERT INTO bookings (id, created_at, starts_at, ends_at, day, status, sequence, updated_at, change_id, name, email, company, note, time_zone)
            SELECT ?, CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), ?, 'confirmed', 0, CAST(? AS BIGINT), ?, ?, ?, ?, ?, ?
            WHERE ${conditions.map((condition) => condition.sql).join(" AND ")}`,
      args: [
        id, now, slot.start, slot.end, slot.day, now, changeId,
        details.name, details.email, details.company, details.note, details.timeZone,
        ...conditions.flatMap((condition) => condition.args),
      ],
    },
    ...queueInvitations(id, changeId, "REQUEST", now).slice(1),
  );
  if (rateLimit) statements.push({ sql: `INSERT INTO rate_limit_hits (client, at) SELECT ?, CAST(? AS BIGINT) ${ifBooked}`, args: [clientHash, now, id] });
  if (idempotencyKey !== undefined) {
    statements.push({
      sql: `INSERT INTO booking_idempotency (key, booking_id, created_at) SELECT ?, ?, CAST(? AS BIGINT) ${ifBooked}`,
      args: [idempotencyKey, id, now, id],
    });
  }
  statements.push({
    sql: `SELECT EXISTS (SELECT 1 FROM bookings WHERE id = ?) AS stored,
            (SELECT booking_id FROM booking_idempotency WHERE key = ?) AS replay,
            (SELECT COUNT(*) FROM rate_limit_hits WHERE client = ?) AS hits,
            (SELECT MIN(at) FROM rate_limit_hits WHERE client = ?) AS oldest,
            ${CLASH} AS taken`,
    args: [id, idempotencyKey ?? null, clientHash, clientHash, ...clashArgs(slot, rules.bufferMinutes, id)],
  });
  return statements;
}

type OutcomeRow = Record<string, unknown> | undefined;

export async function bookPrecheck(found: PrecheckResult, getBooking: (id: string) => Promise<StoredBooking | undefined>): Promise<BookPrecheck> {
  if (found?.outcome !== "replayed") return found;
  // The key goes with its booking when that is erased, so a replay always finds one; if not, book.
  const booking = await getBooking(found.id);
  return booking ? { outcome: "replayed", booking } : null;
}

export function bookOutcome(row: OutcomeRow, details: BookingDetails, options: BookOptions): BookResult | { replayOf: string } {
  const { id, now, slot, rateLimit } = options;
  if (Number(row?.stored) === 1) {
    const at = new Date(now).toISOString();
    return {
      outcome: "booked",
      booking: {
        ...details,
        id,
        createdAt: at,
        updatedAt: at,
        startsAt: new Date(slot.start).toISOString(),
        endsAt: new Date(slot.end).toISOString(),
        day: slot.day,
        status: "confirmed",
        sequence: 0,
        invitations: "pending",
      },
    };
  }
  if (row?.replay) return { replayOf: String(row.replay) };
  if (rateLimit && Number(row?.hits) >= rateLimit.limit) {
    return { outcome: "rate_limited", retryAfterSeconds: retryAfterSeconds(Number(row?.oldest ?? now), rateLimit.windowMs, now) };
  }
  return Number(row?.taken) === 1 ? { outcome: "taken" } : { outcome: "day_full" };
}

export function rescheduleStatements(id: string, options: { now: number; slot: SessionTime; rules: BookOptions["rules"] }, changeId: string): Statement[] {
  const { now, slot, rules } = options;
  return [
    {
      sql: `UPDATE bookings SET starts_at = ?, ends_at = ?, day = ?, sequence = sequence + 1, updated_at = ?, change_id = ?
            WHERE id = ? AND status = 'confirmed' AND starts_at > ? AND NOT ${CLASH} AND ${DAY_COUNT} < ?`,
      args: [slot.start, slot.end, slot.day, now, changeId, id, now, ...clashArgs(slot, rules.bufferMinutes, id), slot.day, id, rules.dailyMaximum],
    },
    ...queueInvitations(id, changeId, "REQUEST", now),
    {
      sql: `SELECT b.change_id = ? AS changed, b.status, b.starts_at, ${CLASH} AS taken FROM bookings b WHERE b.id = ?`,
      args: [changeId, ...clashArgs(slot, rules.bufferMinutes, id), id],
    },
  ];
}

export function cancelStatements(id: string, now: number, changeId: string): Statement[] {
  return [
    {
      sql: `UPDATE bookings SET status = 'cancelled', sequence = sequence + 1, updated_at = ?, change_id = ?
            WHERE id = ? AND status = 'confirmed' AND starts_at > ?`,
      args: [now, changeId, id, now],
    },
    ...queueInvitations(id, changeId, "CANCEL", now),
    { sql: `SELECT b.change_id = ? AS changed, b.status, b.starts_at, 0 AS taken FROM bookings b WHERE b.id = ?`, args: [changeId, id] },
  ];
}

export function changeOutcome(row: OutcomeRow, booking: StoredBooking | undefined, kind: "rescheduled" | "cancelled", now: number): ChangeResult {
  if (!row || !booking) return { outcome: "not_found" };
  if (Number(row.changed) === 1) return { outcome: kind, booking };
  if (row.status === "cancelled") return { outcome: "already_cancelled", booking };
  if (Number(row.starts_at) <= now) return { outcome: "past", booking };
  return Number(row.taken) === 1 ? { outcome: "taken" } : { outcome: "day_full" };
}

export const SHARED_SECRET_STATEMENTS = [
  "INSERT INTO contact_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
  "SELECT value FROM contact_settings WHERE name = ?",
] as const;
