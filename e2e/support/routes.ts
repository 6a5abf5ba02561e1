import { loadCaseStudies, loadInsights } from "../../lib/content/collections";
import { laterPages } from "../../lib/content/pagination";
import { isPublished } from "../../lib/content/root";
import { CASE_STUDIES_PATH, caseStudyPath, categoryHref, categoryPath, INSIGHTS_PATH, insightPath, pagePath, sectorHref, sectorPath } from "../../lib/paths";

/** The fixed pages the site must serve (the product's route list). */
export const fixedRoutes = [
  "/",
  "/about",
  "/services",
  "/services/ai-strategy",
  "/services/ai-solutions",
  "/services/ai-program-management",
  "/ai-solutions",
  "/success-stories",
  "/case-studies",
  "/insights",
  "/privacy-policy",
  "/terms-of-service",
  "/book",
];

function published() {
  const live = <T extends { data: Parameters<typeof isPublished>[0] }>(entries: T[]) =>
    entries.filter((entry) => isPublished(entry.data));
  return { caseStudies: live(loadCaseStudies().entries), insights: live(loadInsights().entries) };
}

/** Every page: the fixed ones plus one per published case study and article in content/. */
export function allRoutes(): string[] {
  const { caseStudies, insights } = published();
  return [
    ...fixedRoutes,
    ...caseStudies.map((entry) => caseStudyPath(entry.slug)),
    ...insights.map((entry) => insightPath(entry.slug)),
    ...topicRoutes(),
  ];
}

/** The page of every category and sector a published entry names (issue 16); a template each. */
export function topicRoutes(): string[] {
  const { caseStudies, insights } = published();
  const categories = insights.map((entry) => categoryHref(entry.data.category));
  const sectors = caseStudies.map((entry) => sectorHref(entry.data.sector));
  return [...new Set([...categories, ...sectors])];
}

/** The pages of /insights and /case-studies after the first: none until a list outgrows one page. */
export function laterListRoutes(): string[] {
  const { caseStudies, insights } = published();
  return [
    ...laterPages(insights.length).map((page) => pagePath(INSIGHTS_PATH, page)),
    ...laterPages(caseStudies.length).map((page) => pagePath(CASE_STUDIES_PATH, page)),
  ];
}

/**
 * One page per template: every fixed page, plus the case study and the article with the longest
 * body (the most Markdown to render) and the first category and sector page. Checks that cost
 * seconds a page (axe, keyboard walks, motion) run here; the other case studies and articles share
 * their template and differ only in the body, which `contentRoutes` covers, and the other topic
 * pages are lists like the first.
 */
export function templateRoutes(): string[] {
  const { caseStudies, insights } = published();
  const longest = <T extends { body: string; slug: string }>(entries: T[]) =>
    [...entries].sort((a, b) => b.body.length - a.body.length || a.slug.localeCompare(b.slug))[0];
  const caseStudy = longest(caseStudies);
  const insight = longest(insights);
  const topics = topicRoutes();
  return [
    ...fixedRoutes,
    ...(caseStudy ? [caseStudyPath(caseStudy.slug)] : []),
    ...(insight ? [insightPath(insight.slug)] : []),
    ...[categoryPath(""), sectorPath("")].flatMap((prefix) => topics.filter((route) => route.startsWith(prefix)).slice(0, 1)),
  ];
}

/** The case studies and articles that `templateRoutes` does not include. */
export function contentRoutes(): string[] {
  const representative = new Set(templateRoutes());
  const topics = new Set(topicRoutes());
  return allRoutes().filter((route) => !fixedRoutes.includes(route) && !topics.has(route) && !representative.has(route));
}

export const NOT_FOUND_ROUTE = "/this-page-does-not-exist";
