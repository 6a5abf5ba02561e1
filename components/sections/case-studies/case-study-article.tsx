import { ArticleBody } from "@/components/sections/article-body";
import { CtaBand } from "@/components/sections/cta-band";
import { AuthorByline } from "@/components/sections/author-byline";
import { PageHero } from "@/components/sections/page-hero";
import { TagList } from "@/components/ui/badge";
import { TopicBadge } from "@/components/sections/topic-badge";
import { sectorHref } from "@/lib/content/links";
import { ContentImage } from "@/components/ui/content-image";
import { BackLink } from "@/components/ui/back-link";
import { RelatedCard } from "@/components/sections/related-card";
import { Container, Section, SectionHeading } from "@/components/ui/section";
import type { CaseStudy, Insight, Rendered } from "@/lib/content";
import { getCommonCopy } from "@/lib/content/pages";
import type { CaseStudiesListing, CommonCopy } from "@/lib/content/page-schema";
import { fillTemplate, formatDate, minutes } from "@/lib/format";

function Facts({ study, copy }: { study: CaseStudy; copy: CommonCopy }) {
  const terms = copy.caseStudy.facts;
  const facts = [
    { term: terms.sector, value: study.sector },
    { term: terms.duration, value: fillTemplate(terms.durationValue, { months: study.durationMonths }) },
    { term: terms.readingTime, value: minutes(study.readingMinutes, copy.cards.readingTime) },
    { term: terms.published, value: <time dateTime={study.publishedAt}>{formatDate(study.publishedAt)}</time> },
  ];
  return (
    <dl className="grid grid-cols-2 gap-6 border-t border-surface-line pt-8 sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-ink-muted">{fact.term}</dt>
          <dd className="mt-2 font-semibold text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Related case studies and up to two articles, chosen at build time, after the case study. */
function RelatedReading({ related }: { related: { caseStudies: CaseStudy[]; insights: Insight[] } }) {
  if (related.caseStudies.length === 0 && related.insights.length === 0) return null;
  const { cards, caseStudy } = getCommonCopy();
  const words = caseStudy.related;
  return (
    <Section tone="surface" labelledBy={related.caseStudies.length > 0 ? "related-case-studies-title" : "related-insights-title"}>
      {related.caseStudies.length > 0 && (
        <>
          <SectionHeading id="related-case-studies-title" eyebrow={words.eyebrow} title={words.caseStudiesTitle} />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {related.caseStudies.map((item) => (
              <li key={item.slug}>
                <RelatedCard
                  href={`/case-studies/${item.slug}`}
                  eyebrow={item.sector}
                  title={item.title}
                  fact={`${item.metric.label}: ${item.metric.value}`}
                  action={cards.caseStudyLink}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {related.insights.length > 0 && (
        <section aria-labelledby="related-insights-title" className="mt-20">
          <h2 id="related-insights-title" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            {words.insightsTitle}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {related.insights.map((item) => (
              <li key={item.slug}>
                <RelatedCard
                  href={`/insights/${item.slug}`}
                  eyebrow={item.category}
                  title={item.title}
                  fact={`${minutes(item.readingMinutes, cards.readingTime)} · ${formatDate(item.publishedAt)}`}
                  action={cards.insightLink}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Section>
  );
}

export function CaseStudyArticle({
  study,
  closing,
  related,
}: {
  study: Rendered<CaseStudy>;
  closing: CaseStudiesListing["detailCta"];
  related: { caseStudies: CaseStudy[]; insights: Insight[] };
}) {
  const copy = getCommonCopy();
  const words = copy.caseStudy;
  return (
    <>
    <article>
      <PageHero
        before={<BackLink href={words.backLink.href}>{words.backLink.label}</BackLink>}
        badge={
          <>
            <TopicBadge href={sectorHref(study.sector)} kind="sector" label={study.sector} color={study.categoryColor} />
            <span className="text-sm text-ink-muted">
              <AuthorByline author={study.author} />
            </span>
          </>
        }
        title={study.title}
        intro={<p>{study.summary}</p>}
      >
        <Facts study={study} copy={copy} />
      </PageHero>

      <section aria-labelledby="results-title" className="bg-white py-16 sm:py-20">
        <Container>
          <h2 id="results-title" className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">
            {words.resultsTitle}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-3">
            {study.results.map((result) => (
              <li key={result.label} className="rounded-2xl bg-night p-7 text-white shadow-lift">
                <p className="text-4xl font-semibold tracking-tight text-white sm:text-5xl">{result.value}</p>
                <p className="mt-3 leading-6 text-slate-300">{result.label}</p>
              </li>
            ))}
          </ul>

          <figure className="mt-14">
            <div className="overflow-hidden rounded-3xl bg-night shadow-lift ring-1 ring-surface-line">
              <ContentImage src={study.image.src} alt={study.image.alt} width={1200} height={750} />
            </div>
            <figcaption className="mt-4 text-sm leading-6 text-ink-muted">{study.image.caption}</figcaption>
          </figure>
        </Container>
      </section>

      <section aria-label={words.engagementLabel} className="bg-white pb-20 sm:pb-28">
        <Container>
          <ArticleBody
            html={study.html}
            sections={[
              { id: "the-challenge", title: words.challengeTitle },
              { id: "our-solution", title: words.solutionTitle },
              ...study.sections,
            ]}
            aside={
              <div className="rounded-2xl border border-surface-line p-6">
                <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">{words.clientTitle}</h2>
                <p className="mt-3 leading-7 text-ink-soft">{study.client}</p>
                <TagList tags={study.tags} label={copy.cards.tagsLabel} className="mt-5" />
              </div>
            }
            before={
              <div className="mb-14">
                <div className="prose-content">
                  <h2 id="the-challenge">{words.challengeTitle}</h2>
                  <p>{study.challenge}</p>
                  <h2 id="our-solution">{words.solutionTitle}</h2>
                </div>
                <ul className="mt-6 grid max-w-prose gap-5 sm:grid-cols-2">
                  {study.solution.map((block) => (
                    <li key={block.title} className="rounded-2xl border border-surface-line bg-surface p-6">
                      <h3 className="text-lg font-semibold tracking-tight text-ink">{block.title}</h3>
                      <p className="mt-3 leading-7 text-ink-muted">{block.description}</p>
                    </li>
                  ))}
                </ul>
              </div>
            }
          />
        </Container>
      </section>

      <CtaBand
        headingId="case-study-cta"
        cta={{ title: closing.title, text: closing.text, primary: { label: study.ctaLabel, href: closing.primaryHref }, secondary: closing.secondary }}
      />
    </article>
    <RelatedReading related={related} />
    </>
  );
}
