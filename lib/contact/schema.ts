import { z } from "zod";
import { fillTemplate } from "@/lib/format";
import {
  contactFields,
  contactLimits,
  contactMinimums,
  emailPartLimits,
  interestValues,
  limitMessages,
  minimumMessages,
  type ContactField,
  type ContactMessages,
} from "./fields";

export { contactLimits, contactMinimums, HONEYPOT_FIELD, interestValues, type ContactMessages, type Interest } from "./fields";

// zod probes `new Function` to compile its parsers; the site's CSP forbids eval, so in the browser
// the probe would be reported as a CSP violation.
z.config({ jitless: true });

/** Shared by the form and POST /api/contact, so a visitor sees exactly the errors the server would give. */
/** They would break mail headers. */
const LINE_BREAK_OR_NUL = /[\r\n\u0000\u2028\u2029]/;
/** Controls, bidi overrides and the byte order mark can rewrite a staff terminal or disguise a mail; joiners stay, names and emoji need them. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/;
export const MESSAGE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/;
/** Not storable as UTF-8. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is not a character of its own on screen (invisible, format, control, whitespace, lone combining marks); names are measured without it. */
const NOT_VISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\u2800\p{White_Space}\p{M}]/gu;

function visibleLength(value: string): number {
  return [...value.replace(NOT_VISIBLE, "")].length;
}

export function contactMessagesFrom(messages: ContactMessages): ContactMessages {
  const filled = { ...messages };
  for (const [key, max] of Object.entries(limitMessages) as [keyof typeof limitMessages, number][]) {
    filled[key] = fillTemplate(messages[key], { max });
  }
  for (const [key, field] of Object.entries(minimumMessages) as [keyof typeof minimumMessages, keyof typeof contactMinimums][]) {
    filled[key] = fillTemplate(messages[key], { min: contactMinimums[field] });
  }
  return filled;
}

function singleLineText(contactMessages: ContactMessages, minMessage: string, tooLongMessage: string, min: number, max: number) {
  return z
    .string({ error: minMessage })
    .refine((value) => !LINE_BREAK_OR_NUL.test(value), { error: contactMessages.singleLine, abort: true })
    .refine((value) => !LONE_SURROGATE.test(value) && !CONTROL.test(value), {
      error: contactMessages.invalidCharacters,
      abort: true,
    })
    .normalize("NFC")
    .trim()
    .refine((value) => visibleLength(value) >= min, { error: minMessage })
    .max(max, { error: tooLongMessage });
}

function emailParts(address: string): { local: string; labels: string[] } | null {
  const at = address.lastIndexOf("@");
  return at < 0 ? null : { local: address.slice(0, at), labels: address.slice(at + 1).split(".") };
}

/** The lengths of RFC 5321 and RFC 1035, each broken rule with its own message. */
function emailAddress(contactMessages: ContactMessages) {
  return z
    .string({ error: contactMessages.email })
    .refine((value) => !CONTROL.test(value) && !/[\u2028\u2029]/.test(value), { error: contactMessages.email, abort: true })
    .normalize("NFC")
    .trim()
    .max(contactLimits.email, { error: contactMessages.emailTooLong, abort: true })
    .refine((value) => (emailParts(value)?.local.length ?? 0) <= emailPartLimits.localPart, {
      error: contactMessages.emailLocalPartTooLong,
      abort: true,
    })
    .refine((value) => (emailParts(value)?.labels ?? []).every((label) => label.length <= emailPartLimits.domainLabel), {
      error: contactMessages.emailDomainLabelTooLong,
      abort: true,
    })
    .refine((value) => (emailParts(value)?.labels ?? []).every((label) => !label.startsWith("-") && !label.endsWith("-")), {
      error: contactMessages.emailDomainHyphen,
      abort: true,
    })
    .pipe(z.email({ error: contactMessages.email }));
}

export function createContactSchema(messages: ContactMessages) {
  const contactMessages = contactMessagesFrom(messages);
  return z.object({
    name: singleLineText(contactMessages, contactMessages.name, contactMessages.nameTooLong, contactMinimums.name, contactLimits.name),
    email: emailAddress(contactMessages),
    company: singleLineText(contactMessages, contactMessages.company, contactMessages.companyTooLong, contactMinimums.company, contactLimits.company),
    interest: z.enum(interestValues, { error: contactMessages.interest }),
    message: z
      .string({ error: contactMessages.message })
      .refine((value) => !MESSAGE_CONTROL.test(value) && !LONE_SURROGATE.test(value), {
        error: contactMessages.invalidCharacters,
        abort: true,
      })
      .normalize("NFC")
      .trim()
      .min(contactMinimums.message, { error: contactMessages.message })
      .max(contactLimits.message, { error: contactMessages.messageTooLong }),
  });
}

export type ContactSchema = ReturnType<typeof createContactSchema>;

/** The interest may still be unselected while the visitor types. */
export type ContactFormValues = z.input<ContactSchema>;
export type ContactInput = z.output<ContactSchema>;
export type { ContactField } from "./fields";
// fields.ts must name exactly the schema's fields.
const fieldsMatch: [ContactField] extends [keyof ContactInput] ? ([keyof ContactInput] extends [ContactField] ? true : never) : never = true;
void fieldsMatch;


export function fieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const fields: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (contactFields as readonly string[]).includes(field) && !(field in fields)) {
      fields[field as ContactField] = issue.message;
    }
  }
  return fields;
}
