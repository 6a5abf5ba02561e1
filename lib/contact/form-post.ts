import { createHash, randomUUID } from "node:crypto";
import { getCommonCopy } from "@/lib/content/pages";
import { CONTACT_SENT_PATH, contactDraftPath } from "@/lib/paths";
import { site } from "@/lib/site";
import { CONTACT_ENDPOINT } from "./client";
import { contactSchema } from "./copy";
import { contactFields, FORM_DRAFT_FIELD, interestValues, type ContactField } from "./fields";
import { answers, messages, storeInquiry, type ContactDependencies } from "./handler";
import { describeError, log } from "./log";
import { requestRateLimit } from "./rate-limit";
import { honeypotFilled, isCrossSite, readBody, TooLarge } from "./request";
import { fieldErrors, HONEYPOT_FIELD, type ContactInput } from "./schema";
import type { DraftResult, FormDraft, InquiryStore } from "./store";

/**
 * POST /api/contact as a browser sends the form without scripts: the JSON API's protections, with
 * post/redirect/get answers so a reload never resends; drafts of a form to fix count against the
 * rate limit, and a client over it is answered from a read. A static page cannot hold a
 * per-visitor key, so the idempotency key is the inquiry's own content.
 */
export function isFormPost(request: Request): boolean {
  return /^application\/x-www-form-urlencoded\s*(;|$)/i.test((request.headers.get("content-type") ?? "").trim());
}

const UNREADABLE = "The form could not be read. Please send it again.";

/** Percent-encoding writes a byte as up to three. */
const FORM_ENCODING_GROWTH = 3;

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

export function formIdempotencyKey(inquiry: ContactInput): string {
  return `form-${createHash("sha256").update(JSON.stringify(inquiry)).digest("base64url")}`;
}

export async function handleContactFormPost(request: Request, deps: ContactDependencies): Promise<Response> {
  const { config } = deps;
  const now = deps.now ?? Date.now;
  // Browsers send Origin with every form they post, and a form's content type needs no preflight:
  // without Origin, nothing shows the post came from the site's own page.
  if (!request.headers.get("origin") || isCrossSite(request, config.allowedOrigins)) return plain(403, messages.forbidden);

  let form: URLSearchParams;
  try {
    form = new URLSearchParams(new TextDecoder().decode(await readBody(request, config.maxBodyBytes * FORM_ENCODING_GROWTH)));
  } catch (error) {
    return error instanceof TooLarge ? plain(413, answers().tooLarge) : plain(400, UNREADABLE);
  }
  const values: FormDraft["values"] = {};
  for (const field of contactFields) {
    const value = form.get(field);
    if (value !== null) values[field] = value;
  }
  const draftShown = form.get(FORM_DRAFT_FIELD);

  const rateLimited = (retryAfterSeconds: number) => answerPage(values, 429, answers().rateLimited, retryAfterSeconds);

  const parsed = contactSchema().safeParse(values);
  if (!parsed.success) {
    const id = randomUUID();
    const at = now();
    const rateLimit = requestRateLimit(request, config);
    let kept: DraftResult;
    try {
      const store = await deps.store();
      // Over the limit, the answer comes from a read; otherwise the draft counts against it.
      const limited = rateLimit ? await store.precheck({ now: at, rateLimit }) : null;
      kept = limited?.outcome === "rate_limited" ? limited : await store.saveDraft(id, { values, problem: "invalid" }, at, rateLimit);
    } catch (error) {
      log.error("inquiry.draft_failed", describeError(error));
      return unavailable(values);
    }
    if (kept.outcome === "saved") return seeOther(contactDraftPath(id));
    log.warn("inquiry.rate_limited");
    return rateLimited(kept.retryAfterSeconds);
  }
  // A filled trap meets the same limit and answers as a real post; nothing of it is kept.
  const result = await storeInquiry(request, parsed.data, formIdempotencyKey(parsed.data), deps, { trapped: honeypotFilled(Object.fromEntries(form), HONEYPOT_FIELD) });
  if (result.outcome === "unavailable") return unavailable(values);
  if (result.outcome === "rate_limited") return rateLimited(result.retryAfterSeconds);
  if (draftShown) await (await deps.store()).deleteDraft(draftShown).catch(() => {});
  return seeOther(CONTACT_SENT_PATH);
}

export type ContactFormDraftView = {
  id: string;
  values: FormDraft["values"];
  errors: Partial<Record<ContactField, string>>;
  notice: string;
};

/** Nothing when the draft is unknown or expired. */
export async function contactFormDraftView(id: string | undefined, store: () => Promise<InquiryStore>): Promise<ContactFormDraftView | undefined> {
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  let draft: FormDraft | undefined;
  try {
    draft = await (await store()).getDraft(id, Date.now());
  } catch (error) {
    log.error("inquiry.draft_unavailable", describeError(error));
    return { id, values: {}, errors: {}, notice: answers().unavailable };
  }
  if (!draft) return undefined;
  const checked = contactSchema().safeParse(draft.values);
  return {
    id,
    values: draft.values,
    errors: checked.success ? {} : fieldErrors(checked.error),
    notice: draft.problem === "invalid" ? answers().invalid : answers().rateLimited,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const unavailable = (values: FormDraft["values"]) => answerPage(values, 503, answers().unavailable, 30);

/** Storage down or over the limit: a page of its own that stores nothing, shows what was typed and resends it with one click. */
function answerPage(values: FormDraft["values"], status: number, heading: string, retryAfterSeconds: number): Response {
  const copy = getCommonCopy().contactForm;
  const label = (field: ContactField) => copy.labels[field];
  const shown = (field: ContactField) => {
    const value = values[field] ?? "";
    return field === "interest" && (interestValues as readonly string[]).includes(value) ? copy.interests[value as keyof typeof copy.interests] : value;
  };
  const hidden = contactFields.map((field) => `<input type="hidden" name="${field}" value="${escapeHtml(values[field] ?? "")}">`).join("");
  const summary = contactFields.map((field) => `<dt>${escapeHtml(label(field))}</dt><dd>${escapeHtml(shown(field)) || "—"}</dd>`).join("");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(site.name)}</title>
<style>
body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}
h1{font-size:1.5rem;line-height:1.3;margin:.5rem 0 1.5rem}
p.brand{font-weight:600;letter-spacing:.14em;text-transform:uppercase;font-size:.8rem;color:#1d4ed8;margin:0}
dl{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.25rem 1.5rem;margin:0 0 1.5rem}
dt{font-size:.85rem;font-weight:600;color:#475569}dd{margin:0 0 .75rem;white-space:pre-wrap;overflow-wrap:anywhere}
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.75rem;padding:.8rem 1.4rem;cursor:pointer}
a{color:#1d4ed8}
</style></head>
<body><main>
<p class="brand">${escapeHtml(site.name)}</p>
<h1>${escapeHtml(heading)}</h1>
<form method="post" action="${CONTACT_ENDPOINT}">${hidden}<dl>${summary}</dl><button type="submit">${escapeHtml(copy.submit)}</button></form>
<p><a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a></p>
</main></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Retry-After": String(retryAfterSeconds) },
  });
}
