import type { ContactInput } from "./schema";

export const CONTACT_ENDPOINT = "/api/contact";

/** The spec's message format: "{status}: {body or status text}". */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "RequestError";
  }

  /** Undefined for failures a visitor cannot act on. */
  get answer(): string | undefined {
    if (![400, 413, 429, 503].includes(this.status)) return undefined;
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown };
      return typeof parsed.error === "string" && parsed.error.trim() !== "" ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }

  get fields(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { fields?: Record<string, string> };
      return parsed.fields && typeof parsed.fields === "object" ? parsed.fields : {};
    } catch {
      return {};
    }
  }
}

/** getRandomValues works on plain-http pages too, where randomUUID is missing. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The same `idempotencyKey` on a retry gets the first inquiry back instead of a second. */
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
