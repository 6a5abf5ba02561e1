import { loadAuthors, type Author } from "../../lib/content/authors";
import { loadCaseStudies, loadInsights, loadLegalDocuments } from "../../lib/content/collections";
import { formatProblem, isError, type Collection } from "../../lib/content/loader";
import { isPublished } from "../../lib/content/root";
import { caseStudyExtraText, readingMinutes } from "../../lib/content/reading-time";
import type { CaseStudyFrontMatter, InsightFrontMatter, LegalFrontMatter } from "../../lib/content/schema";

/**
 * What the Markdown in content/ says, read the way a production build reads it: validated
 * front-matter, drafts and scheduled entries left out, newest first. Specs derive their expected copy from here.
 */

/** A record as pages show it: its front-matter, slug and the reading time computed from its text. */
export type CaseStudyRecord = CaseStudyFrontMatter & { slug: string; readingMinutes: number };
export type InsightRecord = InsightFrontMatter & { slug: string; readingMinutes: number };
export type LegalRecord = LegalFrontMatter & { slug: string };

const showDrafts = process.env.CONTENT_DRAFTS === "include";

function records<T extends { draft?: boolean; publishedAt: string }>(
  collection: Collection<T>,
  name: string,
  alsoRead: (data: T) => string[] = () => [],
): (T & { slug: string; readingMinutes: number })[] {
  const errors = collection.problems.filter(isError);
  if (errors.length > 0) {
    throw new Error(`The ${name} content does not load:\n${errors.map(formatProblem).join("\n")}`);
  }
  return collection.entries
    .filter((entry) => showDrafts || isPublished(entry.data))
    .map((entry) => ({ ...entry.data, slug: entry.slug, readingMinutes: readingMinutes(entry.body, ...alsoRead(entry.data)) }));
}

function newestFirst(a: { publishedAt: string; title: string }, b: { publishedAt: string; title: string }) {
  return b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title);
}

export const caseStudies: CaseStudyRecord[] = records(loadCaseStudies(), "case study", caseStudyExtraText).sort(newestFirst);
export const insights: InsightRecord[] = records(loadInsights(), "insight").sort(newestFirst);
export const legalDocuments: LegalRecord[] = loadLegalDocuments().entries.map((entry) => ({
  ...entry.data,
  slug: entry.slug,
}));

export const authors: Author[] = loadAuthors().authors;

/** The author an article or case study names by id in its front-matter. */
export function authorOf(record: { author: string }): Author {
  const found = authors.find((author) => author.id === record.author);
  if (!found) throw new Error(`content/authors.yaml has no author "${record.author}"`);
  return found;
}

export function caseStudy(slug: string): CaseStudyRecord {
  const found = caseStudies.find((study) => study.slug === slug);
  if (!found) throw new Error(`content/case-studies has no published "${slug}"`);
  return found;
}

export function insight(slug: string): InsightRecord {
  const found = insights.find((article) => article.slug === slug);
  if (!found) throw new Error(`content/insights has no published "${slug}"`);
  return found;
}

export function legalDocument(slug: string): LegalRecord {
  const found = legalDocuments.find((doc) => doc.slug === slug);
  if (!found) throw new Error(`content/legal has no "${slug}"`);
  return found;
}

/** The home teaser's pick: the featured studies newest first, topped up with the newest others. */
export function featuredCaseStudies(limit = 3): CaseStudyRecord[] {
  const featured = caseStudies.filter((study) => study.featured);
  return [...featured, ...caseStudies.filter((study) => !study.featured)].slice(0, limit);
}

/** The origin the build was made for (SITE_URL, default http://localhost:3000), without a trailing slash. */
export const SITE_URL = new URL(process.env.SITE_URL?.trim() || "http://localhost:3000").origin;

/** The canonical, absolute URL of a site path. */
export function canonicalUrl(path: string): string {
  return new URL(path, `${SITE_URL}/`).toString();
}
