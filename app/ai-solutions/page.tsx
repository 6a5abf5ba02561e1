import { FadeInList } from "@/components/motion/fade-in";
import { CapabilityMap } from "@/components/sections/ai-solutions/capability-map";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureList } from "@/components/sections/feature-list";
import { IconCard } from "@/components/sections/icon-card";
import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { IconTile } from "@/components/ui/icon-tile";
import { ArrowRight, TrendingUp } from "@/components/ui/icons";
import { Section, SectionHeading } from "@/components/ui/section";
import { StatList } from "@/components/ui/stats";
import { getAiSolutionsContent, getCommonCopy } from "@/lib/content/pages";
import { fillTemplate } from "@/lib/format";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/ai-solutions");


export default function AiSolutionsPage() {
  const content = getAiSolutionsContent();
  const { stats, ...hero } = content.hero;
  const screenReader = getCommonCopy().screenReader;
  return (
    <>
      <PageHero {...hero} art={<CapabilityMap capabilities={content.capabilities} industries={content.industries} core="sparkles" />}>
        <StatList stats={stats} className="grid-cols-3 gap-4 border-t border-surface-line pt-10 sm:gap-8" />
      </PageHero>

      <Section id="capabilities" labelledBy="capabilities-title">
        <SectionHeading id="capabilities-title" title={content.capabilitiesTitle} intro={content.capabilitiesIntro} />
        <FadeInList className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3" items={content.capabilities} keyOf={(capability) => capability.title} columns={3}>
          {(capability) => (
            <IconCard icon={capability.icon} title={capability.title} description={capability.description}>
              <h4 className="mt-6 text-xs font-semibold uppercase tracking-[0.12em] text-ink-muted">{content.capabilityFeaturesTitle}</h4>
              <FeatureList features={capability.features} className="mt-3 space-y-2.5" />
              <div className="mt-auto pt-6">
                <ButtonLink href={content.capabilityLink.href} variant="link">
                  {content.capabilityLink.label}
                  <span className="sr-only">{` ${fillTemplate(screenReader.about, { title: capability.title })}`}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </ButtonLink>
              </div>
            </IconCard>
          )}
        </FadeInList>
      </Section>

      <Section id="industries" tone="surface" labelledBy="industries-title">
        <SectionHeading id="industries-title" title={content.industriesTitle} intro={content.industriesIntro} />
        <FadeInList className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3" items={content.industries} keyOf={(industry) => industry.name} columns={3}>
          {(industry) => (
            <div className="flex h-full flex-col rounded-2xl border border-surface-line bg-white p-7 shadow-card">
              <IconTile name={industry.icon} />
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
          )}
        </FadeInList>
      </Section>

      <CtaBand headingId="ai-solutions-cta" cta={content.cta} />
    </>
  );
}
