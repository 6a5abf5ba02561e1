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

/** Posts an inquiry; resolves to its id, throws RequestError on any non-OK answer. */
export async function sendInquiry(values: ContactInput & Record<string, string>): Promise<{ id: string }> {
  const response = await fetch(CONTACT_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(values),
    credentials: "same-origin",
  });
  if (!response.ok) throw new RequestError(response.status, await response.text().catch(() => ""), response.statusText);
  return (await response.json()) as { id: string };
}
