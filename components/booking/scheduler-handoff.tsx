import { buttonClasses } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icons";
import type { SchedulerHandoff as Handoff } from "@/lib/booking/handoff";
import type { BookContent } from "@/lib/content/page-schema";
import { fillTemplate } from "@/lib/format";
import { headingClass } from "./heading";
import { SchedulerEmbed } from "./scheduler-embed";

/**
 * The firm's own scheduler instead of the built-in picker: a link that opens it, and with an
 * embed, a button that loads it here. Nothing is requested from the scheduler before the visitor
 * asks for it, so a visit to /book alone tells that service nothing.
 */
export function SchedulerHandoff({ handoff, copy, headingId }: { handoff: Handoff; copy: BookContent["handoff"]; headingId: string }) {
  const link = (
    // Another site's page: a plain link, not one the app opens (SiteLink).
    <a href={handoff.url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: "lg" })}>
      {copy.open}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
  return (
    <div>
      <h2 id={headingId} className={headingClass}>
        {copy.title}
      </h2>
      <p className="leading-7 text-ink-muted">{copy.text}</p>
      {handoff.embed ? (
        <SchedulerEmbed url={handoff.url} title={copy.frameTitle} show={copy.show} buttonClassName={buttonClasses({ variant: "secondary", size: "lg" })} link={link}>
          <p className="mt-4 text-sm leading-6 text-ink-muted">{fillTemplate(copy.consent, { vendor: new URL(handoff.url).host })}</p>
        </SchedulerEmbed>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">{link}</div>
      )}
    </div>
  );
}
