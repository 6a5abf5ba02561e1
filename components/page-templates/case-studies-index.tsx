import { FadeIn } from "@/components/motion/fade-in";
import { CaseStudyCard } from "@/components/sections/case-study-card";
import { ListPageLayout, type ListHero } from "@/components/page-templates/list-page";
import type { CaseStudy, ListPage, Topic } from "@/lib/content";
import type { ListingContent } from "@/lib/content/page-schema";
import { getCommonCopy } from "@/lib/content/pages";
import { fillTemplate } from "@/lib/format";
import { CASE_STUDIES_PATH, sectorPath } from "@/lib/paths";

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
  const words = getCommonCopy().lists.caseStudies;
  return (
    <ListPageLayout
      hero={hero}
      topics={{
        label: words.topicsLabel,
        allLabel: words.allTopics,
        allHref: CASE_STUDIES_PATH,
        items: sectors,
        hrefOf: (topic) => sectorPath(topic.slug),
        current: sector?.slug,
      }}
      list={list}
      listId="case-study-list-title"
      listTitle={sector ? fillTemplate(words.topicTitle, { topic: sector.label }) : words.allTitle}
      paginationLabel={sector ? fillTemplate(words.topicPagesLabel, { topic: sector.label }) : words.pagesLabel}
      cta={listing.cta}
      ctaId="case-studies-cta"
    >
      {list.entries.map((study, index) => (
        <FadeIn as="li" key={study.slug} delay={(index % 3) * CASE_STUDY_STAGGER}>
          <CaseStudyCard study={study} />
        </FadeIn>
      ))}
    </ListPageLayout>
  );
}
