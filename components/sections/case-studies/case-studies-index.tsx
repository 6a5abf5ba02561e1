import { FadeIn } from "@/components/motion/fade-in";
import { CaseStudyCard } from "@/components/sections/case-study-card";
import { CtaBand } from "@/components/sections/cta-band";
import type { ListHero } from "@/components/sections/insights/insights-index";
import { HeroBadge, PageHero } from "@/components/sections/page-hero";
import { TopicNav } from "@/components/sections/topic-nav";
import { Pagination } from "@/components/ui/pagination";
import { Section } from "@/components/ui/section";
import type { CaseStudy, ListPage, Topic } from "@/lib/content";
import { CASE_STUDIES_PATH, sectorPath } from "@/lib/content/links";
import type { ListingContent } from "@/lib/content/page-schema";

/** Seconds between one card's fade-in and the next. */
export const CASE_STUDY_STAGGER = 0.05;

/** A page of 12 case studies: /case-studies and its later pages, and each sector's pages. */
export function CaseStudiesIndex({
  listing,
  hero,
  list,
  sectors,
  sector,
}: {
  listing: ListingContent;
  hero: ListHero;
  list: ListPage<CaseStudy>;
  sectors: Topic[];
  sector?: Topic;
}) {
  return (
    <>
      <PageHero badge={<HeroBadge>{hero.badge}</HeroBadge>} title={hero.title} intro={<p>{hero.intro}</p>} />
      <Section labelledBy="case-study-list-title" className="pt-14 sm:pt-16">
        <TopicNav
          label="Browse case studies by sector"
          allLabel="All case studies"
          allHref={CASE_STUDIES_PATH}
          topics={sectors}
          hrefOf={(topic) => sectorPath(topic.slug)}
          current={sector?.slug}
        />
        <h2 id="case-study-list-title" className="sr-only">
          {sector ? `Case studies in ${sector.label}` : "All case studies"}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {list.entries.map((study, index) => (
            <FadeIn as="li" key={study.slug} delay={(index % 3) * CASE_STUDY_STAGGER}>
              <CaseStudyCard study={study} />
            </FadeIn>
          ))}
        </ul>
        <Pagination
          className="mt-14"
          label={sector ? `${sector.label} case studies, pages` : "Case studies, pages"}
          listPath={list.listPath}
          page={list.page}
          pageCount={list.pageCount}
        />
      </Section>
      <CtaBand headingId="case-studies-cta" cta={listing.cta} />
    </>
  );
}
