import { randomUUID } from "node:crypto";
import type { ContactConfig } from "./config";
import { describeError, log } from "./log";
import { requestRateLimit } from "./rate-limit";
import { getCommonCopy } from "@/lib/content/pages";
import { contactSchema } from "./copy";
import { contactFields } from "./fields";
import { honeypotFilled, json, readJsonRequest, requestMessages } from "./request";
import { fieldErrors, HONEYPOT_FIELD, type ContactInput } from "./schema";
import type { InquiryStore, PrecheckResult, SubmitOptions, SubmitResult } from "./store";

export { clientAddress } from "./rate-limit";

export type ContactDependencies = {
  config: Pick<ContactConfig, "allowedOrigins" | "maxBodyBytes" | "trustProxy" | "rateLimit" | "rateWindowMs">;
  /** Rejects while storage is unavailable. */
  store: () => Promise<InquiryStore>;
  onStored?: (id: string) => void;
  now?: () => number;
};

/** Answers only API integrators meet; what a visitor can meet is the editors' copy, see `answers()`. */
export const messages = {
  ...requestMessages,
  unsupportedMediaType: "Send the inquiry as JSON (Content-Type: application/json).",
  notAnObject: "The request body must be a JSON object with the inquiry's fields.",
  idempotencyKeyReused:
    "This Idempotency-Key was already used for a different inquiry. Send each new inquiry with a new key.",
  methodNotAllowed: "Use POST to send an inquiry.",
} as const;

export function answers() {
  return getCommonCopy().contactForm.answers;
}

export function methodNotAllowed(): Response {
  return json(405, { error: messages.methodNotAllowed }, { Allow: "POST" });
}

/** Compared as validated: trimmed, NFC. */
async function isSameInquiry(store: InquiryStore, id: string, inquiry: ContactInput): Promise<boolean> {
  const first = await store.get(id);
  return !first || contactFields.every((field) => first[field] === inquiry[field]);
}

/** Answers 201 only once the inquiry is stored durably. */
export async function handleContact(request: Request, deps: ContactDependencies): Promise<Response> {
  const { config } = deps;

  const read = await readJsonRequest(request, config, { ...messages, tooLarge: answers().tooLarge });
  if (read instanceof Response) return read;
  const { body, idempotencyKey } = read;

  const parsed = contactSchema().safeParse(body);
  if (!parsed.success) {
    return json(400, { error: answers().invalid, fields: fieldErrors(parsed.error) });
  }

  // Only a valid body reaches the trap, so it tells a bot nothing; from here it gets a real post's answers (a 422 for a reused key too) and nothing is kept.
  const result = await storeInquiry(request, parsed.data, idempotencyKey, deps, { trapped: honeypotFilled(body, HONEYPOT_FIELD) });
  if (result.outcome === "unavailable") return json(503, { error: answers().unavailable }, { "Retry-After": "30" });
  if (result.outcome === "rate_limited") {
    return json(429, { error: answers().rateLimited }, { "Retry-After": String(result.retryAfterSeconds) });
  }
  if (result.outcome === "key_reused") return json(422, { error: messages.idempotencyKeyReused });
  return json(201, { id: result.id });
}

export type StoreOutcome =
  | { outcome: "stored" | "replayed" | "absorbed"; id: string }
  | { outcome: "rate_limited"; retryAfterSeconds: number }
  | { outcome: "key_reused" }
  | { outcome: "unavailable" };

/** What the JSON API and the native form post share; a trapped post is answered as a real one and nothing of it is kept. */
export async function storeInquiry(
  request: Request,
  inquiry: ContactInput,
  idempotencyKey: string | undefined,
  deps: ContactDependencies,
  { trapped = false }: { trapped?: boolean } = {},
): Promise<StoreOutcome> {
  const { config } = deps;
  const now = deps.now ?? Date.now;
  const id = randomUUID();
  const submission: SubmitOptions = {
    id,
    now: now(),
    idempotencyKey,
    content: JSON.stringify(contactFields.map((field) => inquiry[field])),
    rateLimit: requestRateLimit(request, config),
  };
  let result: SubmitResult | NonNullable<PrecheckResult>;
  let sameInquiry = true;
  try {
    const store = await deps.store();
    // Answered from a read, so a repeat or a client over its limit costs no write.
    result =
      (await store.precheck(submission)) ??
      (trapped ? { outcome: "absorbed", id: await store.absorb(submission) } : await store.submit(inquiry, submission));
    if (result.outcome === "replayed") sameInquiry = await isSameInquiry(store, result.id, inquiry);
  } catch (error) {
    log.error("inquiry.store_failed", describeError(error));
    return { outcome: "unavailable" };
  }

  if (result.outcome === "rate_limited") {
    log.warn("inquiry.rate_limited");
    return result;
  }
  if (result.outcome === "key_reused") {
    log.warn("inquiry.idempotency_key_reused");
    return result;
  }
  if (result.outcome === "replayed") {
    if (!sameInquiry) {
      log.warn("inquiry.idempotency_key_reused", { inquiryId: result.id });
      return { outcome: "key_reused" };
    }
    log.info("inquiry.replayed", { inquiryId: result.id });
    return result;
  }
  if (result.outcome === "absorbed") {
    log.info(trapped ? "inquiry.honeypot" : "inquiry.replayed");
    return result;
  }
  log.info("inquiry.stored", { inquiryId: id, interest: inquiry.interest });
  deps.onStored?.(id);
  return { outcome: "stored", id };
}
