import { cachedContent } from "./cache";
import { ContentError, isError } from "./loader";
import { loadPageCopy, type PageCopy } from "./page-copy";
import type { ServiceContent } from "./page-schema";
import { loadServicesIndex, type ServicesIndex } from "./services-index";

/** The fixed pages' copy (content/pages/*.yaml), validated; a wrong file stops the build here. */
function pageCopy(): PageCopy {
  return cachedContent("page-copy", () => {
    const { copy, problems } = loadPageCopy();
    if (!copy) throw new ContentError(problems.filter(isError));
    return copy;
  });
}

export const getHomeContent = () => pageCopy().home;
export const getAboutContent = () => pageCopy().about;
export const getAiSolutionsContent = () => pageCopy().aiSolutions;
export const getSuccessStoriesContent = () => pageCopy().successStories;
export const getCaseStudiesListing = () => pageCopy().caseStudies;
export const getInsightsListing = () => pageCopy().insights;
/** /book and /book/manage: the strategy session, the picker, the form and their answers. */
export const getBookCopy = () => pageCopy().book;
/** Words shared by every page: header, footer, contact form, not-found page, the reply promise. */
export const getCommonCopy = () => pageCopy().common;

export function getServicePages(): ServiceContent[] {
  return pageCopy().services;
}

export function getServicePage(slug: string): ServiceContent | undefined {
  return pageCopy().services.find((page) => page.slug === slug);
}

/** The /services page's copy (content/pages/services-index.yaml), checked against the service pages. */
export function getServicesIndex(): ServicesIndex {
  const { data, problems } = loadServicesIndex(getServicePages().map((page) => page.slug));
  if (!data) throw new ContentError(problems);
  return data;
}
