import { FadeIn } from "@/components/motion/fade-in";
import { InsightCard } from "@/components/sections/insight-card";
import { ListPageLayout, type ListHero } from "@/components/page-templates/list-page";
import type { Insight, ListPage, Topic } from "@/lib/content";
import type { ListingContent } from "@/lib/content/page-schema";
import { getCommonCopy } from "@/lib/content/pages";
import { fillTemplate } from "@/lib/format";
import { categoryPath, INSIGHTS_PATH } from "@/lib/paths";

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
  const words = getCommonCopy().lists.insights;
  return (
    <ListPageLayout
      hero={hero}
      topics={{
        label: words.topicsLabel,
        allLabel: words.allTopics,
        allHref: INSIGHTS_PATH,
        items: categories,
        hrefOf: (topic) => categoryPath(topic.slug),
        current: category?.slug,
      }}
      list={list}
      listId="insight-list-title"
      listTitle={category ? fillTemplate(words.topicTitle, { topic: category.label }) : words.allTitle}
      paginationLabel={category ? fillTemplate(words.topicPagesLabel, { topic: category.label }) : words.pagesLabel}
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
