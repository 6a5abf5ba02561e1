import type { ReactNode } from "react";
import { CtaBand } from "@/components/sections/cta-band";
import { HeroBadge, PageHero } from "@/components/sections/page-hero";
import { TopicNav } from "@/components/sections/topic-nav";
import { Pagination } from "@/components/ui/pagination";
import { Container, Section } from "@/components/ui/section";
import type { ListPage, Topic } from "@/lib/content";
import type { ListingContent } from "@/lib/content/page-schema";

/** The header of a list page: the full list's, or a topic's. */
export type ListHero = { badge: string; title: string; intro: string };

/**
 * The frame of every list page (insights, case studies, and their topic pages): header, the row of
 * topics, one page of cards, the pagination bar and the closing call.
 */
export function ListPageLayout({
  hero,
  topics,
  list,
  listId,
  listTitle,
  paginationLabel,
  cta,
  ctaId,
  children,
}: {
  hero: ListHero;
  topics: { label: string; allLabel: string; allHref: string; items: Topic[]; hrefOf: (topic: Topic) => string; current?: string };
  list: ListPage<unknown>;
  listId: string;
  /** The list region's name for screen readers, e.g. "All articles". */
  listTitle: string;
  paginationLabel: string;
  cta: ListingContent["cta"];
  ctaId: string;
  /** The cards, as list items. */
  children: ReactNode;
}) {
  return (
    <>
      <PageHero badge={<HeroBadge>{hero.badge}</HeroBadge>} title={hero.title} intro={<p>{hero.intro}</p>} />
      {/* Outside the list's region, so the region holds the entries and their pages only. */}
      <div className="bg-white pt-14 sm:pt-16">
        <Container>
          <TopicNav
            label={topics.label}
            allLabel={topics.allLabel}
            allHref={topics.allHref}
            topics={topics.items}
            hrefOf={topics.hrefOf}
            current={topics.current}
          />
        </Container>
      </div>
      <Section labelledBy={listId} className="pt-0 sm:pt-0">
        <h2 id={listId} className="sr-only">
          {listTitle}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">{children}</ul>
        <Pagination className="mt-14" label={paginationLabel} listPath={list.listPath} page={list.page} pageCount={list.pageCount} />
      </Section>
      <CtaBand headingId={ctaId} cta={cta} />
    </>
  );
}
