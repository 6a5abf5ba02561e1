import { FadeIn } from "@/components/motion/fade-in";
import { CaseStudyCard } from "@/components/sections/case-study-card";
import { CtaBand } from "@/components/sections/cta-band";
import { HeroBadge, PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/ui/section";
import type { CaseStudy } from "@/lib/content";
import { getCommonCopy } from "@/lib/content/pages";
import type { ListingContent } from "@/lib/content/page-schema";

/** Seconds between one card's fade-in and the next. */
export const CASE_STUDY_STAGGER = 0.05;

export function CaseStudiesIndex({ listing, studies }: { listing: ListingContent; studies: CaseStudy[] }) {
  return (
    <>
      <PageHero badge={<HeroBadge>{listing.hero.badge}</HeroBadge>} title={listing.hero.title} intro={<p>{listing.hero.intro}</p>} />
      <Section labelledBy="case-study-list-title" className="pt-16 sm:pt-20">
        <h2 id="case-study-list-title" className="sr-only">
          {getCommonCopy().cards.allCaseStudies}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {studies.map((study, index) => (
            <FadeIn as="li" key={study.slug} delay={(index % 3) * CASE_STUDY_STAGGER}>
              <CaseStudyCard study={study} />
            </FadeIn>
          ))}
        </ul>
      </Section>
      <CtaBand headingId="case-studies-cta" cta={listing.cta} />
    </>
  );
}
