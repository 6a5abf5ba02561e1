import { FadeIn } from "@/components/motion/fade-in";
import { CtaBand } from "@/components/sections/cta-band";
import { IconCard } from "@/components/sections/icon-card";
import { HeroBadge, PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ArrowRight, Check, TrendingUp } from "@/components/ui/icons";
import { Section, SectionHeading } from "@/components/ui/section";
import { StatList } from "@/components/ui/stats";
import { getAiSolutionsContent, getCommonCopy } from "@/lib/content/pages";
import { fillTemplate } from "@/lib/format";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/ai-solutions");

/** Seconds between one card's fade-in and the next. */
const CARD_STAGGER = 0.1;

export default function AiSolutionsPage() {
  const content = getAiSolutionsContent();
  const screenReader = getCommonCopy().screenReader;
  return (
    <>
      <PageHero
        badge={<HeroBadge>{content.hero.badge}</HeroBadge>}
        title={content.hero.title}
        intro={<p>{content.hero.intro}</p>}
        actions={
          <>
            <ButtonLink href={content.hero.actions.primary.href} size="lg">
              {content.hero.actions.primary.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink href={content.hero.actions.secondary.href} variant="secondary" size="lg">
              {content.hero.actions.secondary.label}
            </ButtonLink>
          </>
        }
      >
        <StatList stats={content.hero.stats} className="border-t border-surface-line pt-10 sm:grid-cols-3" />
      </PageHero>

      <Section id="capabilities" labelledBy="capabilities-title">
        <SectionHeading id="capabilities-title" title={content.capabilitiesTitle} intro={content.capabilitiesIntro} />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.capabilities.map((capability, index) => (
            <FadeIn as="li" key={capability.title} delay={(index % 3) * CARD_STAGGER}>
              <IconCard icon={capability.icon} title={capability.title} description={capability.description}>
                <h4 className="mt-6 text-xs font-semibold uppercase tracking-[0.12em] text-ink-muted">{content.capabilityFeaturesTitle}</h4>
                <ul className="mt-3 space-y-2.5">
                  {capability.features.map((feature) => (
                    <li key={feature} className="flex gap-3 text-ink-soft">
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <div className="mt-auto pt-6">
                  <ButtonLink href={content.capabilityLink.href} variant="link">
                    {content.capabilityLink.label}
                    <span className="sr-only">{` ${fillTemplate(screenReader.about, { title: capability.title })}`}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </ButtonLink>
                </div>
              </IconCard>
            </FadeIn>
          ))}
        </ul>
      </Section>

      <Section id="industries" tone="surface" labelledBy="industries-title">
        <SectionHeading id="industries-title" title={content.industriesTitle} intro={content.industriesIntro} />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.industries.map((industry, index) => (
            <FadeIn as="li" key={industry.name} delay={(index % 3) * CARD_STAGGER}>
              <div className="flex h-full flex-col rounded-2xl border border-surface-line bg-white p-7 shadow-card">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-night text-brand-300">
                  <Icon name={industry.icon} className="size-6" />
                </span>
                <h3 className="mt-6 text-lg font-semibold tracking-tight text-ink">{industry.name}</h3>
                <p className="mt-3 leading-7 text-ink-muted">{industry.description}</p>
                <p className="mt-auto flex gap-3 border-t border-surface-line pt-5 text-sm font-medium leading-6 text-ink-soft">
                  <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  <span>
                    <span className="sr-only">{`${screenReader.successStory} `}</span>
                    {industry.successStory}
                  </span>
                </p>
              </div>
            </FadeIn>
          ))}
        </ul>
      </Section>

      <CtaBand headingId="ai-solutions-cta" cta={content.cta} />
    </>
  );
}
