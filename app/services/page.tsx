import { FadeIn } from "@/components/motion/fade-in";
import { CtaBand } from "@/components/sections/cta-band";
import { HeroBadge, PageHero } from "@/components/sections/page-hero";
import { ServiceRow, type Service } from "@/components/sections/services/service-row";
import { ButtonLink } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icons";
import { Section, SectionHeading } from "@/components/ui/section";
import { getCommonCopy, getServicePages, getServicesIndex } from "@/lib/content/pages";
import { fillTemplate } from "@/lib/format";
import { CASE_STUDIES_PATH, SERVICES_PATH } from "@/lib/paths";
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
        badge={<HeroBadge>{content.hero.badge}</HeroBadge>}
        title={content.hero.title}
        intro={<p>{content.hero.intro}</p>}
        actions={
          <>
            <ButtonLink href="/#contact" size="lg">
              {content.hero.primaryLabel}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink href={CASE_STUDIES_PATH} variant="secondary" size="lg">
              {content.hero.secondaryLabel}
            </ButtonLink>
          </>
        }
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
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {content.journey.steps.map((step, index) => (
            <FadeIn as="li" key={step.title} delay={index * 0.1}>
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
            </FadeIn>
          ))}
        </ol>
      </Section>

      <CtaBand headingId="services-cta" cta={content.cta} />
    </>
  );
}
