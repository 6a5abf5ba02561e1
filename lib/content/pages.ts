import { about } from "@/content/pages/about";
import { aiSolutions } from "@/content/pages/ai-solutions";
import { home } from "@/content/pages/home";
import { caseStudiesListing, insightsListing } from "@/content/pages/listings";
import { services } from "@/content/pages/services";
import { successStories } from "@/content/pages/success-stories";
import { ContentError } from "./loader";
import type { ServicePage, ServiceSlug } from "./page-types";
import { loadServicesIndex, type ServicesIndex } from "./services-index";

/** The structured copy of the fixed pages (content/pages/*.ts). */
export const getHomeContent = () => home;
export const getAboutContent = () => about;
export const getAiSolutionsContent = () => aiSolutions;
export const getSuccessStoriesContent = () => successStories;
export const getCaseStudiesListing = () => caseStudiesListing;
export const getInsightsListing = () => insightsListing;

export function getServicePages(): ServicePage[] {
  return services;
}

export function getServicePage(slug: string): ServicePage | undefined {
  return services.find((page) => page.slug === (slug as ServiceSlug));
}

/** The /services page's copy (content/pages/services-index.yaml), checked against the service pages. */
export function getServicesIndex(): ServicesIndex {
  const { data, problems } = loadServicesIndex(services.map((page) => page.slug));
  if (!data) throw new ContentError(problems);
  return data;
}
