/** How the JSON endpoints read a request before its fields; anything malformed gets a clear 4xx here. */
/** Only API integrators meet these: the site's own forms never trigger them. */
export const requestMessages = {
  forbidden: "Cross-site submissions are not accepted.",
  unsupportedMediaType: "Send the request as JSON (Content-Type: application/json).",
  invalidJson: "The request body is not valid JSON.",
  notAnObject: "The request body must be a JSON object with the form's fields.",
  invalidIdempotencyKey:
    "The Idempotency-Key header must be 16 to 128 letters, digits, hyphens or underscores (a random UUID works).",
} as const;

/** Never cached. */
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

/** Any random key of this shape works, not only the forms' UUIDs. */
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

/** Gives up as soon as the body passes `limit` rather than buffering it all. */
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

type RefusalWords = Record<keyof typeof requestMessages, string> & { tooLarge: string };

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

export function honeypotFilled(body: Record<string, unknown>, field: string): boolean {
  const value = body[field];
  return value !== undefined && value !== null && value !== "";
}
