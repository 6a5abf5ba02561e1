import { FadeInList } from "@/components/motion/fade-in";
import { CaseStudyCard } from "@/components/sections/case-study-card";
import { CtaBand } from "@/components/sections/cta-band";
import { InsightCard } from "@/components/sections/insight-card";
import { PageHero } from "@/components/sections/page-hero";
import { TopicNav } from "@/components/sections/topic-nav";
import { Pagination } from "@/components/ui/pagination";
import { Container, Section } from "@/components/ui/section";
import { getCommonCopy } from "@/lib/content/pages";
import { fillTemplate } from "@/lib/format";
import type { ListView } from "@/lib/list-pages";
import { CASE_STUDIES_PATH, categoryPath, INSIGHTS_PATH, sectorPath } from "@/lib/paths";

/** What differs between the two lists: where they and their topics live, and their element ids. */
const kinds = {
  insights: { allHref: INSIGHTS_PATH, topicPath: categoryPath, listId: "insight-list-title", ctaId: "insights-cta" },
  caseStudies: { allHref: CASE_STUDIES_PATH, topicPath: sectorPath, listId: "case-study-list-title", ctaId: "case-studies-cta" },
} as const;

/** Seconds between one card's fade-in and the next, in each row of three. */
const CARD_STAGGER = 0.05;

/**
 * Every list page: /insights and /case-studies, their later pages, and each category's and sector's
 * pages. Header, the row of topics, one page of 12 cards, the pagination bar and the closing call.
 */
export function ListPageLayout({ view }: { view: ListView }) {
  const { allHref, topicPath, listId, ctaId } = kinds[view.kind];
  const words = getCommonCopy().lists[view.kind];
  const { hero, list, topic } = view;
  const cards =
    view.kind === "insights"
      ? view.list.entries.map((insight) => ({ slug: insight.slug, card: <InsightCard insight={insight} /> }))
      : view.list.entries.map((study) => ({ slug: study.slug, card: <CaseStudyCard study={study} /> }));
  return (
    <>
      <PageHero {...hero} />
      {/* Outside the list's region, so the region holds the entries and their pages only. */}
      <div className="bg-white pt-14 sm:pt-16">
        <Container>
          <TopicNav
            label={words.topicsLabel}
            allLabel={words.allTopics}
            allHref={allHref}
            topics={view.topics}
            hrefOf={(item) => topicPath(item.slug)}
            current={topic?.slug}
          />
        </Container>
      </div>
      <Section labelledBy={listId} className="pt-0 sm:pt-0">
        <h2 id={listId} className="sr-only">
          {topic ? fillTemplate(words.topicTitle, { topic: topic.label }) : words.allTitle}
        </h2>
        <FadeInList className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" items={cards} keyOf={(entry) => entry.slug} columns={3} stagger={CARD_STAGGER}>
          {(entry) => entry.card}
        </FadeInList>
        <Pagination
          className="mt-14"
          label={topic ? fillTemplate(words.topicPagesLabel, { topic: topic.label }) : words.pagesLabel}
          listPath={list.listPath}
          page={list.page}
          pageCount={list.pageCount}
        />
      </Section>
      <CtaBand headingId={ctaId} cta={view.listing.cta} />
    </>
  );
}
