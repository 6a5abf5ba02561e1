import { loadPageCopy } from "../../lib/content/page-copy";

/** The fixed pages' copy as the site reads it (content/pages/*.yaml), for specs to compare with. */
function read() {
  const { copy, problems } = loadPageCopy();
  if (!copy) throw new Error(`content/pages has problems:\n${problems.join("\n")}`);
  return copy;
}

const copy = read();
export const home = copy.home;
export const about = copy.about;
export const aiSolutions = copy.aiSolutions;
export const successStories = copy.successStories;
export const services = copy.services;
export const caseStudiesListing = copy.caseStudies;
export const insightsListing = copy.insights;
export const commonCopy = copy.common;
