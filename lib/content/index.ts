import "server-only";
import { loadAuthors, type Author } from "./authors";
import { loadCaseStudies, loadInsights, loadLegalDocuments } from "./collections";
import { ContentError, includeDrafts, isError, isPublished, type Collection, type Entry } from "./loader";
import { listSections, renderMarkdown, type Section } from "./markdown";
import type { CaseStudyFrontMatter, InsightFrontMatter, LegalFrontMatter } from "./schema";

/** A case study or article as pages use it: its front-matter, with the author resolved from content/authors.yaml. */
export type CaseStudy = Omit<CaseStudyFrontMatter, "slug" | "author"> & { slug: string; author: Author };
export type Insight = Omit<InsightFrontMatter, "slug" | "author"> & { slug: string; author: Author };
export type Rendered<T> = T & { html: string; sections: Section[] };
export type LegalDocument = LegalFrontMatter & { slug: string; html: string; sections: Section[] };

type WithAuthor<T> = Omit<T, "author"> & { slug: string; author: Author };
type Loaded<T> = { records: WithAuthor<T>[]; bodies: Map<string, string> };

const memo = new Map<string, unknown>();

/** Content does not change while a production server runs; in development every call re-reads it. */
function cached<T>(key: string, load: () => T): T {
  if (process.env.NODE_ENV !== "production") return load();
  if (!memo.has(key)) memo.set(key, load());
  return memo.get(key) as T;
}

function newestFirst(a: { publishedAt: string; title: string }, b: { publishedAt: string; title: string }) {
  return b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title);
}

function publish<T extends { draft: boolean; publishedAt: string; title: string; author: string }>(
  collection: Collection<T>,
): Loaded<T> {
  const errors = collection.problems.filter(isError);
  if (errors.length > 0) throw new ContentError(errors);
  // Drafts and scheduled entries are previewed while developing, never published.
  const visible = collection.entries.filter((entry) => includeDrafts() || isPublished(entry.data));
  const toRecord = (entry: Entry<T>): WithAuthor<T> => ({ ...entry.data, slug: entry.slug, author: getAuthor(entry.data.author) });
  return {
    records: visible.map(toRecord).sort(newestFirst),
    bodies: new Map(visible.map((entry) => [entry.slug, entry.body])),
  };
}

const caseStudies = () => cached("case-studies", () => publish(loadCaseStudies(getAuthors())));
const insights = () => cached("insights", () => publish(loadInsights(getAuthors())));

export type { Author };

/** The people and teams of content/authors.yaml, in the file's order. */
export function getAuthors(): Author[] {
  return cached("authors", () => {
    const { authors, problems } = loadAuthors();
    if (problems.length > 0) throw new ContentError(problems);
    return authors;
  });
}

/** The author an article or case study names; its id was checked when the content was loaded. */
export function getAuthor(id: string): Author {
  const author = getAuthors().find((candidate) => candidate.id === id);
  if (!author) throw new ContentError([{ file: "content/authors.yaml", field: "", message: `no author has the id "${id}"`, severity: "error" }]);
  return author;
}

/** Every published case study, newest first. */
export function getCaseStudies(): CaseStudy[] {
  return caseStudies().records;
}

/** How many case studies the home page teaser shows; the content check allows no more featured ones. */
export const featuredOnHome = 3;

/**
 * The case studies for the home page teaser: those marked `featured: true`, newest first,
 * topped up with the newest others when fewer are featured.
 */
export function getFeaturedCaseStudies(limit = featuredOnHome): CaseStudy[] {
  const all = getCaseStudies();
  const featured = all.filter((study) => study.featured);
  return [...featured, ...all.filter((study) => !study.featured)].slice(0, limit);
}

export async function getCaseStudy(slug: string): Promise<Rendered<CaseStudy> | undefined> {
  const { records, bodies } = caseStudies();
  const study = records.find((record) => record.slug === slug);
  const body = bodies.get(slug);
  if (!study || body === undefined) return undefined;
  return { ...study, html: await renderMarkdown(body), sections: listSections(body) };
}

/** Every published insight article, newest first. */
export function getInsights(): Insight[] {
  return insights().records;
}

export function getLatestInsights(limit = 3): Insight[] {
  return getInsights().slice(0, limit);
}

export async function getInsight(slug: string): Promise<Rendered<Insight> | undefined> {
  const { records, bodies } = insights();
  const insight = records.find((record) => record.slug === slug);
  const body = bodies.get(slug);
  if (!insight || body === undefined) return undefined;
  return { ...insight, html: await renderMarkdown(body), sections: listSections(body) };
}

export type LegalSlug = "privacy-policy" | "terms-of-service";
/** The legal documents the site has a page for, each at /<slug>. */
export const legalSlugs: readonly LegalSlug[] = ["privacy-policy", "terms-of-service"];

function legalEntries() {
  const collection = cached("legal", () => loadLegalDocuments());
  const errors = collection.problems.filter(isError);
  if (errors.length > 0) throw new ContentError(errors);
  return legalSlugs.map((slug) => {
    const entry = collection.entries.find((candidate) => candidate.slug === slug);
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

export async function getLegalDocument(slug: LegalSlug): Promise<LegalDocument> {
  const entry = legalEntries()[legalSlugs.indexOf(slug)]!;
  return { ...entry.data, slug, html: await renderMarkdown(entry.body), sections: listSections(entry.body) };
}

/** Every published insight and case study with its Markdown body, for the search index (lib/search). */
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
