import type { ContactConfig } from "@/lib/contact/config";
import type { InvitationComposer } from "@/lib/contact/delivery";
import type { InquiryStore } from "@/lib/contact/store";
import { getAvailability } from "@/lib/content/availability";
import { getBookCopy } from "@/lib/content/pages";
import { MANAGE_BOOKING_PATH } from "@/lib/paths";
import { absoluteUrl, site } from "@/lib/site";
import { composeInvitationEmail, type CalendarContext } from "./invitation";
import { manageToken } from "./token";

/**
 * What bookings need from the site's settings, shared by the server and the staff commands: the
 * key that signs the visitors' links, the firm as the sessions' organiser, and the invitations'
 * composer for the delivery worker.
 */

/** Where the random signing key is kept when BOOKING_SECRET does not set one (see README). */
export const LINK_KEY_SETTING = "booking_link_key";

const secrets = new WeakMap<InquiryStore, Promise<string>>();

/** The key that signs the visitors' links: BOOKING_SECRET, or one kept in the database for every instance. */
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

/** The firm as every session's organiser: its inbox (CONTACT_TO, or the address on the site), its zone, how to join. */
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

/** The visitor's own address for their booking. */
export function manageUrl(bookingId: string, secret: string): string {
  return absoluteUrl(`${MANAGE_BOOKING_PATH}#${manageToken(bookingId, secret)}`);
}

/** How the delivery worker writes each invitation (with mail configured). */
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
