import { z } from "zod";
import { fillTemplate } from "@/lib/format";
import { createContactSchema, LONE_SURROGATE, MESSAGE_CONTROL, type ContactMessages } from "@/lib/contact/schema";

/**
 * What a visitor gives when booking, checked by the form (through zodResolver) and again by the
 * server: name, e-mail and company under the contact form's own rules and messages, and an
 * optional note with the message's rules.
 */

export const NOTE_MAX = 1000;

export function createBookingDetailsSchema(contactMessages: ContactMessages, noteTooLong: string) {
  const contact = createContactSchema(contactMessages).shape;
  return z.object({
    name: contact.name,
    email: contact.email,
    company: contact.company,
    note: z
      .string({ error: contactMessages.invalidCharacters })
      .refine((value) => !MESSAGE_CONTROL.test(value) && !LONE_SURROGATE.test(value), {
        error: contactMessages.invalidCharacters,
        abort: true,
      })
      .normalize("NFC")
      .trim()
      .max(NOTE_MAX, { error: fillTemplate(noteTooLong, { max: NOTE_MAX }) })
      .default(""),
  });
}

export type BookingDetailsSchema = ReturnType<typeof createBookingDetailsSchema>;
export type BookingFormValues = z.input<BookingDetailsSchema>;

/** The session a request asks for: an instant written in ISO 8601 (as the slots are listed). */
const instant = z.iso.datetime({ offset: true, error: "start must be the session's start, as the free times list it" }).transform((value) => Date.parse(value));

/** A zone name the runtime knows, such as Asia/Kolkata. */
function isKnownTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(timeZone) || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const timeZone = z
  .string({ error: "timeZone must be a time zone name such as Asia/Kolkata" })
  .refine(isKnownTimeZone, { error: "timeZone must be a time zone name such as Asia/Kolkata" });

/** POST /api/booking: the details, the session's start and the visitor's time zone. */
export function createBookingRequestSchema(contactMessages: ContactMessages, noteTooLong: string) {
  return createBookingDetailsSchema(contactMessages, noteTooLong).extend({ start: instant, timeZone });
}

/** POST /api/booking/manage, /cancel and /reschedule: the signed token from the visitor's link, and a new start to move to. */
export const manageRequestSchema = z.object({
  token: z.string({ error: "token must be the text after the # of your link" }).max(200, { error: "token is too long" }),
  start: instant.optional(),
});
