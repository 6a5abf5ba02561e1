import Link from "next/link";
import { ArrowRight, Clock } from "@/components/ui/icons";
import { hoverScale } from "@/components/motion/hover";
import { cn } from "@/lib/cn";
import { Badge } from "@/components/ui/badge";
import type { Insight } from "@/lib/content";
import { getCommonCopy } from "@/lib/content/pages";
import { fillTemplate, formatDate, minutes } from "@/lib/format";

/** The one insight card: list page and home teaser. The whole card follows its link. */
export function InsightCard({ insight, headingLevel = 3 }: { insight: Insight; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const copy = getCommonCopy().cards;
  return (
      <article className={cn("group relative flex h-full flex-col rounded-2xl border border-surface-line bg-white p-6 shadow-card sm:p-7", hoverScale)}>
        <div className="flex items-center justify-between gap-3">
          <Badge color={insight.categoryColor}>{insight.category}</Badge>
          <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
            <Clock aria-hidden="true" className="size-4" />
            {minutes(insight.readingMinutes, copy.readingTime)}
          </span>
        </div>
        <Heading className="mt-5 text-xl font-semibold leading-snug tracking-tight text-ink">{insight.title}</Heading>
        <p className="mt-3 line-clamp-3 leading-7 text-ink-muted">{insight.excerpt}</p>
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
          <Link
            href={`/insights/${insight.slug}`}
            className="mt-4 inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-brand-900"
          >
            {copy.insightLink}
            <span className="sr-only">{fillTemplate(copy.linkTitle, { title: insight.title })}</span>
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
      </article>
  );
}
