import { ContactSentPanel } from "@/components/contact/contact-sent";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { getCommonCopy } from "@/lib/content/pages";
import { anchorHref } from "@/lib/site";
import { unlistedPageMetadata } from "@/lib/seo";

const copy = getCommonCopy().contactForm;

export const metadata = unlistedPageMetadata(copy.sentPage);

/** Where a contact form the browser sent itself leads once it has been taken (lib/contact/form-post.ts). */
export default function ContactSentPage() {
  return (
    <section className="bg-white pt-32 pb-24 sm:pt-40 sm:pb-32">
      <Container className="max-w-2xl">
        <ContactSentPanel title={copy.sentTitle} text={copy.sentText} booking={copy.sentBooking} heading="h1">
          <ButtonLink href={anchorHref("contact")} variant="secondary" size="lg" className="mt-8 whitespace-nowrap">
            {copy.sendAnother}
          </ButtonLink>
        </ContactSentPanel>
      </Container>
    </section>
  );
}
