import { ArrowRight } from "@/components/ui/icons";
import { FadeInList } from "@/components/motion/fade-in";
import { hoverScale } from "@/components/motion/hover";
import { FeatureList } from "@/components/sections/feature-list";
import { cn } from "@/lib/cn";
import { IconTile } from "@/components/ui/icon-tile";
import { Section, SectionHeading } from "@/components/ui/section";
import { getCommonCopy } from "@/lib/content/pages";
import type { HomeContent } from "@/lib/content/page-schema";
import { fillTemplate } from "@/lib/format";
import { SiteLink } from "@/lib/speed/site-link";

export function ServicesSection({ services }: { services: HomeContent["services"] }) {
  return (
    <Section id="services" tone="surface" labelledBy="services-title">
      <SectionHeading id="services-title" eyebrow={services.eyebrow} title={services.title} intro={services.intro} />
      <FadeInList className="mt-14 grid gap-6 lg:grid-cols-3" items={services.cards} keyOf={(card) => card.href}>
        {(card) => (
            <article className={cn("group relative flex h-full flex-col rounded-2xl border border-surface-line bg-white p-8 shadow-card", hoverScale)}>
              <IconTile name={card.icon} />
              <p className="mt-6 text-sm font-semibold uppercase tracking-[0.12em] text-brand-700">{card.subtitle}</p>
              <h3 className="mt-2 text-2xl font-semibold tracking-tight text-ink">{card.title}</h3>
              <p className="mt-4 leading-7 text-ink-muted">{card.description}</p>
              <FeatureList features={card.features} className="mt-6 space-y-3 border-t border-surface-line pt-6" />
              <div className="mt-auto pt-8">
                <SiteLink
                  href={card.href}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-brand-900"
                >
                  {services.linkLabel}
                  <span className="sr-only">{` ${fillTemplate(getCommonCopy().screenReader.about, { title: card.title })}`}</span>
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </SiteLink>
              </div>
            </article>
        )}
      </FadeInList>
    </Section>
  );
}
