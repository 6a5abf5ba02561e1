/**
 * How the site's JSON endpoints (the contact form, session bookings) read a request before they
 * look at its fields: the site's own origin, JSON only, a well-formed Idempotency-Key, a body read
 * no further than its limit, and a JSON object. Anything else is answered here, with a clear 4xx.
 * The contact form's native post (form-post.ts) reads its body with the same origin and size checks.
 */

/** Answers about how the request was made, read by whoever integrates with the API: the site's own forms never trigger them. */
export const requestMessages = {
  forbidden: "Cross-site submissions are not accepted.",
  unsupportedMediaType: "Send the request as JSON (Content-Type: application/json).",
  invalidJson: "The request body is not valid JSON.",
  notAnObject: "The request body must be a JSON object with the form's fields.",
  invalidIdempotencyKey:
    "The Idempotency-Key header must be 16 to 128 letters, digits, hyphens or underscores (a random UUID works).",
} as const;

/** Every answer is JSON and never cached. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}

/** What the forms send: a random UUID; anything of that shape from other clients works too. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/;

export function isCrossSite(request: Request, allowedOrigins: Set<string>): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  return origin !== null && !allowedOrigins.has(origin);
}

function isJson(request: Request): boolean {
  const type = request.headers.get("content-type") ?? "";
  return /^application\/json\s*(;|$)/i.test(type.trim());
}

export class TooLarge extends Error {}

/** Reads the body, giving up as soon as it passes `limit` bytes rather than buffering it all. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new TooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export type JsonRequest = { body: Record<string, unknown>; idempotencyKey: string | undefined };

/** The words of the refusals: requestMessages in an endpoint's own terms, and its visitors' answer to a body too large. */
type RefusalWords = Record<keyof typeof requestMessages, string> & { tooLarge: string };

/** The request's JSON object and Idempotency-Key, or the answer that refuses it. */
export async function readJsonRequest(
  request: Request,
  config: { allowedOrigins: Set<string>; maxBodyBytes: number },
  words: RefusalWords,
): Promise<JsonRequest | Response> {
  if (isCrossSite(request, config.allowedOrigins)) return json(403, { error: words.forbidden });
  if (!isJson(request)) return json(415, { error: words.unsupportedMediaType });

  const idempotencyKey = request.headers.get("idempotency-key")?.trim();
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return json(400, { error: words.invalidIdempotencyKey });
  }

  let raw: Uint8Array;
  try {
    raw = await readBody(request, config.maxBodyBytes);
  } catch (error) {
    if (error instanceof TooLarge) return json(413, { error: words.tooLarge });
    return json(400, { error: words.invalidJson });
  }

  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
  } catch {
    return json(400, { error: words.invalidJson });
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return json(400, { error: words.notAnObject });
  }
  return { body: body as Record<string, unknown>, idempotencyKey };
}

/** Whether the hidden honeypot field of a form holds anything. */
export function honeypotFilled(body: Record<string, unknown>, field: string): boolean {
  const value = body[field];
  return value !== undefined && value !== null && value !== "";
}
