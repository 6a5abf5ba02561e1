import { ManageBooking } from "@/components/booking/manage-booking";
import { Container } from "@/components/ui/section";
import { getAvailability } from "@/lib/content/availability";
import { getBookCopy } from "@/lib/content/pages";
import { unlistedPageMetadata } from "@/lib/seo";

const copy = getBookCopy();

export const metadata = unlistedPageMetadata(copy.manage.meta, { follow: false });

/** Where the link in a visitor's e-mail leads: their booking, to move or cancel. Not in the sitemap, not indexed. */
export default function ManageBookingPage() {
  return (
    <section className="bg-surface pb-24 pt-32 sm:pb-32 sm:pt-40">
      <Container>
        <div className="mx-auto max-w-3xl rounded-3xl border border-surface-line bg-white p-6 shadow-lift sm:p-10">
          <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{copy.manage.title}</h1>
          <div className="mt-8">
            <ManageBooking copy={{ manage: copy.manage, picker: copy.picker, form: copy.form, answers: copy.answers }} firmTimeZone={getAvailability().timeZone} />
          </div>
          <noscript>
            <p className="mt-6 leading-7 text-ink-muted">{copy.picker.needsScript}</p>
          </noscript>
        </div>
      </Container>
    </section>
  );
}
