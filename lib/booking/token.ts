import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The visitor's link to their booking carries the booking's id and an HMAC of it under the
 * server's signing key: unguessable without the key, and useless once any character is changed.
 * The link stays the same when the booking is moved, so the visitor's latest e-mail always works.
 */

const MANAGE = "arcforge.booking.manage.v1:";
const CALENDAR = "arcforge.booking.calendar.v1";
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sign(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text).digest("base64url");
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function manageToken(bookingId: string, secret: string): string {
  return `${bookingId}.${sign(secret, MANAGE + bookingId)}`;
}

/** The booking a token names, or null when it was not signed with `secret` (forged, altered, cut short). */
export function bookingIdFromToken(token: string, secret: string): string | null {
  const [id = "", signature = "", ...rest] = token.trim().split(".");
  if (rest.length > 0 || !ID.test(id)) return null;
  return same(signature, sign(secret, MANAGE + id)) ? id : null;
}

/** The secret part of the staff calendar feed's address, when BOOKING_CALENDAR_KEY does not set it. */
export function derivedCalendarKey(secret: string): string {
  return sign(secret, CALENDAR);
}

export function sameKey(given: string, expected: string): boolean {
  return same(given, expected);
}
