/**
 * The contact form's fields, interest values and limits: plain data, free of the validation
 * library, so the prerendered form can use them without loading it. The words (labels, messages)
 * are in content/pages/common.yaml under contactForm.
 */

/**
 * What the API accepts and stores as an inquiry's interest. These are identifiers, not copy:
 * stored inquiries and exports keep them, so they never change when a label does.
 */
export const interestValues = ["ai-strategy", "ai-solutions", "program-management", "digital-transformation", "other"] as const;

export type Interest = (typeof interestValues)[number];

export const contactLimits = { name: 100, email: 254, company: 200, message: 5000 } as const;
/** An address's parts: the local part (RFC 5321) and each label of the domain (RFC 1035). */
export const emailPartLimits = { localPart: 64, domainLabel: 63 } as const;
/** The fewest characters (after trimming) a name, company and message may have. */
export const contactMinimums = { name: 2, company: 2, message: 10 } as const;

/** The validation messages an editor writes in common.yaml (contactForm.messages). */
export const contactMessageKeys = [
  "name",
  "nameTooLong",
  "email",
  "emailTooLong",
  "emailLocalPartTooLong",
  "emailDomainLabelTooLong",
  "emailDomainHyphen",
  "company",
  "companyTooLong",
  "interest",
  "message",
  "messageTooLong",
  "singleLine",
  "invalidCharacters",
] as const;
export type ContactMessages = Record<(typeof contactMessageKeys)[number], string>;
/** The messages that name a limit, written with {max}, and the limit each names. */
export const limitMessages = {
  nameTooLong: contactLimits.name,
  emailTooLong: contactLimits.email,
  emailLocalPartTooLong: emailPartLimits.localPart,
  emailDomainLabelTooLong: emailPartLimits.domainLabel,
  companyTooLong: contactLimits.company,
  messageTooLong: contactLimits.message,
} as const;
/** The messages that name a field's minimum length, written with {min}. */
export const minimumMessages = { name: "name", company: "company", message: "message" } as const;

/**
 * The hidden field people never see; anything in it marks the submission as automated. Its name
 * matches nothing browser autofill or password managers fill in (fax, phone, address, url...),
 * so a real visitor's browser never fills it by accident.
 */
export const HONEYPOT_FIELD = "subject_line";

/**
 * The hidden field of a form shown back from its draft (lib/contact/form-post.ts): the draft is
 * erased once the form has been sent.
 */
export const FORM_DRAFT_FIELD = "draft";

/** The fields a visitor fills in. */
export type ContactField = "name" | "email" | "company" | "interest" | "message";
export const contactFields: readonly ContactField[] = ["name", "email", "company", "interest", "message"];
