import "server-only";
import {
  getCaseStudiesPage,
  getCaseStudySector,
  getCaseStudySectors,
  getCategoryPage,
  getInsightCategories,
  getInsightCategory,
  getInsightsPage,
  getSectorPage,
  type CaseStudy,
  type Insight,
  type ListPage,
  type Topic,
} from "@/lib/content";
import { getCaseStudiesListing, getInsightsListing } from "@/lib/content/pages";
import { laterPages, pagePath } from "@/lib/content/pagination";
import type { ListingContent } from "@/lib/content/page-schema";
import type { SitePage } from "@/lib/pages";
import { site } from "@/lib/site";

/**
 * The list pages beyond the two fixed ones: /insights/page/N, /insights/category/<slug>[/page/N]
 * and the same for case studies. What each shows, and what it says about itself to search engines.
 */

type Kind = {
  listing: () => ListingContent;
  /** "Insights", "Case Studies": the list's name in titles. */
  name: (listing: ListingContent) => string;
  /** "articles", "case studies", in descriptions. */
  plural: string;
  topicKind: string;
  topicTitle: (topic: Topic) => string;
  topicFallback: (topic: Topic) => string;
};

const kinds = {
  insights: {
    listing: getInsightsListing,
    name: (listing) => listing.meta.eyebrow,
    plural: "articles",
    topicKind: "Category",
    topicTitle: (topic) => `${topic.label} Insights`,
    topicFallback: (topic) => `${site.name}'s articles on ${topic.label}: field notes from our engagements, newest first.`,
  },
  caseStudies: {
    listing: getCaseStudiesListing,
    name: (listing) => listing.meta.eyebrow,
    plural: "case studies",
    topicKind: "Sector",
    topicTitle: (topic) => `${topic.label} Case Studies`,
    topicFallback: (topic) => `How ${site.name} helped clients in ${topic.label} turn AI into measured results, engagement by engagement.`,
  },
} satisfies Record<string, Kind>;

/** The line under a topic page's heading: the editors' own (content/pages/*.yaml), or a plain default. */
export function topicDescription(kind: keyof typeof kinds, topic: Topic): string {
  return kinds[kind].listing().topics[topic.label] ?? kinds[kind].topicFallback(topic);
}

const monthYear = (isoDate: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));

const withPage = (title: string, list: ListPage<unknown>) => (list.page > 1 ? `${title}, page ${list.page}` : title);

function pageHeading(kind: keyof typeof kinds, list: ListPage<{ publishedAt: string }>, topic?: Topic) {
  const { listing, name, plural, topicTitle } = kinds[kind];
  const copy = listing();
  const newest = list.entries[0]?.publishedAt;
  const oldest = list.entries[list.entries.length - 1]?.publishedAt;
  const span = newest && oldest ? (monthYear(newest) === monthYear(oldest) ? monthYear(newest) : `${monthYear(oldest)} to ${monthYear(newest)}`) : "";
  const pageNote = `Page ${list.page} of ${list.pageCount}.`;
  if (topic) {
    const description = topicDescription(kind, topic);
    return {
      title: withPage(topicTitle(topic), list),
      description: list.page > 1 ? `${description} ${pageNote}` : description,
      hero: { badge: list.page > 1 ? `${name(copy)} · ${pageNote.slice(0, -1)}` : `${name(copy)} · ${kinds[kind].topicKind}`, title: topic.label, intro: description },
    };
  }
  return {
    title: withPage(list.page > 1 ? name(copy) : copy.meta.title, list),
    description:
      list.page > 1 ? `${pageNote} ${site.name}'s ${plural} from ${span}, newest first: ${list.entries.length} of ${list.total}.` : copy.meta.description,
    hero: { ...copy.hero, badge: list.page > 1 ? `${copy.hero.badge} · ${pageNote.slice(0, -1)}` : copy.hero.badge },
  };
}

/** What a page of the insights list (or of one category) shows; undefined when there is no such page. */
export function getInsightsListView(page: number, categorySlug?: string) {
  const category = categorySlug === undefined ? undefined : getInsightCategory(categorySlug);
  if (categorySlug !== undefined && !category) return undefined;
  const list = category ? getCategoryPage(category.slug, page) : getInsightsPage(page);
  if (!list) return undefined;
  return { listing: getInsightsListing(), hero: pageHeading("insights", list, category).hero, list, categories: getInsightCategories(), category };
}

export function getCaseStudiesListView(page: number, sectorSlug?: string) {
  const sector = sectorSlug === undefined ? undefined : getCaseStudySector(sectorSlug);
  if (sectorSlug !== undefined && !sector) return undefined;
  const list = sector ? getSectorPage(sector.slug, page) : getCaseStudiesPage(page);
  if (!list) return undefined;
  return { listing: getCaseStudiesListing(), hero: pageHeading("caseStudies", list, sector).hero, list, sectors: getCaseStudySectors(), sector };
}

function listSitePage<T extends Insight | CaseStudy>(
  kind: keyof typeof kinds,
  list: ListPage<T>,
  topic: Topic | undefined,
): SitePage {
  const heading = pageHeading(kind, list, topic);
  const copy = kinds[kind].listing();
  return {
    path: pagePath(list.listPath, list.page),
    title: heading.title,
    description: heading.description,
    eyebrow: topic ? `${copy.meta.eyebrow} · ${topic.label}` : copy.meta.eyebrow,
    lastModified: list.entries.map((entry) => entry.updatedAt ?? entry.publishedAt).sort().at(-1),
  };
}

/** Every page of every list except the two fixed first pages (/insights, /case-studies). */
export function getListSitePages(): SitePage[] {
  const pages: SitePage[] = [];
  const add = <T extends Insight | CaseStudy>(kind: keyof typeof kinds, first: number, read: (page: number) => ListPage<T> | undefined, topic?: Topic) => {
    const head = read(1);
    if (!head) return;
    for (const page of [...(first === 1 ? [1] : []), ...laterPages(head.total)]) pages.push(listSitePage(kind, read(page)!, topic));
  };
  add("insights", 2, getInsightsPage);
  for (const topic of getInsightCategories()) add("insights", 1, (page) => getCategoryPage(topic.slug, page), topic);
  add("caseStudies", 2, getCaseStudiesPage);
  for (const topic of getCaseStudySectors()) add("caseStudies", 1, (page) => getSectorPage(topic.slug, page), topic);
  return pages;
}

/** The page numbers app/ pre-renders under <list>/page/[page]: 2 to the last. */
export const laterPageParams = (list: ListPage<unknown> | undefined) => laterPages(list?.total ?? 0).map((page) => ({ page: String(page) }));
