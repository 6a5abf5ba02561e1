import { z } from "zod";

/**
 * The contact form's rules, shared by the form (through zodResolver) and by POST /api/contact,
 * so a visitor sees exactly the errors the server would give.
 */

export const interestOptions = [
  { value: "ai-strategy", label: "AI Strategy & Consulting" },
  { value: "ai-solutions", label: "AI Solutions Development" },
  { value: "program-management", label: "AI Program Management" },
  { value: "digital-transformation", label: "Digital Transformation" },
  { value: "other", label: "Other" },
] as const;

export type Interest = (typeof interestOptions)[number]["value"];
const interestValues = interestOptions.map((option) => option.value) as [Interest, ...Interest[]];

export function interestLabel(value: Interest): string {
  return interestOptions.find((option) => option.value === value)?.label ?? "Other";
}

export const contactLimits = { name: 100, email: 254, company: 200, message: 5000 } as const;

export const contactMessages = {
  name: "Name must be at least 2 characters",
  nameTooLong: `Name must be at most ${contactLimits.name} characters`,
  email: "Please enter a valid email address",
  emailTooLong: `Email address must be at most ${contactLimits.email} characters`,
  company: "Company name must be at least 2 characters",
  companyTooLong: `Company name must be at most ${contactLimits.company} characters`,
  interest: "Please select an area of interest",
  message: "Message must be at least 10 characters",
  messageTooLong: `Message must be at most ${contactLimits.message} characters`,
  singleLine: "Please keep this on a single line",
  invalidCharacters: "Please remove the invalid characters",
} as const;

/** Line breaks and NUL have no place in a name, address or company (they would break mail headers). */
const LINE_BREAK_OR_NUL = /[\r\n\u0000\u2028\u2029]/;
const NUL = /\u0000/;
/** Half of a surrogate pair on its own: not text, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function singleLineText(minMessage: string, tooLongMessage: string, max: number) {
  return z
    .string({ error: minMessage })
    .refine((value) => !LINE_BREAK_OR_NUL.test(value), { error: contactMessages.singleLine, abort: true })
    .refine((value) => !LONE_SURROGATE.test(value), { error: contactMessages.invalidCharacters, abort: true })
    .trim()
    .min(2, { error: minMessage })
    .max(max, { error: tooLongMessage });
}

export const contactSchema = z.object({
  name: singleLineText(contactMessages.name, contactMessages.nameTooLong, contactLimits.name),
  email: z
    .string({ error: contactMessages.email })
    .refine((value) => !LINE_BREAK_OR_NUL.test(value), { error: contactMessages.email, abort: true })
    .trim()
    .max(contactLimits.email, { error: contactMessages.emailTooLong })
    .pipe(z.email({ error: contactMessages.email })),
  company: singleLineText(contactMessages.company, contactMessages.companyTooLong, contactLimits.company),
  interest: z.enum(interestValues, { error: contactMessages.interest }),
  message: z
    .string({ error: contactMessages.message })
    .trim()
    .min(10, { error: contactMessages.message })
    .max(contactLimits.message, { error: contactMessages.messageTooLong })
    .refine((value) => !NUL.test(value) && !LONE_SURROGATE.test(value), { error: contactMessages.invalidCharacters }),
});

/** What the form holds while the visitor types: the interest may still be unselected. */
export type ContactFormValues = z.input<typeof contactSchema>;
/** A validated inquiry, trimmed. */
export type ContactInput = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput;

/** The hidden field people never see; anything in it marks the submission as automated. */
export const HONEYPOT_FIELD = "fax";

/** The first message for each field, keyed by field name, as the API reports them. */
export function fieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const fields: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in contactSchema.shape && !(field in fields)) {
      fields[field as ContactField] = issue.message;
    }
  }
  return fields;
}
