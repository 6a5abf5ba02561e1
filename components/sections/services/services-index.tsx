import Link from "next/link";
import { ArrowRight, Check, Clock } from "@/components/ui/icons";
import { FadeIn } from "@/components/motion/fade-in";
import { CtaBand } from "@/components/sections/cta-band";
import { HeroBadge, PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Section, SectionHeading } from "@/components/ui/section";
import { StatList } from "@/components/ui/stats";
import { getCommonCopy } from "@/lib/content/pages";
import type { ServicePage } from "@/lib/content/page-schema";
import { fillTemplate } from "@/lib/format";
import type { ServicesIndex as ServicesIndexContent } from "@/lib/content/services-index";

type Service = ServicesIndexContent["services"][number] & { page: ServicePage };

function ServiceRow({ service, index, outcomesTitle }: { service: Service; index: number; outcomesTitle: string }) {
  const screenReader = getCommonCopy().screenReader;
  const titleId = `service-${service.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className="group relative grid gap-8 rounded-3xl border border-surface-line bg-white p-5 shadow-card sm:gap-10 sm:p-10 lg:grid-cols-[1.15fr_1fr] lg:gap-14"
    >
      <div className="flex flex-col">
        <div className="flex items-center gap-4">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-night text-brand-300">
            <Icon name={service.icon} className="size-6" />
          </span>
          <p className="text-sm font-semibold uppercase tracking-[0.12em] text-brand-700">
            <span className="sr-only">{`${fillTemplate(screenReader.service, { number: index + 1 })} `}</span>
            {service.page.hero.badge}
          </p>
        </div>
        <h2 id={titleId} className="mt-6 text-2xl font-semibold tracking-tight text-balance text-ink sm:text-3xl">
          {service.page.hero.title}
        </h2>
        <p className="mt-3 text-lg font-medium leading-7 text-ink-soft">{service.question}</p>
        <p className="mt-4 leading-7 text-ink-muted">{service.summary}</p>
        <p className="mt-6 inline-flex items-start gap-2 text-sm leading-6 text-ink-muted">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {service.engagement}
        </p>
        <div className="mt-auto pt-8">
          <Link
            href={`/services/${service.slug}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-3xl after:content-[''] group-hover:text-brand-900"
          >
            {service.linkLabel}
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
      <div className="flex flex-col gap-8 rounded-2xl bg-surface p-5 sm:p-8">
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">{outcomesTitle}</h3>
          <ul className="mt-5 space-y-4">
            {service.outcomes.map((outcome) => (
              <li key={outcome} className="flex gap-3 leading-7 text-ink-soft">
                <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-600" />
                <span>{outcome}</span>
              </li>
            ))}
          </ul>
        </div>
        <StatList stats={service.page.stats.slice(0, 2)} className="grid-cols-2 border-t border-surface-line pt-6" />
      </div>
    </article>
  );
}

/** The /services page: the three services side by side, how they fit together, and the way in. */
export function ServicesIndex({ content, pages }: { content: ServicesIndexContent; pages: ServicePage[] }) {
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
            <ButtonLink href="/case-studies" variant="secondary" size="lg">
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
