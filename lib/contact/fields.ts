/**
 * The contact form's options, limits and messages: plain data, free of the validation library, so
 * the prerendered form can use them without loading it.
 */

export const interestOptions = [
  { value: "ai-strategy", label: "AI Strategy & Consulting" },
  { value: "ai-solutions", label: "AI Solutions Development" },
  { value: "program-management", label: "AI Program Management" },
  { value: "digital-transformation", label: "Digital Transformation" },
  { value: "other", label: "Other" },
] as const;

export type Interest = (typeof interestOptions)[number]["value"];

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

/**
 * The hidden field people never see; anything in it marks the submission as automated. Its name
 * matches nothing browser autofill or password managers fill in (fax, phone, address, url...),
 * so a real visitor's browser never fills it by accident.
 */
export const HONEYPOT_FIELD = "subject_line";

/** The fields a visitor fills in. */
export type ContactField = "name" | "email" | "company" | "interest" | "message";
