import type { ContactInput } from "./schema";

export const CONTACT_ENDPOINT = "/api/contact";

/** A failed request, with the spec's message format: "{status}: {body or status text}". */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "RequestError";
  }

  /**
   * What the server said a visitor should do, for the answers a visitor can meet (fields to fix,
   * a message too large, the rate limit, storage down); undefined for any other failure.
   */
  get answer(): string | undefined {
    if (![400, 413, 429, 503].includes(this.status)) return undefined;
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown };
      return typeof parsed.error === "string" && parsed.error.trim() !== "" ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }

  /** Field messages from a 400 answer, when the server sent them. */
  get fields(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { fields?: Record<string, string> };
      return parsed.fields && typeof parsed.fields === "object" ? parsed.fields : {};
    } catch {
      return {};
    }
  }
}

/**
 * A fresh Idempotency-Key: 128 random bits as hex. getRandomValues works on plain-http pages too,
 * where randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Posts an inquiry; resolves to its id, throws RequestError on any non-OK answer. The same
 * `idempotencyKey` on a retry makes the server answer with the first inquiry instead of a second.
 */
export async function sendInquiry(
  values: ContactInput & Record<string, string>,
  idempotencyKey: string,
): Promise<{ id: string }> {
  const response = await fetch(CONTACT_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": idempotencyKey },
    body: JSON.stringify(values),
    credentials: "same-origin",
  });
  if (!response.ok) throw new RequestError(response.status, await response.text().catch(() => ""), response.statusText);
  return (await response.json()) as { id: string };
}
