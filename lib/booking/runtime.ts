import "server-only";
import { after } from "next/server";
import { contactRuntime, deliverPending, getStore } from "@/lib/contact/runtime";
import { getAvailability } from "@/lib/content/availability";
import { calendarContext, linkSecret } from "./context";
import type { BookingDependencies } from "./handler";

/** What the booking routes run on: the site's store, settings and availability; invitations go out once the answer has. */
export function bookingDependencies(): BookingDependencies {
  const { config } = contactRuntime();
  return {
    config,
    store: getStore,
    availability: getAvailability,
    secret: (store) => linkSecret(config, store),
    onChanged: () => after(deliverPending),
    calendar: calendarContext(config),
  };
}
