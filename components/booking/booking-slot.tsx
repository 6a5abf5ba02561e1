"use client";

import { useCallback, useRef, useState, type ComponentType } from "react";
import { useLoadOnApproach } from "@/components/ui/use-load-on-approach";
import { SiteLink } from "@/lib/speed/site-link";
import type { ContactMessages } from "@/lib/contact/schema";
import type { BookingApp as BookingAppComponent, BookingAppCopy } from "./booking-app";
import { headingClass } from "./heading";
import { PickerSkeleton } from "./picker-skeleton";

type Props = { copy: BookingAppCopy; contactMessages: ContactMessages; contactHref: string; contactLabel: string; headingId: string };

/**
 * Holds the place of the booking picker. The prerendered page carries its outline; its code (the
 * picker, the form, their rules) is fetched when it comes near the viewport or the visitor
 * reaches into it, and then takes over.
 */
export function BookingSlot({ copy, contactMessages, contactHref, contactLabel, headingId }: Props) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [App, setApp] = useState<ComponentType<Parameters<typeof BookingAppComponent>[0]> | null>(null);

  const load = useCallback(() => void import("./booking-app").then(({ BookingApp }) => setApp(() => BookingApp)), []);
  useLoadOnApproach(placeholder, load, App !== null);

  if (App) return <App copy={copy} contactMessages={contactMessages} headingId={headingId} />;

  return (
    <div ref={placeholder}>
      <h2 id={headingId} className={headingClass}>
        {copy.picker.title}
      </h2>
      <PickerSkeleton loading={copy.picker.loading} footer={{ note: copy.picker.chooseTime, action: copy.picker.continue }} />
      <noscript>
        <p className="mt-6 leading-7 text-ink-muted">
          {copy.picker.needsScript}{" "}
          <SiteLink href={contactHref} className="font-semibold text-brand-700 underline underline-offset-4">
            {contactLabel}
          </SiteLink>
        </p>
      </noscript>
    </div>
  );
}
