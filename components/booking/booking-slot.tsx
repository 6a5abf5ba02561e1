"use client";

import { useCallback, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useLoadOnApproach } from "@/components/ui/use-load-on-approach";
import type { BookingApp as BookingAppComponent, BookingAppCopy } from "./booking-app";
import { headingClass } from "./heading";

type Props = { copy: BookingAppCopy; headingId: string; children: ReactNode };
type BookingAppProps = Parameters<typeof BookingAppComponent>[0];

/**
 * Holds the place of the booking picker. The prerendered page carries its outline (`children`,
 * rendered on the server); the picker's code is fetched when it comes near the viewport or the
 * visitor reaches into it, and then takes over, showing the same outline until the free times come.
 */
export function BookingSlot({ copy, headingId, children }: Props) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [App, setApp] = useState<ComponentType<BookingAppProps> | null>(null);

  const load = useCallback(() => void import("./booking-app").then(({ BookingApp }) => setApp(() => BookingApp)), []);
  useLoadOnApproach(placeholder, load, App !== null);

  if (App) return <App copy={copy} headingId={headingId} outline={children} />;

  return (
    <div ref={placeholder}>
      <h2 id={headingId} className={headingClass}>
        {copy.picker.title}
      </h2>
      {children}
    </div>
  );
}
