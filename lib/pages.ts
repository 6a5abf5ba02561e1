import "server-only";
import { versionedUrl } from "@/lib/asset-version";
import { getCaseStudies, getInsights, getLegalDocumentMeta, type Author } from "@/lib/content";
import { caseStudySnippet, insightSnippet, legalSnippet } from "@/lib/content/search-snippet";
import {
  getAboutContent,
  getAiSolutionsContent,
  getBookCopy,
  getCaseStudiesListing,
  getCommonCopy,
  getHomeContent,
  getInsightsListing,
  getServicePages,
  getServicesIndex,
  getSuccessStoriesContent,
} from "@/lib/content/pages";
import { serviceSlugs } from "@/lib/content/page-schema";
import { fillTemplate } from "@/lib/format";
import { getListSitePages } from "@/lib/list-pages";
import {
  BOOK_PATH,
  CASE_STUDIES_PATH,
  caseStudyPath,
  CONTACT_PATH,
  CONTACT_SENT_PATH,
  FEED_PATH,
  INSIGHTS_PATH,
  insightPath,
  legalPath,
  MANAGE_BOOKING_PATH,
  SERVICES_PATH,
  servicePath,
  shareImagePath,
} from "@/lib/paths";
import { SEARCH_INDEX_PATH, SEARCH_SCRIPT_PATH } from "@/lib/search/options";
import { siteUrl } from "@/lib/site";

/** Sitemap, share images and metadata read this one list, so a new Markdown file appears in all three. */
export type SitePage = {
  path: string;
  title: string;
  /** For results pages, where the headline is too long. */
  searchTitle?: string;
  description: string;
  /** Shown above the title on the share card. */
  eyebrow: string;
  keywords?: readonly string[];
  lastModified?: string;
  article?: { publishedTime: string; modifiedTime?: string; section: string; author: Author };
};

function fixedPage(path: string, meta: { title: string; description: string; eyebrow: string }): SitePage {
  return { path, ...meta };
}

/** Known without reading their copy. */
export const fixedPagePaths: readonly string[] = [
  "/",
  "/about",
  SERVICES_PATH,
  ...serviceSlugs.map(servicePath),
  "/ai-solutions",
  "/success-stories",
  CASE_STUDIES_PATH,
  INSIGHTS_PATH,
  BOOK_PATH,
];

export function getFixedPages(): SitePage[] {
  return [
    fixedPage("/", getHomeContent().meta),
    fixedPage("/about", getAboutContent().meta),
    fixedPage(SERVICES_PATH, getServicesIndex().meta),
    ...getServicePages().map((service) => fixedPage(servicePath(service.slug), service.meta)),
    fixedPage("/ai-solutions", getAiSolutionsContent().meta),
    fixedPage("/success-stories", getSuccessStoriesContent().meta),
    fixedPage(CASE_STUDIES_PATH, getCaseStudiesListing().meta),
    fixedPage(INSIGHTS_PATH, getInsightsListing().meta),
    fixedPage(BOOK_PATH, getBookCopy().meta),
  ];
}

/** Only their own link opens these (a visitor's booking), so they are never listed or indexed. */
export const privatePages = [MANAGE_BOOKING_PATH] as const;

/** Pages that only answer the no-JavaScript contact form: never linked, listed or indexed. */
export const formAnswerRoutes = [CONTACT_PATH, CONTACT_SENT_PATH] as const;

export const fileRoutes = [
  FEED_PATH,
  "/sitemap.xml",
  "/robots.txt",
  "/logo.png",
  "/icon.svg",
  "/favicon.ico",
  "/apple-touch-icon.png",
  SEARCH_INDEX_PATH,
  SEARCH_SCRIPT_PATH,
] as const;

let memo: { pages: SitePage[]; byPath: Map<string, SitePage> } | undefined;

/** Built once per server or build, where content does not change; re-read on every call in development. */
function sitePages() {
  if (memo) return memo;
  const pages = buildSitePages();
  const built = { pages, byPath: new Map(pages.map((page) => [page.path, page])) };
  if (process.env.NODE_ENV === "production") memo = built;
  return built;
}

export function getSitePages(): SitePage[] {
  return sitePages().pages;
}

function buildSitePages(): SitePage[] {
  const caseStudies = getCaseStudies();
  const insights = getInsights();
  const newest = (dates: string[]) => dates.reduce<string | undefined>((a, b) => (!a || b > a ? b : a), undefined);
  const fixed = getFixedPages();
  const listing = (path: string, lastModified: string | undefined): SitePage => ({
    ...fixed.find((page) => page.path === path)!,
    lastModified,
  });

  return [
    ...fixed.filter((page) => page.path !== "/case-studies" && page.path !== "/insights"),
    listing("/case-studies", newest(caseStudies.map((study) => study.updatedAt ?? study.publishedAt))),
    ...getListSitePages(),
    ...caseStudies.map(
      (study): SitePage => ({
        path: caseStudyPath(study.slug),
        title: study.title,
        searchTitle: caseStudySnippet(study).title,
        description: caseStudySnippet(study).description,
        eyebrow: fillTemplate(getCommonCopy().shareImageEyebrows.caseStudy, { topic: study.sector }),
        keywords: study.tags.map((tag) => tag.label),
        lastModified: study.updatedAt ?? study.publishedAt,
        article: {
          publishedTime: study.publishedAt,
          modifiedTime: study.updatedAt,
          section: study.sector,
          author: study.author,
        },
      }),
    ),
    listing("/insights", newest(insights.map((insight) => insight.updatedAt ?? insight.publishedAt))),
    ...insights.map(
      (insight): SitePage => ({
        path: insightPath(insight.slug),
        title: insight.title,
        searchTitle: insightSnippet(insight).title,
        description: insightSnippet(insight).description,
        eyebrow: fillTemplate(getCommonCopy().shareImageEyebrows.insight, { topic: insight.category }),
        keywords: insight.keywords,
        lastModified: insight.updatedAt ?? insight.publishedAt,
        article: {
          publishedTime: insight.publishedAt,
          modifiedTime: insight.updatedAt,
          section: insight.category,
          author: insight.author,
        },
      }),
    ),
    ...getLegalDocumentMeta().map(
      (doc): SitePage => ({
        path: legalPath(doc.slug),
        title: doc.title,
        searchTitle: legalSnippet(doc).title,
        description: doc.description,
        eyebrow: doc.badge,
        lastModified: doc.lastUpdated,
      }),
    ),
  ];
}

export function getSitePage(path: string): SitePage {
  const page = sitePages().byPath.get(path);
  if (!page) throw new Error(`No page is registered at ${path}; add it to lib/pages.ts`);
  return page;
}

/** Versioned by what the card shows and how it is drawn. */
export function shareImageUrl(page: SitePage): string {
  return versionedUrl(shareImagePath(page.path), page.title, page.eyebrow, getCommonCopy().shareImageStrapline, siteUrl);
}
