import { ArrowRight, Clock } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/button";
import { EmailLink } from "@/components/ui/email-link";
import { ContactFormSlot } from "@/components/contact/contact-form-slot";
import { FadeIn } from "@/components/motion/fade-in";
import { Icon } from "@/components/ui/icon";
import { IconList } from "@/components/sections/icon-list";
import { Section, SectionHeading } from "@/components/ui/section";
import type { ContactFormDraftView } from "@/lib/contact/form-post";
import type { CommonCopy, HomeContent } from "@/lib/content/page-schema";
import { CONTACT_FORM_ANCHOR } from "@/lib/paths";

/**
 * The contact section: on the home page, and as the page that shows a form sent without
 * JavaScript back to its visitor (app/contact), where it opens the page (`asPage`) and the form
 * holds what was sent (`draft`).
 */
export function ContactSection({
  contact,
  form,
  asPage = false,
  draft,
}: {
  contact: HomeContent["contact"];
  form: CommonCopy["contactForm"];
  asPage?: boolean;
  draft?: ContactFormDraftView;
}) {
  return (
    <Section id="contact" tone="surface" labelledBy="contact-title" className={asPage ? "pt-32 sm:pt-40" : undefined}>
      <div className="grid gap-14 lg:grid-cols-[1fr_1.25fr] lg:gap-16">
        <div>
          <SectionHeading id="contact-title" level={asPage ? 1 : 2} eyebrow={contact.eyebrow} title={contact.title} intro={contact.intro} />
          <IconList items={contact.benefits} className="mt-10" />
          <div className="mt-10 rounded-2xl border border-brand-200 bg-white p-7 shadow-card">
            <h3 className="flex items-center gap-3 text-lg font-semibold text-ink">
              <Icon name="calendar" className="size-5 text-brand-700" />
              {contact.booking.title}
            </h3>
            <p className="mt-2 leading-7 text-ink-muted">{contact.booking.text}</p>
            <ButtonLink href={contact.booking.link.href} className="mt-5">
              {contact.booking.link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
          <div className="on-dark mt-6 rounded-2xl bg-night p-7 text-white">
            <h3 className="text-lg font-semibold">{contact.directTitle}</h3>
            <p className="mt-2 leading-7 text-slate-300">{contact.directText}</p>
            <EmailLink
              className="mt-5 inline-flex items-center gap-2 rounded-md text-lg font-semibold text-white underline decoration-white/30 underline-offset-4 hover:decoration-white"
              iconClassName="size-5 text-ember-400"
            />
            <p className="mt-3 flex items-center gap-2 text-sm text-slate-300">
              <Clock aria-hidden="true" className="size-4" />
              {contact.responseBadge}
            </p>
          </div>
        </div>
        <FadeIn className="self-start rounded-3xl border border-surface-line bg-white p-7 shadow-lift sm:p-10">
          <h3 id={CONTACT_FORM_ANCHOR} className="text-2xl font-semibold tracking-tight text-ink">
            {contact.formTitle}
          </h3>
          <p className="mt-2 text-ink-muted">{contact.formNote}</p>
          <div className="mt-8">
            <ContactFormSlot copy={form} draft={draft} />
          </div>
        </FadeIn>
      </div>
    </Section>
  );
}
