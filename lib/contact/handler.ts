import { randomUUID } from "node:crypto";
import type { ContactConfig } from "./config";
import { describeError, log } from "./log";
import { clientAddress, rateLimitKey } from "./rate-limit";
import { getCommonCopy } from "@/lib/content/pages";
import { contactSchema } from "./copy";
import { fieldErrors, HONEYPOT_FIELD } from "./schema";
import { honeypotFilled, json, readJsonRequest, requestMessages } from "./request";
import type { InquiryStore } from "./store";

export { clientAddress } from "./rate-limit";

export type ContactDependencies = {
  config: Pick<ContactConfig, "allowedOrigins" | "maxBodyBytes" | "trustProxy" | "rateLimit" | "rateWindowMs">;
  /** Resolves to the store, ready for writes; rejects while storage is unavailable. */
  store: () => Promise<InquiryStore>;
  /** Called once an inquiry is on disk, to start its delivery. */
  onStored?: (id: string) => void;
  now?: () => number;
};

/**
 * Answers about how the request was made, read by whoever integrates with the API: the site's own
 * form never triggers them. What a visitor can meet (a wrong field, a message too long, the rate
 * limit, storage down) is the editors' copy in common.yaml (contactForm.answers), see `answers()`.
 */
export const messages = {
  ...requestMessages,
  unsupportedMediaType: "Send the inquiry as JSON (Content-Type: application/json).",
  notAnObject: "The request body must be a JSON object with the inquiry's fields.",
  methodNotAllowed: "Use POST to send an inquiry.",
} as const;

/** What the API answers a visitor's form with when it cannot take the message (common.yaml, contactForm.answers). */
export function answers() {
  return getCommonCopy().contactForm.answers;
}

export function methodNotAllowed(): Response {
  return json(405, { error: messages.methodNotAllowed }, { Allow: "POST" });
}

/**
 * POST /api/contact: validate, then store durably (within the rate limit, once per
 * Idempotency-Key), and only then answer 201 with the inquiry's id.
 */
export async function handleContact(request: Request, deps: ContactDependencies): Promise<Response> {
  const { config } = deps;
  const now = deps.now ?? Date.now;

  const read = await readJsonRequest(request, config, { ...messages, tooLarge: answers().tooLarge });
  if (read instanceof Response) return read;
  const { body, idempotencyKey } = read;

  const parsed = contactSchema().safeParse(body);
  if (!parsed.success) {
    return json(400, { error: answers().invalid, fields: fieldErrors(parsed.error) });
  }

  // Only a valid body reaches the trap, so it tells a bot nothing: the answer has the shape of a
  // real one, and nothing is kept, counted or sent.
  if (honeypotFilled(body, HONEYPOT_FIELD)) {
    log.info("inquiry.honeypot");
    return json(201, { id: randomUUID() });
  }

  const id = randomUUID();
  let result;
  try {
    const store = await deps.store();
    result = await store.submit(parsed.data, {
      id,
      now: now(),
      idempotencyKey,
      rateLimit:
        config.rateLimit > 0
          ? { client: rateLimitKey(clientAddress(request, config.trustProxy)), limit: config.rateLimit, windowMs: config.rateWindowMs }
          : undefined,
    });
  } catch (error) {
    log.error("inquiry.store_failed", describeError(error));
    return json(503, { error: answers().unavailable }, { "Retry-After": "30" });
  }

  if (result.outcome === "rate_limited") {
    log.warn("inquiry.rate_limited");
    return json(429, { error: answers().rateLimited }, { "Retry-After": String(result.retryAfterSeconds) });
  }
  if (result.outcome === "replayed") {
    log.info("inquiry.replayed", { inquiryId: result.id });
    return json(201, { id: result.id });
  }
  log.info("inquiry.stored", { inquiryId: id, interest: parsed.data.interest });
  deps.onStored?.(id);
  return json(201, { id });
}
