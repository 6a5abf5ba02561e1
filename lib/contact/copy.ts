import { getCommonCopy } from "@/lib/content/pages";
import { interestValues, type Interest } from "./fields";
import { contactMessagesFrom, createContactSchema, type ContactMessages, type ContactSchema } from "./schema";

/**
 * The contact form's words on the server: the messages POST /api/contact answers with and the
 * interest labels the firm's e-mail and the export show, read from content/pages/common.yaml
 * (contactForm), the same copy the form on the page is given.
 */

let memo: { messages: object; schema: ContactSchema } | undefined;

/** The rules with the editor's messages; rebuilt only when the copy is re-read (in development). */
export function contactSchema(): ContactSchema {
  const { messages } = getCommonCopy().contactForm;
  if (memo?.messages !== messages) memo = { messages, schema: createContactSchema(messages) };
  return memo.schema;
}

/**
 * An interest as the form labels it, e.g. "ai-strategy" → "AI Strategy & Consulting"; a value the
 * form no longer offers (a retired option, a row written outside the site) as it is stored.
 */
export function interestLabel(value: string): string {
  return (interestValues as readonly string[]).includes(value) ? getCommonCopy().contactForm.interests[value as Interest] : value;
}

/** The messages as a visitor reads them, {max} filled in. */
export function contactMessages(): ContactMessages {
  return contactMessagesFrom(getCommonCopy().contactForm.messages);
}
