import { topicSlug } from "./content/topics";

/** Every address the site builds from data, so a route moved under app/ is changed here once. */
export const INSIGHTS_PATH = "/insights";
export const CASE_STUDIES_PATH = "/case-studies";
export const SERVICES_PATH = "/services";
/** The signed token follows a #. */
export const BOOK_PATH = "/book";
export const MANAGE_BOOKING_PATH = "/book/manage";
export const FEED_PATH = `${INSIGHTS_PATH}/feed.xml` as const;
/** Where the contact form sent without JavaScript is answered. */
export const CONTACT_PATH = "/contact";
export const CONTACT_SENT_PATH = `${CONTACT_PATH}/sent` as const;
export const CONTACT_FORM_ANCHOR = "contact-form";
export const contactDraftPath = (draftId: string) => `${CONTACT_PATH}?draft=${encodeURIComponent(draftId)}#${CONTACT_FORM_ANCHOR}`;

export const insightPath = (slug: string) => `${INSIGHTS_PATH}/${slug}`;
export const caseStudyPath = (slug: string) => `${CASE_STUDIES_PATH}/${slug}`;
export const servicePath = <Slug extends string>(slug: Slug) => `${SERVICES_PATH}/${slug}` as const;
export const legalPath = (slug: string) => `/${slug}`;

export const categoryPath = (slug: string) => `${INSIGHTS_PATH}/category/${slug}`;
export const sectorPath = (slug: string) => `${CASE_STUDIES_PATH}/sector/${slug}`;

/** From the label front-matter writes ("Data & Analytics"). */
export const categoryHref = (category: string) => categoryPath(topicSlug(category));
export const sectorHref = (sector: string) => sectorPath(topicSlug(sector));

export function pagePath(listPath: string, page: number): string {
  return page <= 1 ? listPath : `${listPath}/page/${page}`;
}

export function authorPath(author: { id: string }): string {
  return `/about#${author.id}`;
}

/**
 * Pages whose every part but the interactive one is kept server markup with no fragment to fetch
 * (app/book/page.tsx): links load them as documents instead of opening them in the app.
 */
export const opensAsDocument = (pagePath: string) => pagePath === BOOK_PATH;

/** A rendered Markdown body served on its own, for a page opened from a link in the app. */
export const bodyFragmentPath = (pagePath: string) => `/fragments${pagePath}.html`;

/** Null unless the page is an article or a case study, one segment under its list. */
export function linkedBodyFragment(page: string): string | null {
  const path = page.replace(/[?#].*$/, "");
  const slug = [INSIGHTS_PATH, CASE_STUDIES_PATH].some((list) => path.startsWith(`${list}/`)) ? path.split("/")[2] : undefined;
  return slug && path.split("/").length === 3 && !slug.includes(".") ? bodyFragmentPath(path) : null;
}

export const insightCoverPath = (slug: string) => `/covers/${slug}.svg`;

export function shareImagePath(path: string): string {
  return `/og/${path === "/" ? "home" : path.slice(1)}.png`;
}
