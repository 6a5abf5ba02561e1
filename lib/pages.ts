import "server-only";
import { versionedUrl } from "@/lib/asset-version";
import { getCaseStudies, getInsights, getLegalDocumentMeta, type Author } from "@/lib/content";
import { caseStudySnippet, insightSnippet, legalSnippet } from "@/lib/content/search-snippet";
import {
  getAboutContent,
  getAiSolutionsContent,
  getCaseStudiesListing,
  getHomeContent,
  getInsightsListing,
  getServicePages,
  getServicesIndex,
  getSuccessStoriesContent,
} from "@/lib/content/pages";
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

export function getSitePages(): SitePage[] {
  const home = getHomeContent();
  const fixed = (path: string, meta: { title: string; description: string; eyebrow: string }): SitePage => ({
    path,
    ...meta,
  });

  const caseStudies = getCaseStudies();
  const insights = getInsights();
  const newest = (dates: string[]) => dates.reduce<string | undefined>((a, b) => (!a || b > a ? b : a), undefined);

  return [
    fixed("/", home.meta),
    fixed("/about", getAboutContent().meta),
    fixed("/services", getServicesIndex().meta),
    ...getServicePages().map((service) => fixed(`/services/${service.slug}`, service.meta)),
    fixed("/ai-solutions", getAiSolutionsContent().meta),
    fixed("/success-stories", getSuccessStoriesContent().meta),
    {
      ...fixed("/case-studies", getCaseStudiesListing().meta),
      lastModified: newest(caseStudies.map((study) => study.updatedAt ?? study.publishedAt)),
    },
    ...caseStudies.map(
      (study): SitePage => ({
        path: `/case-studies/${study.slug}`,
        title: study.title,
        searchTitle: caseStudySnippet(study).title,
        description: caseStudySnippet(study).description,
        eyebrow: `Case Study · ${study.sector}`,
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
    {
      ...fixed("/insights", getInsightsListing().meta),
      lastModified: newest(insights.map((insight) => insight.updatedAt ?? insight.publishedAt)),
    },
    ...insights.map(
      (insight): SitePage => ({
        path: `/insights/${insight.slug}`,
        title: insight.title,
        searchTitle: insightSnippet(insight).title,
        description: insightSnippet(insight).description,
        eyebrow: `Insight · ${insight.category}`,
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
        path: `/${doc.slug}`,
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
  const page = getSitePages().find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page is registered at ${path}; add it to lib/pages.ts`);
  return page;
}

/** The URL a page's share card is linked at: its route, versioned by what the card shows and how it is drawn. */
export function shareImageUrl(page: SitePage): string {
  return versionedUrl(shareImagePath(page.path), page.title, page.eyebrow, siteUrl);
}

/** Where a page's share image is served: /og/home.png, /og/insights/<slug>.png... */
export function shareImagePath(path: string): string {
  return `/og/${path === "/" ? "home" : path.slice(1)}.png`;
}
