/** Plain data, free of the validation library, so the prerendered form can use it without loading that. */
/** Identifiers, not copy: stored inquiries and exports keep them, so they never change when a label does. */
export const interestValues = ["ai-strategy", "ai-solutions", "program-management", "digital-transformation", "other"] as const;

export type Interest = (typeof interestValues)[number];

export const contactLimits = { name: 100, email: 254, company: 200, message: 5000 } as const;
export const emailPartLimits = { localPart: 64, domainLabel: 63 } as const;
/** After trimming. */
export const contactMinimums = { name: 2, company: 2, message: 10 } as const;

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
export const limitMessages = {
  nameTooLong: contactLimits.name,
  emailTooLong: contactLimits.email,
  emailLocalPartTooLong: emailPartLimits.localPart,
  emailDomainLabelTooLong: emailPartLimits.domainLabel,
  companyTooLong: contactLimits.company,
  messageTooLong: contactLimits.message,
} as const;
export const minimumMessages = { name: "name", company: "company", message: "message" } as const;

/** The honeypot: its name matches nothing autofill or password managers fill in, so no real visitor's browser fills it. */
export const HONEYPOT_FIELD = "subject_line";

/** Names the draft a form was shown back from, erased once the form has been sent. */
export const FORM_DRAFT_FIELD = "draft";

export type ContactField = "name" | "email" | "company" | "interest" | "message";
export const contactFields: readonly ContactField[] = ["name", "email", "company", "interest", "message"];
