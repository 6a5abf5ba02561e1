import { getCommonCopy } from "@/lib/content/pages";
import { interestValues, type Interest } from "./fields";
import { contactMessagesFrom, createContactSchema, type ContactMessages, type ContactSchema } from "./schema";

/** The contact form's words on the server, from the same copy the form on the page is given. */
let memo: { messages: object; schema: ContactSchema } | undefined;

/** Rebuilt only when the copy is re-read (in development). */
export function contactSchema(): ContactSchema {
  const { messages } = getCommonCopy().contactForm;
  if (memo?.messages !== messages) memo = { messages, schema: createContactSchema(messages) };
  return memo.schema;
}

/** A value the form no longer offers (a retired option, a row written outside the site) is shown as stored. */
export function interestLabel(value: string): string {
  return (interestValues as readonly string[]).includes(value) ? getCommonCopy().contactForm.interests[value as Interest] : value;
}

export function contactMessages(): ContactMessages {
  return contactMessagesFrom(getCommonCopy().contactForm.messages);
}
