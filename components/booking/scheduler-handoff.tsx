"use client";

import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icons";
import type { SchedulerHandoff as Handoff } from "@/lib/booking/handoff";
import type { BookContent } from "@/lib/content/page-schema";
import { fillTemplate } from "@/lib/format";
import { headingClass } from "./heading";

/**
 * The firm's own scheduler instead of the built-in picker: a link that opens it, and with an
 * embed, a button that loads it here. Nothing is requested from the scheduler before the visitor
 * asks for it, so a visit to /book alone tells that service nothing.
 */
export function SchedulerHandoff({ handoff, copy, headingId }: { handoff: Handoff; copy: BookContent["handoff"]; headingId: string }) {
  const [shown, setShown] = useState(false);
  const vendor = new URL(handoff.url).host;
  return (
    <div>
      <h2 id={headingId} className={headingClass}>
        {copy.title}
      </h2>
      <p className="leading-7 text-ink-muted">{copy.text}</p>
      {shown ? (
        <iframe src={handoff.url} title={copy.frameTitle} className="mt-6 h-[44rem] w-full rounded-2xl border border-surface-line" />
      ) : (
        <>
          <div className="mt-6 flex flex-wrap gap-3">
            {/* Another site's page: a plain link, not one the app opens (SiteLink). */}
            <a href={handoff.url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: "lg" })}>
              {copy.open}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
            {handoff.embed && (
              <Button variant="secondary" size="lg" onClick={() => setShown(true)}>
                {copy.show}
              </Button>
            )}
          </div>
          {handoff.embed && <p className="mt-4 text-sm leading-6 text-ink-muted">{fillTemplate(copy.consent, { vendor })}</p>}
        </>
      )}
    </div>
  );
}
