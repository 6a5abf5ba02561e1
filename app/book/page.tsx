import { BookingSlot } from "@/components/booking/booking-slot";
import { SchedulerHandoff } from "@/components/booking/scheduler-handoff";
import { Section } from "@/components/ui/section";
import { readSchedulerHandoff } from "@/lib/booking/handoff";
import { getAvailability } from "@/lib/content/availability";
import { getBookCopy } from "@/lib/content/pages";
import { BOOK_PATH } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";
import { anchorHref } from "@/lib/site";
import { KeptMarkup } from "@/lib/speed/kept-markup";

export const metadata = pageMetadata(BOOK_PATH);

/**
 * The free strategy session: what it is, the picker (or the firm's own scheduler), and the way to
 * write instead. All but the picker is kept server markup, so links open this page as a document
 * (lib/paths.ts, `opensAsDocument`).
 */
export default function BookPage() {
  const copy = getBookCopy();
  const handoff = readSchedulerHandoff();
  const { loading: _loading, needsScript: _needsScript, ...picker } = copy.picker;
  return (
    <>
      <KeptMarkup id="book-hero" className="contents" source={{ render: "bookHero", props: { copy, minutes: getAvailability().sessionMinutes } }} />

      <Section id="book" tone="surface" labelledBy="book-title" className="pt-0 sm:pt-0">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)] lg:gap-14">
          <div className="self-start rounded-3xl border border-surface-line bg-white p-5 shadow-lift sm:p-9">
            {handoff ? (
              <SchedulerHandoff handoff={handoff} copy={copy.handoff} headingId="book-title" />
            ) : (
              <BookingSlot
                headingId="book-title"
                copy={{ picker, chosen: copy.form.chosen }}
              >
                <KeptMarkup
                  id="book-picker-outline"
                  source={{ render: "pickerOutline", props: { picker: copy.picker, contact: { href: anchorHref("contact"), label: copy.cta.primary.label } } }}
                />
              </BookingSlot>
            )}
          </div>
          <KeptMarkup id="book-overview" className="contents" source={{ render: "bookOverview", props: { copy } }} />
        </div>
      </Section>

      <KeptMarkup id="book-cta" className="contents" source={{ render: "ctaBand", props: { cta: copy.cta, headingId: "book-cta" } }} />
    </>
  );
}
