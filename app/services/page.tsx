import { FadeIn, FadeInList } from "@/components/motion/fade-in";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { ServiceRow, type Service } from "@/components/sections/services/service-row";
import { ServicesProcess } from "@/components/sections/services/services-process";
import { Section, SectionHeading } from "@/components/ui/section";
import { getCommonCopy, getServicePages, getServicesIndex } from "@/lib/content/pages";
import { fillTemplate } from "@/lib/format";
import { BOOK_PATH, CASE_STUDIES_PATH, SERVICES_PATH } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata(SERVICES_PATH);

/** The three services side by side, how they fit together, and the way in. */
export default function ServicesPage() {
  const content = getServicesIndex();
  const pages = getServicePages();
  const services: Service[] = content.services.map((service) => ({
    ...service,
    page: pages.find((page) => page.slug === service.slug)!,
  }));
  return (
    <>
      <PageHero
        badge={content.hero.badge}
        title={content.hero.title}
        intro={content.hero.intro}
        actions={{ primary: { href: BOOK_PATH, label: content.hero.primaryLabel }, secondary: { href: CASE_STUDIES_PATH, label: content.hero.secondaryLabel } }}
        art={<ServicesProcess services={services} steps={content.journey.steps} />}
      />

      <section aria-label={content.servicesLabel} className="bg-white py-20 sm:py-28">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-5 sm:px-8">
          {services.map((service, index) => (
            <FadeIn key={service.slug}>
              <ServiceRow service={service} index={index} outcomesTitle={content.outcomesTitle} />
            </FadeIn>
          ))}
        </div>
      </section>

      <Section id="how-they-fit" tone="surface" labelledBy="journey-title">
        <SectionHeading id="journey-title" title={content.journey.title} intro={content.journey.intro} />
        <FadeInList as="ol" className="mt-14 grid gap-6 md:grid-cols-3" items={content.journey.steps} keyOf={(step) => step.title}>
          {(step, index) => (
            <div className="flex h-full flex-col rounded-2xl border border-surface-line bg-white p-7 shadow-card">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700 ring-1 ring-brand-100"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold tracking-tight text-ink">
                <span className="sr-only">{`${fillTemplate(getCommonCopy().screenReader.step, { number: index + 1 })} `}</span>
                {step.title}
              </h3>
              <p className="mt-3 leading-7 text-ink-muted">{step.description}</p>
            </div>
          )}
        </FadeInList>
      </Section>

      <CtaBand headingId="services-cta" cta={content.cta} />
    </>
  );
}
