import { ArrowRight, Clock } from "@/components/ui/icons";
import { TopicBadge } from "@/components/sections/topic-badge";
import type { Insight } from "@/lib/content";
import { getCommonCopy } from "@/lib/content/pages";
import { categoryHref, insightPath } from "@/lib/paths";
import { fillTemplate, formatDate, minutes } from "@/lib/format";
import { SiteLink } from "@/lib/speed/site-link";

/** The one insight card: list page and home teaser. The whole card follows its link. Styles: .card* in globals.css. */
export function InsightCard({ insight, headingLevel = 3 }: { insight: Insight; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const copy = getCommonCopy().cards;
  return (
      <article className="group card p-6 sm:p-7">
        <div className="flex items-center justify-between gap-3">
          <TopicBadge href={categoryHref(insight.category)} kind="category" label={insight.category} color={insight.categoryColor} />
          <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
            <Clock aria-hidden="true" className="size-4" />
            {minutes(insight.readingMinutes, copy.readingTime)}
          </span>
        </div>
        <Heading className="card-title mt-5">{insight.title}</Heading>
        <p className="card-text">{insight.excerpt}</p>
        <div className="mt-auto pt-6">
          <p className="text-sm text-ink-muted">
            <span className="block font-medium text-ink-soft">{insight.author.name}</span>
            {insight.author.type === "person" && (
              <>
                <span>{insight.author.role}</span>
                <span aria-hidden="true"> · </span>
              </>
            )}
            <time dateTime={insight.publishedAt}>{formatDate(insight.publishedAt)}</time>
          </p>
          <SiteLink
            href={insightPath(insight.slug)}
            className="card-link mt-4"
          >
            {copy.insightLink}
            <span className="sr-only">{fillTemplate(copy.linkTitle, { title: insight.title })}</span>
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </SiteLink>
        </div>
      </article>
  );
}
