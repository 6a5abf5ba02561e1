/**
 * The booking API as the browser calls it. Every failure is a BookingRequestError carrying the
 * server's answer: its message for the visitor, the fields to fix, and the nearest free times
 * when the one asked for cannot be had.
 */

import type { SlotJson } from "./free-slots";

export type { SlotJson };

export type VisitorBooking = {
  id: string;
  startsAt: string;
  endsAt: string;
  state: "upcoming" | "past" | "cancelled";
  name: string;
  email: string;
  company: string;
  note: string;
  timeZone: string;
};

type Answer = {
  error?: string;
  fields?: Record<string, string>;
  reason?: string;
  slots?: SlotJson[];
  booking?: VisitorBooking;
};

export class BookingRequestError extends Error {
  constructor(
    readonly status: number,
    readonly answer: Answer,
  ) {
    super(`${status}: ${answer.error ?? "request failed"}`);
    this.name = "BookingRequestError";
  }
}

async function call<T>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? "GET" : "POST",
    headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
    cache: "no-store",
  });
  const answer = (await response.json().catch(() => ({}))) as T & Answer;
  if (!response.ok) throw new BookingRequestError(response.status, answer);
  return answer;
}

export type BookingRequest = { name: string; email: string; company: string; note: string; start: string; timeZone: string } & Record<string, string>;

export const bookSession = (values: BookingRequest, idempotencyKey: string) =>
  call<{ id: string; startsAt: string; endsAt: string; manageUrl: string }>("/api/booking", values, { "Idempotency-Key": idempotencyKey });

export const openBooking = (token: string) => call<{ booking: VisitorBooking; slots: SlotJson[] }>("/api/booking/manage", { token });
export const cancelBooking = (token: string) => call<{ booking: VisitorBooking }>("/api/booking/cancel", { token });
export const moveBooking = (token: string, start: string) => call<{ booking: VisitorBooking }>("/api/booking/reschedule", { token, start });
