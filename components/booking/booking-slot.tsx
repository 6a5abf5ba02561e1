"use client";

import { useCallback, useRef, useState, type ComponentType } from "react";
import { useLoadOnApproach } from "@/components/ui/use-load-on-approach";
import type { ContactMessages } from "@/lib/contact/schema";
import type { BookingApp as BookingAppComponent, BookingAppCopy } from "./booking-app";
import { headingClass } from "./heading";

type Props = { copy: BookingAppCopy; contactMessages: ContactMessages; contactHref: string; contactLabel: string; headingId: string };

/** The picker's shape while its code and the free times are on their way, so nothing moves when they arrive. */
export function PickerSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-6">
      <p role="status" className="text-sm text-ink-muted">
        {label}
      </p>
      <div aria-hidden="true" className="grid gap-8 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:gap-10">
        <div>
          <div className="flex h-10 items-center justify-between">
            <span className="h-4 w-32 rounded-full bg-surface-line" />
            <span className="h-8 w-20 rounded-full bg-surface" />
          </div>
          <div className="mt-4 grid grid-cols-7 gap-y-1">
            {Array.from({ length: 42 }, (_, index) => (
              <span key={index} className="mx-auto aspect-square w-full max-w-11 rounded-full bg-surface" />
            ))}
          </div>
        </div>
        <div className="md:border-l md:border-surface-line md:pl-10">
          <span className="block h-4 w-48 rounded-full bg-surface-line" />
          <div className="mt-4 grid grid-cols-3 gap-2 p-1 sm:grid-cols-4 md:grid-cols-2">
            {Array.from({ length: 9 }, (_, index) => (
              <span key={index} className="h-11 rounded-full border border-surface-line" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

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
      <PickerSkeleton label={copy.picker.loading} />
      <noscript>
        <p className="mt-6 leading-7 text-ink-muted">
          {copy.picker.needsScript}{" "}
          <a href={contactHref} className="font-semibold text-brand-700 underline underline-offset-4">
            {contactLabel}
          </a>
        </p>
      </noscript>
    </div>
  );
}
