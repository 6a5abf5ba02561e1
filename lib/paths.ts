import { topicSlug } from "./content/topics";

/**
 * Every address the site builds from data, in one place: links, the sitemap, the feed, share images,
 * search results and JSON-LD all call these, so a route moved under app/ is changed here once.
 */

export const INSIGHTS_PATH = "/insights";
export const CASE_STUDIES_PATH = "/case-studies";
export const SERVICES_PATH = "/services";
/** Booking the free strategy session, and moving or cancelling it (the signed token follows a #). */
export const BOOK_PATH = "/book";
export const MANAGE_BOOKING_PATH = "/book/manage";
export const FEED_PATH = `${INSIGHTS_PATH}/feed.xml` as const;
/** Where the contact form sent without JavaScript is answered: the form shown back, and the thank-you. */
export const CONTACT_PATH = "/contact";
export const CONTACT_SENT_PATH = `${CONTACT_PATH}/sent` as const;
/** The element holding the contact form, the anchor the form's answer page opens at. */
export const CONTACT_FORM_ANCHOR = "contact-form";
/** The answer page showing a form draft back, opened at the form. */
export const contactDraftPath = (draftId: string) => `${CONTACT_PATH}?draft=${encodeURIComponent(draftId)}#${CONTACT_FORM_ANCHOR}`;

export const insightPath = (slug: string) => `${INSIGHTS_PATH}/${slug}`;
export const caseStudyPath = (slug: string) => `${CASE_STUDIES_PATH}/${slug}`;
export const servicePath = <Slug extends string>(slug: Slug) => `${SERVICES_PATH}/${slug}` as const;
/** Privacy policy and terms sit at the root: /privacy-policy. */
export const legalPath = (slug: string) => `/${slug}`;

/** A category's or a sector's list page, by its slug ("data-analytics"). */
export const categoryPath = (slug: string) => `${INSIGHTS_PATH}/category/${slug}`;
export const sectorPath = (slug: string) => `${CASE_STUDIES_PATH}/sector/${slug}`;

/** The topic page a category or sector badge leads to, from the label front-matter writes ("Data & Analytics"). */
export const categoryHref = (category: string) => categoryPath(topicSlug(category));
export const sectorHref = (sector: string) => sectorPath(topicSlug(sector));

/** The address of a page of a list: the list itself for page 1, `<list>/page/<n>` after it. */
export function pagePath(listPath: string, page: number): string {
  return page <= 1 ? listPath : `${listPath}/page/${page}`;
}

/** An author's entry on the site: their card on /about. Bylines and Open Graph's article:author link here. */
export function authorPath(author: { id: string }): string {
  return `/about#${author.id}`;
}

/**
 * Where the rendered Markdown body of an article, case study or legal page is served on its own
 * (/fragments/insights/<slug>.html), for a page opened from a link in the app.
 */
export const bodyFragmentPath = (pagePath: string) => `/fragments${pagePath}.html`;

/**
 * The body fragment of the page a link leads to (path and query) when that page is an article or a
 * case study, whose address is one segment under its list; null for any other page.
 */
export function linkedBodyFragment(page: string): string | null {
  const path = page.replace(/[?#].*$/, "");
  const slug = [INSIGHTS_PATH, CASE_STUDIES_PATH].some((list) => path.startsWith(`${list}/`)) ? path.split("/")[2] : undefined;
  return slug && path.split("/").length === 3 && !slug.includes(".") ? bodyFragmentPath(path) : null;
}

/** Where an article's cover is served (drawn by lib/insight-cover.ts): /covers/<slug>.svg. */
export const insightCoverPath = (slug: string) => `/covers/${slug}.svg`;

/** Where a page's share image is served: /og/home.png, /og/insights/<slug>.png... */
export function shareImagePath(path: string): string {
  return `/og/${path === "/" ? "home" : path.slice(1)}.png`;
}
