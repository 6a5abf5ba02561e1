import { ArrowRight } from "@/components/ui/icons";
import { FadeInList } from "@/components/motion/fade-in";
import { CaseStudyCard } from "@/components/sections/case-study-card";
import { InsightCard } from "@/components/sections/insight-card";
import { ButtonLink } from "@/components/ui/button";
import { Section, SectionHeading } from "@/components/ui/section";
import type { CaseStudy, Insight } from "@/lib/content";
import type { HomeContent } from "@/lib/content/page-schema";

type Intro = HomeContent["caseStudies"];

function TeaserHeader({ id, copy }: { id: string; copy: Intro }) {
  return (
    <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
      <SectionHeading id={id} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <ButtonLink href={copy.action.href} variant="secondary" size="lg" className="shrink-0">
        {copy.action.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </div>
  );
}

export function CaseStudiesTeaser({ copy, studies }: { copy: Intro; studies: CaseStudy[] }) {
  return (
    <Section id="case-studies" tone="surface" labelledBy="case-studies-title">
      <TeaserHeader id="case-studies-title" copy={copy} />
      <FadeInList className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3" items={studies} keyOf={(study) => study.slug}>
        {(study) => <CaseStudyCard study={study} />}
      </FadeInList>
    </Section>
  );
}

export function InsightsTeaser({ copy, insights }: { copy: Intro; insights: Insight[] }) {
  return (
    <Section labelledBy="insights-title">
      <TeaserHeader id="insights-title" copy={copy} />
      <FadeInList className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3" items={insights} keyOf={(insight) => insight.slug}>
        {(insight) => <InsightCard insight={insight} />}
      </FadeInList>
    </Section>
  );
}
