import { topicSlug } from "./topics";

/** Where the lists and topic pages live; routes under app/ follow these. */
export const INSIGHTS_PATH = "/insights";
export const CASE_STUDIES_PATH = "/case-studies";
export const categoryPath = (slug: string) => `${INSIGHTS_PATH}/category/${slug}`;
export const sectorPath = (slug: string) => `${CASE_STUDIES_PATH}/sector/${slug}`;

/** The topic page a category or sector badge leads to. */
export const categoryHref = (category: string) => categoryPath(topicSlug(category));
export const sectorHref = (sector: string) => sectorPath(topicSlug(sector));
