import { loadCaseStudies, loadInsights } from "../../lib/content/collections";
import { isPublished } from "../../lib/content/loader";
import { topicSlug } from "../../lib/content/topics";

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

/** Every page: the fixed ones plus one per published case study and article in content/. */
export function allRoutes(): string[] {
  return [
    ...fixedRoutes,
    ...loadCaseStudies()
      .entries.filter((entry) => isPublished(entry.data))
      .map((entry) => `/case-studies/${entry.slug}`),
    ...loadInsights()
      .entries.filter((entry) => isPublished(entry.data))
      .map((entry) => `/insights/${entry.slug}`),
    ...topicRoutes(),
  ];
}

/** The page of every category and sector a published entry names (issue 16); a template each. */
export function topicRoutes(): string[] {
  const categories = loadInsights().entries.filter((entry) => isPublished(entry.data)).map((entry) => `/insights/category/${topicSlug(entry.data.category)}`);
  const sectors = loadCaseStudies().entries.filter((entry) => isPublished(entry.data)).map((entry) => `/case-studies/sector/${topicSlug(entry.data.sector)}`);
  return [...new Set([...categories, ...sectors])];
}

export const NOT_FOUND_ROUTE = "/this-page-does-not-exist";
