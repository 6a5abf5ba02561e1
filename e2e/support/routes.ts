import { loadCaseStudies, loadInsights } from "../../lib/content/collections";

/** The fixed pages the site must serve (the product's route list). */
export const fixedRoutes = [
  "/",
  "/about",
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

/** Every page: the fixed ones plus one per case study and article in content/. */
export function allRoutes(): string[] {
  return [
    ...fixedRoutes,
    ...loadCaseStudies().entries.map((entry) => `/case-studies/${entry.slug}`),
    ...loadInsights().entries.map((entry) => `/insights/${entry.slug}`),
  ];
}

export const NOT_FOUND_ROUTE = "/this-page-does-not-exist";
