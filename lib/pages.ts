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

/**
 * Every page the site serves, with what it says about itself. The sitemap, the share images
 * and the metadata helper all read this one list, so a new Markdown file appears in all three.
 */
export type SitePage = {
  path: string;
  /** The page's headline, as share cards show it. */
  title: string;
  /** A shorter title for results pages, where the headline is too long for them. */
  searchTitle?: string;
  description: string;
  /** Category, sector or page kind, shown above the title on the share card. */
  eyebrow: string;
  keywords?: readonly string[];
  /** YYYY-MM-DD of the last content change, where the content records one. */
  lastModified?: string;
  article?: { publishedTime: string; modifiedTime?: string; section: string; author: Author };
};

function fixedPage(path: string, meta: { title: string; description: string; eyebrow: string }): SitePage {
  return { path, ...meta };
}

/** The addresses of the fixed pages, known without reading their copy. */
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

/** The pages whose addresses do not depend on the content folders (their copy still comes from content/). */
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

/** Pages only their own link opens (a visitor's booking): served, never listed in the sitemap or indexed. */
export const privatePages = [MANAGE_BOOKING_PATH] as const;

/**
 * Pages that only answer the contact form sent without JavaScript (lib/contact/form-post.ts):
 * never linked, listed in the sitemap or indexed.
 */
export const formAnswerRoutes = [CONTACT_PATH, CONTACT_SENT_PATH] as const;

/** Addresses the app serves besides pages and their share images (app/ metadata, feed and search routes). */
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

/** Built once per production server or build (content does not change there); every call re-reads it in development. */
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
    // Later pages of the lists, and every category's and sector's pages.
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

/** The URL a page's share card is linked at: its route, versioned by what the card shows (content/pages/common.yaml's strapline too) and how it is drawn. */
export function shareImageUrl(page: SitePage): string {
  return versionedUrl(shareImagePath(page.path), page.title, page.eyebrow, getCommonCopy().shareImageStrapline, siteUrl);
}
