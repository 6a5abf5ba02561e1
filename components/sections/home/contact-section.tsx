import { Clock, Mail } from "@/components/ui/icons";
import { ContactFormSlot } from "@/components/contact/contact-form-slot";
import { FadeIn } from "@/components/motion/fade-in";
import { Icon } from "@/components/ui/icon";
import { Section, SectionHeading } from "@/components/ui/section";
import type { ContactFormDraftView } from "@/lib/contact/form-post";
import type { CommonCopy, HomeContent } from "@/lib/content/page-schema";
import { CONTACT_FORM_ANCHOR } from "@/lib/paths";
import { site } from "@/lib/site";

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
          <ul className="mt-10 space-y-7">
            {contact.benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-5">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-card ring-1 ring-surface-line">
                  <Icon name={benefit.icon} className="size-6" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{benefit.title}</h3>
                  <p className="mt-1 leading-7 text-ink-muted">{benefit.description}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="on-dark mt-10 rounded-2xl bg-night p-7 text-white">
            <h3 className="text-lg font-semibold">{contact.directTitle}</h3>
            <p className="mt-2 leading-7 text-slate-300">{contact.directText}</p>
            <a
              href={`mailto:${site.email}`}
              className="mt-5 inline-flex items-center gap-2 rounded-md text-lg font-semibold text-white underline decoration-white/30 underline-offset-4 hover:decoration-white"
            >
              <Mail aria-hidden="true" className="size-5 text-ember-400" />
              {site.email}
            </a>
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
