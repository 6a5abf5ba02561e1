import { BookingSlot } from "@/components/booking/booking-slot";
import { SchedulerHandoff } from "@/components/booking/scheduler-handoff";
import { SessionFacts, SessionOverview } from "@/components/booking/session-overview";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/ui/section";
import { readSchedulerHandoff } from "@/lib/booking/handoff";
import { getAvailability } from "@/lib/content/availability";
import { getBookCopy, getCommonCopy } from "@/lib/content/pages";
import { BOOK_PATH } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";
import { anchorHref } from "@/lib/site";

export const metadata = pageMetadata(BOOK_PATH);

/** The free strategy session: what it is, the picker (or the firm's own scheduler), and the way to write instead. */
export default function BookPage() {
  const copy = getBookCopy();
  const { contactForm } = getCommonCopy();
  const handoff = readSchedulerHandoff();
  return (
    <>
      <PageHero badge={copy.hero.badge} title={copy.hero.title} intro={copy.hero.intro}>
        <SessionFacts facts={copy.facts} minutes={getAvailability().sessionMinutes} />
      </PageHero>

      <Section id="book" tone="surface" labelledBy="book-title" className="pt-0 sm:pt-0">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)] lg:gap-14">
          <div className="self-start rounded-3xl border border-surface-line bg-white p-5 shadow-lift sm:p-9">
            {handoff ? (
              <SchedulerHandoff handoff={handoff} copy={copy.handoff} headingId="book-title" />
            ) : (
              <BookingSlot
                headingId="book-title"
                copy={{ picker: copy.picker, form: copy.form, answers: copy.answers, confirmed: copy.confirmed }}
                contactMessages={contactForm.messages}
                contactHref={anchorHref("contact")}
                contactLabel={copy.cta.primary.label}
              />
            )}
          </div>
          <SessionOverview copy={copy} />
        </div>
      </Section>

      <CtaBand headingId="book-cta" cta={copy.cta} />
    </>
  );
}
