import { FadeIn } from "@/components/motion/fade-in";
import { InsightCard } from "@/components/sections/insight-card";
import { ListPageLayout, type ListHero } from "@/components/sections/list-page";
import type { Insight, ListPage, Topic } from "@/lib/content";
import { categoryPath, INSIGHTS_PATH } from "@/lib/content/links";
import type { ListingContent } from "@/lib/content/page-schema";

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
    <ListPageLayout
      hero={hero}
      topics={{
        label: "Browse insights by category",
        allLabel: "All insights",
        allHref: INSIGHTS_PATH,
        items: categories,
        hrefOf: (topic) => categoryPath(topic.slug),
        current: category?.slug,
      }}
      list={list}
      listId="insight-list-title"
      listTitle={category ? `Articles on ${category.label}` : "All articles"}
      paginationLabel={category ? `${category.label} insights, pages` : "Insights, pages"}
      cta={listing.cta}
      ctaId="insights-cta"
    >
      {list.entries.map((insight, index) => (
        <FadeIn as="li" key={insight.slug} delay={(index % 3) * 0.05}>
          <InsightCard insight={insight} />
        </FadeIn>
      ))}
    </ListPageLayout>
  );
}
