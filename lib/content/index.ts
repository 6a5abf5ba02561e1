import "server-only";
import { loadAuthors, type Author } from "./authors";
import { loadCaseStudies, loadInsights, loadLegalDocuments } from "./collections";
import { cachedContent as cached } from "./cache";
import { checkedEntries, ContentError, publishedEntries, type Collection, type Entry } from "./loader";
import { listSections, type Section } from "./markdown";
import { CASE_STUDIES_PATH, categoryPath, INSIGHTS_PATH, sectorPath } from "@/lib/paths";
import { pageCount, pageOf } from "./pagination";
import { caseStudyExtraText, readingMinutes } from "./reading-time";
import { insightsForCaseStudy, relatedCaseStudies, relatedInsights } from "./related";
import { topicsOf, topicSlug, type Topic } from "./topics";
import type { CaseStudyFrontMatter, InsightFrontMatter, LegalFrontMatter } from "./schema";

export type CaseStudy = WithAuthor<CaseStudyFrontMatter>;
export type Insight = WithAuthor<InsightFrontMatter>;
/** The body itself reaches a page through `MarkdownBody`, not as data. */
export type Rendered<T> = T & { sections: Section[] };
export type LegalDocument = LegalFrontMatter & { slug: string; sections: Section[] };

type WithAuthor<T> = Omit<T, "author" | "slug"> & { slug: string; author: Author; readingMinutes: number };
type Loaded<T> = { records: WithAuthor<T>[]; bodies: Map<string, string> };

function newestFirst(a: { publishedAt: string; title: string }, b: { publishedAt: string; title: string }) {
  return b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title);
}

function publish<T extends { draft: boolean; publishedAt: string; title: string; author: string }>(
  collection: Collection<T>,
  /** Everything a reader reads besides the body, for the reading time. */
  alsoRead: (data: T) => string[] = () => [],
): Loaded<T> {
  const visible = publishedEntries(collection);
  const toRecord = (entry: Entry<T>): WithAuthor<T> => ({
    ...entry.data,
    slug: entry.slug,
    author: getAuthor(entry.data.author),
    readingMinutes: readingMinutes(entry.body, ...alsoRead(entry.data)),
  });
  return {
    records: visible.map(toRecord).sort(newestFirst),
    bodies: new Map(visible.map((entry) => [entry.slug, entry.body])),
  };
}

const caseStudies = () => cached("case-studies", () => publish(loadCaseStudies(getAuthors()), caseStudyExtraText));
const insights = () => cached("insights", () => publish(loadInsights(getAuthors())));

export type { Author, Topic };

export function getAuthors(): Author[] {
  return cached("authors", () => {
    const { authors, problems } = loadAuthors();
    if (problems.length > 0) throw new ContentError(problems);
    return authors;
  });
}

/** Its id was checked when the content was loaded. */
export function getAuthor(id: string): Author {
  const author = getAuthors().find((candidate) => candidate.id === id);
  if (!author) throw new ContentError([{ file: "content/authors.yaml", field: "", message: `no author has the id "${id}"`, severity: "error" }]);
  return author;
}

export function getCaseStudies(): CaseStudy[] {
  return caseStudies().records;
}

/** The content check allows no more featured ones. */
export const featuredOnHome = 3;

/** Topped up with the newest others when fewer are featured. */
function featuredFirst<T extends { featured: boolean }>(all: T[], limit: number): T[] {
  return [...all.filter((entry) => entry.featured), ...all.filter((entry) => !entry.featured)].slice(0, limit);
}

export function getFeaturedCaseStudies(limit = featuredOnHome): CaseStudy[] {
  return featuredFirst(getCaseStudies(), limit);
}

export function getFeaturedInsights(limit = featuredOnHome): Insight[] {
  return featuredFirst(getInsights(), limit);
}

export function getCaseStudy(slug: string): Rendered<CaseStudy> | undefined {
  const { records, bodies } = caseStudies();
  const study = records.find((record) => record.slug === slug);
  const body = bodies.get(slug);
  if (!study || body === undefined) return undefined;
  return { ...study, sections: listSections(body) };
}

export function getInsights(): Insight[] {
  return insights().records;
}

export function getInsight(slug: string): Rendered<Insight> | undefined {
  const { records, bodies } = insights();
  const insight = records.find((record) => record.slug === slug);
  const body = bodies.get(slug);
  if (!insight || body === undefined) return undefined;
  return { ...insight, sections: listSections(body) };
}

export type LegalSlug = "privacy-policy" | "terms-of-service";
export const legalSlugs: readonly LegalSlug[] = ["privacy-policy", "terms-of-service"];

function legalEntries() {
  const entries = checkedEntries(cached("legal", () => loadLegalDocuments()));
  return legalSlugs.map((slug) => {
    const entry = entries.find((candidate) => candidate.slug === slug);
    if (!entry) {
      throw new ContentError([
        { file: `content/legal/${slug}.md`, field: "", message: `file is missing; the /${slug} page needs it`, severity: "error" },
      ]);
    }
    return entry;
  });
}

export function getLegalDocumentMeta(): (LegalFrontMatter & { slug: LegalSlug })[] {
  return legalEntries().map((entry, index) => ({ ...entry.data, slug: legalSlugs[index]! }));
}

export function getLegalDocument(slug: LegalSlug): LegalDocument {
  const entry = legalEntries()[legalSlugs.indexOf(slug)]!;
  return { ...entry.data, slug, sections: listSections(entry.body) };
}

export type ListPage<T> = {
  /** Page 1 is served at the list's own address. */
  listPath: string;
  page: number;
  pageCount: number;
  total: number;
  entries: T[];
};

function listPage<T>(all: T[], listPath: string, page: number): ListPage<T> | undefined {
  const entries = pageOf(all, page);
  return entries && { listPath, page, pageCount: pageCount(all.length), total: all.length, entries };
}

export function getInsightsPage(page: number): ListPage<Insight> | undefined {
  return listPage(getInsights(), INSIGHTS_PATH, page);
}

export function getCaseStudiesPage(page: number): ListPage<CaseStudy> | undefined {
  return listPage(getCaseStudies(), CASE_STUDIES_PATH, page);
}

/** Each has a page, and only these do. */
export function getInsightCategories(): Topic[] {
  return cached("insight-categories", () => topicsOf(getInsights(), (insight) => insight.category, (insight) => insight.categoryColor));
}

export function getCaseStudySectors(): Topic[] {
  return cached("case-study-sectors", () => topicsOf(getCaseStudies(), (study) => study.sector, (study) => study.categoryColor));
}

function getInsightCategory(slug: string): Topic | undefined {
  return getInsightCategories().find((topic) => topic.slug === slug);
}

function getCaseStudySector(slug: string): Topic | undefined {
  return getCaseStudySectors().find((topic) => topic.slug === slug);
}

export function getCategoryPage(slug: string, page: number): ListPage<Insight> | undefined {
  if (!getInsightCategory(slug)) return undefined;
  return listPage(getInsights().filter((insight) => topicSlug(insight.category) === slug), categoryPath(slug), page);
}

export function getSectorPage(slug: string, page: number): ListPage<CaseStudy> | undefined {
  if (!getCaseStudySector(slug)) return undefined;
  return listPage(getCaseStudies().filter((study) => topicSlug(study.sector) === slug), sectorPath(slug), page);
}

export function getRelatedInsights(insight: Insight): Insight[] {
  return relatedInsights(insight, getInsights());
}

export function getRelatedToCaseStudy(study: CaseStudy): { caseStudies: CaseStudy[]; insights: Insight[] } {
  return { caseStudies: relatedCaseStudies(study, getCaseStudies()), insights: insightsForCaseStudy(study, getInsights()) };
}
export function getSearchSources(): SearchSource[] {
  const withBody = <T extends { slug: string }>({ records, bodies }: { records: T[]; bodies: Map<string, string> }) =>
    records.map((record) => ({ record, body: bodies.get(record.slug) ?? "" }));
  return [
    ...withBody(insights()).map((entry) => ({ kind: "insight" as const, ...entry })),
    ...withBody(caseStudies()).map((entry) => ({ kind: "case-study" as const, ...entry })),
  ];
}

export type SearchSource =
  | { kind: "insight"; record: Insight; body: string }
  | { kind: "case-study"; record: CaseStudy; body: string };
