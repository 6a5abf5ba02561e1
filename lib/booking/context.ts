import type { ContactConfig } from "@/lib/contact/config";
import type { InvitationComposer } from "@/lib/contact/delivery";
import type { InquiryStore } from "@/lib/contact/store";
import { getAvailability } from "@/lib/content/availability";
import { getBookCopy } from "@/lib/content/pages";
import { MANAGE_BOOKING_PATH } from "@/lib/paths";
import { absoluteUrl, site } from "@/lib/site";
import { composeInvitationEmail, type CalendarContext } from "./invitation";
import { manageToken } from "./token";

/** Used when BOOKING_SECRET does not set a key (see README). */
export const LINK_KEY_SETTING = "booking_link_key";

const secrets = new WeakMap<InquiryStore, Promise<string>>();

/** Kept in the database when not set, so every instance agrees. */
export function linkSecret(config: Pick<ContactConfig, "booking">, store: InquiryStore): Promise<string> {
  if (config.booking.secret) return Promise.resolve(config.booking.secret);
  let secret = secrets.get(store);
  if (!secret) {
    secret = store.sharedSecret(LINK_KEY_SETTING);
    secret.catch(() => secrets.delete(store));
    secrets.set(store, secret);
  }
  return secret;
}

export function calendarContext(config: Pick<ContactConfig, "smtp" | "booking">): CalendarContext {
  return {
    firmAddress: config.smtp?.to ?? site.email,
    firmName: site.name,
    sessionName: getBookCopy().sessionName,
    firmTimeZone: getAvailability().timeZone,
    meetingUrl: config.booking.meetingUrl,
    dialIn: config.booking.dialIn,
  };
}

export function manageUrl(bookingId: string, secret: string): string {
  return absoluteUrl(`${MANAGE_BOOKING_PATH}#${manageToken(bookingId, secret)}`);
}

export function invitationComposer(config: Pick<ContactConfig, "smtp" | "booking">, store: () => Promise<InquiryStore>): InvitationComposer {
  return async ({ message }) => {
    if (!config.smtp) throw new Error("invitations need SMTP_URL, CONTACT_TO and CONTACT_FROM");
    const secret = await linkSecret(config, await store());
    return composeInvitationEmail(message, {
      ...calendarContext(config),
      from: config.smtp.from,
      manageUrl: (id) => manageUrl(id, secret),
    });
  };
}
