import { RelatedCard } from "@/components/sections/related-card";
import { Section, SectionHeading } from "@/components/ui/section";
import type { CaseStudy, Insight } from "@/lib/content";
import { getCommonCopy } from "@/lib/content/pages";
import { formatDate, minutes } from "@/lib/format";
import { caseStudyPath, insightPath } from "@/lib/paths";

/** Related case studies and up to two articles, chosen at build time, after the case study. */
export function RelatedReading({ related }: { related: { caseStudies: CaseStudy[]; insights: Insight[] } }) {
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
                  href={caseStudyPath(item.slug)}
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
                  href={insightPath(item.slug)}
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
