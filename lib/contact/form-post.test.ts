import { contactMessages as readContactMessages } from "./copy";
import { FORM_DRAFT_FIELD, HONEYPOT_FIELD } from "./fields";
import { contactFormDraftView, handleContactFormPost, isFormPost } from "./form-post";
import { answers, messages, type ContactDependencies } from "./handler";
import { FORM_DRAFT_WINDOW_MS, type InquiryStore } from "./store";
import type { SqliteInquiryStore } from "./store-sqlite";
import { scratchStore, SITE, testContactConfig, validFields } from "@/test/support/contact";

const contactMessages = readContactMessages();
const valid = validFields;

let scratch: Awaited<ReturnType<typeof scratchStore>>;
let store: SqliteInquiryStore;
let stored: string[];

function deps(config: Partial<ContactDependencies["config"]> = {}, overrides: Partial<ContactDependencies> = {}): ContactDependencies {
  return {
    config: { ...testContactConfig, ...config },
    store: async () => store,
    onStored: (id) => stored.push(id),
    ...overrides,
  };
}

/** The form as a browser posts it, with the headers a same-origin form post carries. */
function post(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/api/contact`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: SITE,
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": "203.0.113.7",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The draft a redirect leads to. */
function draftIdOf(response: Response): string {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location")!, SITE);
  expect(location.pathname).toBe("/contact");
  expect(location.hash).toBe("#contact-form");
  return location.searchParams.get("draft")!;
}

beforeEach(async () => {
  scratch = await scratchStore("contact-form-post-");
  store = scratch.store;
  stored = [];
});

afterEach(() => scratch.remove());

describe("the contact form posted by the browser itself", () => {
  it("is told apart from the JSON API by its content type", () => {
    expect(isFormPost(post(valid))).toBe(true);
    expect(isFormPost(new Request(SITE, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" } }))).toBe(true);
    expect(isFormPost(new Request(SITE, { method: "POST", headers: { "content-type": "application/json" } }))).toBe(false);
  });

  it("stores a valid form and answers 303 to the thank-you page, never caching the answer", async () => {
    const response = await handleContactFormPost(post({ ...valid, name: "  Dana Whitfield  ", [HONEYPOT_FIELD]: "" }), deps());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/sent");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [inquiry] = await store.exportAll();
    expect(inquiry).toMatchObject({ ...valid, name: "Dana Whitfield" });
    expect(stored).toEqual([inquiry!.id]);
  });

  it("stores one inquiry for a double click, a resend from Back or a retry, however the values are spaced", async () => {
    const answers = await Promise.all([
      handleContactFormPost(post(valid), deps()),
      handleContactFormPost(post(valid), deps()),
      handleContactFormPost(post({ ...valid, company: ` ${valid.company} ` }), deps()),
    ]);
    expect(answers.map((response) => response.headers.get("location"))).toEqual(["/contact/sent", "/contact/sent", "/contact/sent"]);
    expect(await store.count()).toBe(1);
    expect(stored).toHaveLength(1);

    await handleContactFormPost(post({ ...valid, message: `${valid.message} And forecasting.` }), deps());
    expect(await store.count()).toBe(2);
  });

  it("keeps invalid input as a draft, shown back with each field's message under it", async () => {
    const typed = { ...valid, name: "D", email: "dana@", interest: "" };
    const id = draftIdOf(await handleContactFormPost(post(typed), deps()));
    expect(await store.count()).toBe(0);

    const view = await contactFormDraftView(id, async () => store);
    expect(view).toEqual({
      id,
      values: typed,
      errors: { name: contactMessages.name, email: contactMessages.email, interest: contactMessages.interest },
      notice: answers().invalid,
    });
    // A field the browser did not send (no interest chosen) is a field to fix as well.
    const { interest: _unchosen, ...withoutInterest } = valid;
    const second = await contactFormDraftView(draftIdOf(await handleContactFormPost(post(withoutInterest), deps())), async () => store);
    expect(second?.errors).toEqual({ interest: contactMessages.interest });
  });

  it("erases the draft once the form shown from it is sent", async () => {
    const id = draftIdOf(await handleContactFormPost(post({ ...valid, name: "D" }), deps()));
    const response = await handleContactFormPost(post({ ...valid, [FORM_DRAFT_FIELD]: id }), deps());
    expect(response.headers.get("location")).toBe("/contact/sent");
    expect(await contactFormDraftView(id, async () => store)).toBeUndefined();
  });

  it("shows nothing for an unknown, malformed or expired draft", async () => {
    const id = draftIdOf(await handleContactFormPost(post({ ...valid, name: "D" }), deps({}, { now: () => Date.now() - FORM_DRAFT_WINDOW_MS - 1 })));
    expect(await contactFormDraftView(id, async () => store)).toBeUndefined();
    expect(await contactFormDraftView("1b4e28ba-2fa1-11d2-883f-0016d3cca427", async () => store)).toBeUndefined();
    expect(await contactFormDraftView("' OR 1=1 --", async () => store)).toBeUndefined();
    expect(await contactFormDraftView(undefined, async () => store)).toBeUndefined();
  });

  it("answers a filled honeypot like a sent form, and keeps nothing", async () => {
    const response = await handleContactFormPost(post({ ...valid, [HONEYPOT_FIELD]: "https://spam.example" }), deps());
    expect(response.headers.get("location")).toBe("/contact/sent");
    expect(await store.count()).toBe(0);
    expect(stored).toEqual([]);
  });

  it("refuses a post from another site, before reading it", async () => {
    const crossOrigin = await handleContactFormPost(post(valid, { origin: "https://evil.example" }), deps());
    expect(crossOrigin.status).toBe(403);
    expect(await crossOrigin.text()).toBe(messages.forbidden);
    const crossSite = await handleContactFormPost(post(valid, { "sec-fetch-site": "cross-site" }), deps());
    expect(crossSite.status).toBe(403);
    expect(await store.count()).toBe(0);
  });

  it("refuses a form post without an Origin: every browser sends one with a form it posts", async () => {
    const { origin: _origin, ...headers } = Object.fromEntries(post(valid).headers);
    const noOrigin = new Request(`${SITE}/api/contact`, { method: "POST", headers, body: new URLSearchParams(valid).toString() });
    const response = await handleContactFormPost(noOrigin, deps());
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(messages.forbidden);
    expect(await store.count()).toBe(0);
  });

  it("refuses a body past the limit, allowing for percent-encoding", async () => {
    // Multi-byte text that triples when percent-encoded, yet within the limit.
    const long = "東京の物流拠点で需要予測を導入したい。".repeat(211).slice(0, 4000);
    expect((await handleContactFormPost(post({ ...valid, message: long }), deps())).status).toBe(303);
    expect(await store.count()).toBe(1);
    const tooLarge = await handleContactFormPost(post({ ...valid, message: "x".repeat(100_000) }), deps());
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toBe(answers().tooLarge);
  });

  it("keeps what was typed when over the rate limit, and counts only what was stored", async () => {
    const limited = deps({ rateLimit: 1 });
    expect((await handleContactFormPost(post(valid), limited)).headers.get("location")).toBe("/contact/sent");
    const second = { ...valid, message: `${valid.message} Second question.` };
    // Answered with a page of its own, which shows what was typed and sends it again.
    const response = await handleContactFormPost(post(second), limited);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain(answers().rateLimited);
    expect(html).toContain('<form method="post" action="/api/contact">');
    expect(html).toContain(`<input type="hidden" name="message" value="${second.message}">`);
    expect(await store.count()).toBe(1);
  });

  it("answers a client over the limit from a read: no draft, no inquiry, no write", async () => {
    const limited = deps({ rateLimit: 1 });
    expect((await handleContactFormPost(post({ ...valid, message: `${valid.message} First.` }), limited)).status).toBe(303);
    const writes = (["saveDraft", "submit", "absorb"] as const).map((method) => jest.spyOn(store, method));
    try {
      for (const fields of [valid, { ...valid, name: "D" }, { ...valid, [HONEYPOT_FIELD]: "x" }]) {
        expect((await handleContactFormPost(post(fields), limited)).status).toBe(429);
      }
      for (const write of writes) expect(write).not.toHaveBeenCalled();
    } finally {
      writes.forEach((write) => write.mockRestore());
    }
  });

  it("counts each draft against the rate limit, so a flood of invalid forms keeps no more drafts than the limit", async () => {
    const limited = deps({ rateLimit: 2 });
    const answered = await Promise.all(Array.from({ length: 6 }, (_, index) => handleContactFormPost(post({ ...valid, name: "D", message: `Flood ${index}, invalid.` }), limited)));
    expect(answered.map((response) => response.status).sort()).toEqual([303, 303, 429, 429, 429, 429]);
    const drafts = await Promise.all(answered.filter((response) => response.status === 303).map((response) => contactFormDraftView(draftIdOf(response), async () => store)));
    expect(drafts.map((draft) => draft?.notice)).toEqual([answers().invalid, answers().invalid]);
    // The limit is the one inquiries and bookings share.
    expect((await handleContactFormPost(post(valid), limited)).status).toBe(429);
    expect(await store.count()).toBe(0);
  });

  it("answers 503 with a page that keeps what was typed and sends it again, when nothing can be stored", async () => {
    const down = deps({}, { store: () => Promise.reject(new Error("database is down")) });
    const typed = { ...valid, message: "Forecasts <for> 40 depots & \"more\"" };
    const response = await handleContactFormPost(post(typed), down);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain(answers().unavailable);
    expect(html).toContain('<form method="post" action="/api/contact">');
    expect(html).toContain('<input type="hidden" name="message" value="Forecasts &#60;for&#62; 40 depots &#38; &#34;more&#34;">');
    expect(html).not.toContain("<for>");

    // An invalid form cannot be kept as a draft either: the same page.
    expect((await handleContactFormPost(post({ ...typed, name: "D" }), down)).status).toBe(503);
  });

  it("shows the store's trouble on the answer page instead of the draft", async () => {
    const failing = { getDraft: () => Promise.reject(new Error("database is down")) } as unknown as InquiryStore;
    expect(await contactFormDraftView("1b4e28ba-2fa1-11d2-883f-0016d3cca427", async () => failing)).toEqual({
      id: "1b4e28ba-2fa1-11d2-883f-0016d3cca427",
      values: {},
      errors: {},
      notice: answers().unavailable,
    });
  });
});
