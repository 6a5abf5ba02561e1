import { loadCaseStudies, loadInsights } from "../../lib/content/collections";
import { isPublished } from "../../lib/content/loader";

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
    ...caseStudies.map((entry) => `/case-studies/${entry.slug}`),
    ...insights.map((entry) => `/insights/${entry.slug}`),
  ];
}

/**
 * One page per template: every fixed page, plus the case study and the article with the longest
 * body (the most Markdown to render). Checks that cost seconds a page (axe, keyboard walks, motion)
 * run here; the other case studies and articles share their template and differ only in the body,
 * which `contentRoutes` covers.
 */
export function templateRoutes(): string[] {
  const { caseStudies, insights } = published();
  const longest = <T extends { body: string; slug: string }>(entries: T[]) =>
    [...entries].sort((a, b) => b.body.length - a.body.length || a.slug.localeCompare(b.slug))[0];
  const caseStudy = longest(caseStudies);
  const insight = longest(insights);
  return [
    ...fixedRoutes,
    ...(caseStudy ? [`/case-studies/${caseStudy.slug}`] : []),
    ...(insight ? [`/insights/${insight.slug}`] : []),
  ];
}

/** The case studies and articles that `templateRoutes` does not include. */
export function contentRoutes(): string[] {
  const representative = new Set(templateRoutes());
  return allRoutes().filter((route) => !fixedRoutes.includes(route) && !representative.has(route));
}

export const NOT_FOUND_ROUTE = "/this-page-does-not-exist";
