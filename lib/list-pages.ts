import "server-only";
import {
  getCaseStudiesPage,
  getCaseStudySectors,
  getCategoryPage,
  getInsightCategories,
  getInsightsPage,
  getSectorPage,
  type CaseStudy,
  type Insight,
  type ListPage,
  type Topic,
} from "@/lib/content";
import { getCaseStudiesListing, getCommonCopy, getInsightsListing } from "@/lib/content/pages";
import { laterPages, parsePage } from "@/lib/content/pagination";
import type { CommonCopy, ListingContent } from "@/lib/content/page-schema";
import type { SitePage } from "@/lib/pages";
import { fillTemplate } from "@/lib/format";
import { pagePath } from "@/lib/paths";

type Kind = {
  listing: () => ListingContent;
  name: (listing: ListingContent) => string;
  /** Its words in common.yaml and the name of its topics. */
  words: "insights" | "caseStudies";
  topicKind: keyof CommonCopy["cards"]["topicKinds"];
};

const kinds = {
  insights: {
    listing: getInsightsListing,
    name: (listing) => listing.meta.eyebrow,
    words: "insights",
    topicKind: "category",
  },
  caseStudies: {
    listing: getCaseStudiesListing,
    name: (listing) => listing.meta.eyebrow,
    words: "caseStudies",
    topicKind: "sector",
  },
} satisfies Record<string, Kind>;

export function topicDescription(kind: keyof typeof kinds, topic: Topic): string {
  const declared = kinds[kind].listing().topics.find((item) => item.name === topic.label);
  // The content check refuses undeclared topics, so this is a bug, not an editor's slip.
  if (!declared) throw new Error(`"${topic.label}" is not declared under topics in the ${kind} listing`);
  return declared.description;
}

const monthYear = (isoDate: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));

const withPage = (title: string, list: ListPage<unknown>) =>
  list.page > 1 ? fillTemplate(getCommonCopy().lists.pageTitle, { title, number: list.page }) : title;

function pageHeading(kind: keyof typeof kinds, list: ListPage<{ publishedAt: string }>, topic?: Topic) {
  const { listing, name, words: wordsKey, topicKind } = kinds[kind];
  const copy = listing();
  const common = getCommonCopy();
  const words = common.lists[wordsKey];
  const newest = list.entries[0]?.publishedAt;
  const oldest = list.entries[list.entries.length - 1]?.publishedAt;
  const span = newest && oldest ? (monthYear(newest) === monthYear(oldest) ? monthYear(newest) : fillTemplate(common.lists.span, { from: monthYear(oldest), to: monthYear(newest) })) : "";
  const pageOf = fillTemplate(common.pagination.pageOfTotal, { number: list.page, total: list.pageCount });
  const pageNote = `${pageOf}.`;
  if (topic) {
    const description = topicDescription(kind, topic);
    return {
      title: withPage(fillTemplate(words.topicPageTitle, { topic: topic.label }), list),
      description: list.page > 1 ? `${description} ${pageNote}` : description,
      hero: { badge: list.page > 1 ? `${name(copy)} · ${pageOf}` : `${name(copy)} · ${common.cards.topicKinds[topicKind]}`, title: topic.label, intro: description },
    };
  }
  return {
    title: withPage(list.page > 1 ? name(copy) : copy.meta.title, list),
    description:
      list.page > 1
        ? `${pageNote} ${fillTemplate(words.laterPagesDescription, { span, count: list.entries.length, total: list.total })}`
        : copy.meta.description,
    hero: { ...copy.hero, badge: list.page > 1 ? `${copy.hero.badge} · ${pageOf}` : copy.hero.badge },
  };
}

type ListKind = keyof typeof kinds;

export type ListView = {
  listing: ListingContent;
  hero: { badge: string; title: string; intro: string };
  topics: Topic[];
  topic?: Topic;
} & ({ kind: "insights"; list: ListPage<Insight> } | { kind: "caseStudies"; list: ListPage<CaseStudy> });

export function getListView(kind: ListKind, page: number, topicSlug?: string): ListView | undefined {
  const topics = kind === "insights" ? getInsightCategories() : getCaseStudySectors();
  const topic = topicSlug === undefined ? undefined : topics.find((item) => item.slug === topicSlug);
  if (topicSlug !== undefined && !topic) return undefined;
  const common = { listing: kinds[kind].listing(), topics, topic };
  if (kind === "insights") {
    const list = topic ? getCategoryPage(topic.slug, page) : getInsightsPage(page);
    return list && { ...common, kind, list, hero: pageHeading(kind, list, topic).hero };
  }
  const list = topic ? getSectorPage(topic.slug, page) : getCaseStudiesPage(page);
  return list && { ...common, kind, list, hero: pageHeading(kind, list, topic).hero };
}

/** From page 2 on: page 1 is the list itself. */
export function getLaterListView(kind: ListKind, pageSegment: string, topicSlug?: string): ListView | undefined {
  const view = getListView(kind, parsePage(pageSegment) ?? 0, topicSlug);
  return view && view.list.page >= 2 ? view : undefined;
}

/** Only those a published entry uses have a page. */
export const topicSlugs = (kind: ListKind) => (kind === "insights" ? getInsightCategories() : getCaseStudySectors()).map((topic) => topic.slug);

export function laterPageParams(kind: ListKind, topicSlug?: string): { page: string }[] {
  return laterPages(getListView(kind, 1, topicSlug)?.list.total ?? 0).map((page) => ({ page: String(page) }));
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
