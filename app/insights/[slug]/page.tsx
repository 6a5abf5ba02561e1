import { notFound } from "next/navigation";
import { StructuredData } from "@/components/seo/structured-data";
import { ArticleBody } from "@/components/sections/article-body";
import { AuthorByline } from "@/components/sections/author-byline";
import { InsightCard } from "@/components/sections/insight-card";
import { ShareButton } from "@/components/sections/insights/share-button";
import { PageHero } from "@/components/sections/page-hero";
import { TopicBadge } from "@/components/sections/topic-badge";
import { BackLink } from "@/components/ui/back-link";
import { ButtonLink } from "@/components/ui/button";
import { ArrowRight, Clock } from "@/components/ui/icons";
import { Container, Section, SectionHeading } from "@/components/ui/section";
import { getInsight, getInsights, getRelatedInsights } from "@/lib/content";
import { getCommonCopy } from "@/lib/content/pages";
import { formatDate, minutes } from "@/lib/format";
import { categoryHref, insightPath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";
import { absoluteUrl } from "@/lib/site";

export const dynamicParams = false;

export function generateStaticParams() {
  return getInsights().map((insight) => ({ slug: insight.slug }));
}

export async function generateMetadata({ params }: PageProps<"/insights/[slug]">) {
  const { slug } = await params;
  return pageMetadata(insightPath(slug));
}

export default async function InsightPage({ params }: PageProps<"/insights/[slug]">) {
  const { slug } = await params;
  const insight = getInsight(slug);
  if (!insight) notFound();
  const copy = getCommonCopy();
  const related = getRelatedInsights(insight);
  return (
    <>
      <StructuredData path={insightPath(insight.slug)} />
      <article>
        <PageHero
          before={<BackLink href={copy.insight.backLink.href}>{copy.insight.backLink.label}</BackLink>}
          badge={
            <>
              <TopicBadge href={categoryHref(insight.category)} kind="category" label={insight.category} color={insight.categoryColor} />
              <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
                <Clock aria-hidden="true" className="size-4" />
                {minutes(insight.readingMinutes, copy.cards.readingTime)}
              </span>
            </>
          }
          title={insight.title}
          intro={insight.summary}
        >
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-surface-line pt-6 text-sm text-ink-muted">
            <AuthorByline author={insight.author} />
            <span aria-hidden="true">·</span>
            <time dateTime={insight.publishedAt}>{formatDate(insight.publishedAt)}</time>
          </p>
        </PageHero>

        <div className="bg-white py-16 sm:py-20">
          <Container>
            <ArticleBody path={insightPath(insight.slug)} sections={insight.sections} />
          </Container>
        </div>

        <section aria-labelledby="insight-cta" className="on-dark bg-night py-16 sm:py-20">
          <Container className="flex flex-col gap-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="insight-cta" className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
                {insight.ctaTitle}
              </h2>
              <p className="mt-4 text-lg leading-8 text-slate-300">{insight.ctaText}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-3">
              <ButtonLink href="/#contact" variant="light" size="lg">
                {insight.ctaLabel}
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
              <ShareButton
                title={insight.title}
                url={absoluteUrl(insightPath(insight.slug))}
                copy={copy.shareArticle}
                toastRegionLabel={copy.contactForm.toastRegionLabel}
              />
            </div>
          </Container>
        </section>
      </article>

      {related.length > 0 && (
        <Section tone="surface" labelledBy="related-title">
          <SectionHeading id="related-title" eyebrow={copy.insight.relatedEyebrow} title={copy.insight.relatedTitle} />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.slug}>
                <InsightCard insight={item} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
