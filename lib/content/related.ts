/** Related reading, chosen from what entries share, so it depends only on the content. */
type Dated = { slug: string; title: string; publishedAt: string };

const words = (text: string) => [
  ...new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2 && !stopWords.has(word)),
  ),
];

const stopWords = new Set(["and", "the", "for", "with", "from", "into", "your", "our", "how", "what", "why", "its", "that", "this"]);

const shared = (a: readonly string[], b: readonly string[]) => {
  const mine = new Set(a.map((item) => item.toLowerCase()));
  return b.filter((item) => mine.has(item.toLowerCase())).length;
};

const days = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Ties go to the one published closest in time, then to the slug, so the order never depends on the files' order. */
export function mostRelated<T extends Dated>(
  target: Dated,
  candidates: readonly T[],
  score: (candidate: T) => number,
  { limit, fill, sameKind }: { limit: number; fill: boolean; sameKind: boolean },
): T[] {
  return candidates
    .filter((candidate) => !sameKind || candidate.slug !== target.slug)
    .map((candidate) => ({ candidate, score: score(candidate), distance: Math.abs(days(candidate.publishedAt) - days(target.publishedAt)) }))
    .filter((entry) => fill || entry.score > 0)
    .sort((a, b) => b.score - a.score || a.distance - b.distance || a.candidate.slug.localeCompare(b.candidate.slug))
    .slice(0, limit)
    .map((entry) => entry.candidate);
}

type InsightLike = Dated & { category: string; keywords?: readonly string[] };
type CaseStudyLike = Dated & { sector: string; tags: readonly { label: string }[] };

/** The same category counts most, then each shared keyword, then shared title words. */
export function relatedInsights<T extends InsightLike>(insight: T, all: readonly T[], limit = 3): T[] {
  return mostRelated(
    insight,
    all,
    (other) =>
      (other.category.toLowerCase() === insight.category.toLowerCase() ? 6 : 0) +
      3 * shared(insight.keywords ?? [], other.keywords ?? []) +
      shared(words(insight.title), words(other.title)),
    { limit, fill: true, sameKind: true },
  );
}

export function relatedCaseStudies<T extends CaseStudyLike>(study: T, all: readonly T[], limit = 3): T[] {
  return mostRelated(
    study,
    all,
    (other) =>
      (other.sector.toLowerCase() === study.sector.toLowerCase() ? 6 : 0) +
      3 * shared(study.tags.map((tag) => tag.label), other.tags.map((tag) => tag.label)) +
      shared(words(study.title), words(other.title)),
    { limit, fill: true, sameKind: true },
  );
}

/** None when nothing is shared. */
export function insightsForCaseStudy<T extends InsightLike>(study: CaseStudyLike, all: readonly T[], limit = 2): T[] {
  const topics = words([study.sector, ...study.tags.map((tag) => tag.label)].join(" "));
  const titleWords = words(study.title);
  return mostRelated(
    study,
    all,
    (insight) => {
      const about = words([insight.category, ...(insight.keywords ?? [])].join(" "));
      return 2 * shared(topics, about) + shared(titleWords, words(insight.title));
    },
    { limit, fill: false, sameKind: false },
  );
}
