/**
 * The one site configuration: the canonical origin, and the firm's identity, contact details and
 * social profiles (content/site.yaml). Header, footer, metadata and structured data read it; the
 * words visitors read (navigation, tagline, footer links, the firm's description, keywords and
 * feed title) are in content/pages/common.yaml.
 */
import { ContentError } from "./content/loader";
import { loadSiteFacts, type SiteFacts } from "./content/site-facts";

const DEFAULT_SITE_URL = "http://localhost:3000";

function resolveSiteUrl(raw: string | undefined): string {
  const value = raw?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.example.com (got "${value}")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`SITE_URL must use http or https (got "${value}")`);
  }
  return url.origin;
}

/** Canonical origin for absolute URLs, without a trailing slash. */
export const siteUrl = resolveSiteUrl(process.env.SITE_URL);

/** Turns a site path ("/insights") into an absolute URL on the canonical origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

export type SocialProfile = SiteFacts["social"][number];

function readSite(): SiteFacts {
  const { data, problems } = loadSiteFacts();
  if (!data) throw new ContentError(problems);
  return data;
}

/** The firm's identity, contact details and social profiles, from content/site.yaml. */
export const site = readSite();

/** The link a navigation entry points at: the home page's section, a jump within the page when already there. */
export function anchorHref(anchor: string): string {
  return `/#${anchor}`;
}

/** Every page's `<title>` but the home page's: its own title, then the firm's name. */
export const titleTemplate = `%s | ${site.name}`;

export function documentTitle(title: string): string {
  return titleTemplate.replace("%s", title);
}

/** What results pages show before cutting a title or a description (characters). */
export const SEARCH_TITLE_MAX = 60;
export const SEARCH_DESCRIPTION_MAX = 160;

