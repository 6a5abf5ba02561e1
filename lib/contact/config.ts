import path from "node:path";
import { readSchedulerHandoff, type SchedulerHandoff } from "@/lib/booking/handoff";
import { siteUrl } from "@/lib/site";

/** Settings of the inquiry pipeline, read once from the environment and checked. */
export type ContactConfig = {
  databaseUrl: string;
  allowedOrigins: Set<string>;
  rateLimit: number;
  rateWindowMs: number;
  /** Proxies in front of the site (TRUST_PROXY): the client is the N-th X-Forwarded-For address from the right. */
  trustProxy: number;
  maxBodyBytes: number;
  smtp: { url: string; to: string; from: string } | null;
  delivery: {
    maxAttempts: number;
    retryBaseMs: number;
    retryMaxMs: number;
    pollMs: number;
    leaseMs: number;
    sendTimeoutMs: number;
  };
  booking: {
    /** Signs the visitors' links to their bookings; null: a random key kept in the database. */
    secret: string | null;
    /** The secret part of the staff calendar feed's address; null: derived from the signing key. */
    calendarKey: string | null;
    /** How to join the session, written into every invitation. */
    meetingUrl: string | null;
    dialIn: string | null;
    /** An external scheduler that takes the bookings instead (the server then takes none). */
    handoff: SchedulerHandoff | null;
  };
};

type Env = Record<string, string | undefined>;

export const DEFAULT_DATABASE_URL = "file:./data/inquiries.db";
export const MAX_BODY_BYTES = 32 * 1024;

export class ConfigError extends Error {
  override name = "ConfigError";
}

function wholeNumber(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  }
  return Number(raw);
}

function origin(value: string, name: string): string {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("protocol");
    return url.origin;
  } catch {
    throw new ConfigError(`${name} must list absolute http(s) origins separated by commas (got "${value.trim()}")`);
  }
}

function address(value: string | undefined, name: string): string {
  const trimmed = value?.trim() ?? "";
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(trimmed.replace(/^.*<([^>]+)>\s*$/, "$1"))) {
    throw new ConfigError(`${name} must be an e-mail address, optionally as "Name <address>" (got "${trimmed}")`);
  }
  return trimmed;
}

/** A secret from the environment: long enough not to be guessed, and free of spaces. */
function secret(env: Env, name: string, min: number): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  if (value.length < min || !/^[A-Za-z0-9_-]+$/.test(value)) {
    throw new ConfigError(`${name} must be at least ${min} letters, digits, hyphens or underscores (e.g. openssl rand -base64 48 | tr '+/' '-_' | tr -d '=')`);
  }
  return value;
}

function bookingSettings(env: Env): ContactConfig["booking"] {
  const meetingUrl = env.BOOKING_MEETING_URL?.trim() || null;
  if (meetingUrl && !/^https:\/\/[^\s]+$/.test(meetingUrl)) throw new ConfigError(`BOOKING_MEETING_URL must be an https:// address (got "${meetingUrl}")`);
  const dialIn = env.BOOKING_DIAL_IN?.trim() || null;
  if (dialIn && (dialIn.length > 200 || /[\u0000-\u001f\u007f]/.test(dialIn))) {
    throw new ConfigError("BOOKING_DIAL_IN must be one line of at most 200 characters, e.g. +1 302 555 0140, PIN 4821");
  }
  let handoff: SchedulerHandoff | null;
  try {
    handoff = readSchedulerHandoff(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return { secret: secret(env, "BOOKING_SECRET", 32), calendarKey: secret(env, "BOOKING_CALENDAR_KEY", 24), meetingUrl, dialIn, handoff };
}

export function readContactConfig(env: Env = process.env): ContactConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
  if (!/^(file:|postgres:\/\/|postgresql:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(
      `DATABASE_URL must be a SQLite file (file:./data/inquiries.db) or a PostgreSQL URL (postgres://...)`,
    );
  }

  const allowedOrigins = new Set([siteOrigin(env)]);
  for (const value of (env.CONTACT_ALLOWED_ORIGINS ?? "").split(",")) {
    if (value.trim()) allowedOrigins.add(origin(value, "CONTACT_ALLOWED_ORIGINS"));
  }

  const smtpUrl = env.SMTP_URL?.trim();
  let smtp: ContactConfig["smtp"] = null;
  if (smtpUrl) {
    if (!/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError("SMTP_URL must start with smtp:// or smtps://");
    smtp = {
      url: smtpUrl,
      to: address(env.CONTACT_TO, "CONTACT_TO"),
      from: address(env.CONTACT_FROM, "CONTACT_FROM"),
    };
  }

  return {
    databaseUrl,
    allowedOrigins,
    rateLimit: wholeNumber(env, "CONTACT_RATE_LIMIT", 5),
    rateWindowMs: wholeNumber(env, "CONTACT_RATE_WINDOW_S", 600, 1) * 1000,
    trustProxy: wholeNumber(env, "TRUST_PROXY", 0),
    maxBodyBytes: MAX_BODY_BYTES,
    smtp,
    delivery: {
      maxAttempts: wholeNumber(env, "CONTACT_DELIVERY_MAX_ATTEMPTS", 20, 1),
      retryBaseMs: wholeNumber(env, "CONTACT_RETRY_BASE_MS", 10_000, 1),
      retryMaxMs: wholeNumber(env, "CONTACT_RETRY_MAX_MS", 30 * 60_000, 1),
      pollMs: wholeNumber(env, "CONTACT_DELIVERY_POLL_MS", 5_000, 10),
      leaseMs: wholeNumber(env, "CONTACT_DELIVERY_LEASE_MS", 120_000, 100),
      sendTimeoutMs: wholeNumber(env, "CONTACT_SEND_TIMEOUT_MS", 60_000, 100),
    },
    booking: bookingSettings(env),
  };
}

function siteOrigin(env: Env): string {
  return env.SITE_URL?.trim() ? origin(env.SITE_URL, "SITE_URL") : siteUrl;
}

/** The SQLite file a file: URL points at, resolved against the working directory. */
export function sqlitePath(databaseUrl: string): string {
  const raw = decodeURIComponent(databaseUrl.replace(/^file:(\/\/)?/, ""));
  return path.resolve(/*turbopackIgnore: true*/ raw);
}
