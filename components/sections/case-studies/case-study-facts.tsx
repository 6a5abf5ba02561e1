import type { CaseStudy } from "@/lib/content";
import type { CommonCopy } from "@/lib/content/page-schema";
import { fillTemplate, formatDate, minutes } from "@/lib/format";

/** Sector, duration, reading time and date of a case study, under its title. */
export function CaseStudyFacts({ study, copy }: { study: CaseStudy; copy: CommonCopy }) {
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
