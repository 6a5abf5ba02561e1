import { FadeIn } from "@/components/motion/fade-in";
import { CtaBand } from "@/components/sections/cta-band";
import { InsightCard } from "@/components/sections/insight-card";
import { HeroBadge, PageHero } from "@/components/sections/page-hero";
import { TopicNav } from "@/components/sections/topic-nav";
import { Pagination } from "@/components/ui/pagination";
import { Section } from "@/components/ui/section";
import type { Insight, ListPage, Topic } from "@/lib/content";
import { categoryPath, INSIGHTS_PATH } from "@/lib/content/links";
import type { ListingContent } from "@/lib/content/page-schema";

/** The header of a list page: the full list's, or a category's. */
export type ListHero = { badge: string; title: string; intro: string };

/** A page of 12 articles: /insights and its later pages, and each category's pages. */
export function InsightsIndex({
  listing,
  hero,
  list,
  categories,
  category,
}: {
  listing: ListingContent;
  hero: ListHero;
  list: ListPage<Insight>;
  categories: Topic[];
  /** The category whose pages these are, if any. */
  category?: Topic;
}) {
  return (
    <>
      <PageHero badge={<HeroBadge>{hero.badge}</HeroBadge>} title={hero.title} intro={<p>{hero.intro}</p>} />
      <Section labelledBy="insight-list-title" className="pt-14 sm:pt-16">
        <TopicNav
          label="Browse insights by category"
          allLabel="All insights"
          allHref={INSIGHTS_PATH}
          topics={categories}
          hrefOf={(topic) => categoryPath(topic.slug)}
          current={category?.slug}
        />
        <h2 id="insight-list-title" className="sr-only">
          {category ? `Articles on ${category.label}` : "All articles"}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {list.entries.map((insight, index) => (
            <FadeIn as="li" key={insight.slug} delay={(index % 3) * 0.05}>
              <InsightCard insight={insight} />
            </FadeIn>
          ))}
        </ul>
        <Pagination
          className="mt-14"
          label={category ? `${category.label} insights, pages` : "Insights, pages"}
          listPath={list.listPath}
          page={list.page}
          pageCount={list.pageCount}
        />
      </Section>
      <CtaBand headingId="insights-cta" cta={listing.cta} />
    </>
  );
}
