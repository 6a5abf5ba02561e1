/** The canonical origin and the firm's identity (content/site.yaml); the words visitors read are in common.yaml. */
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

/** Without a trailing slash. */
export const siteUrl = resolveSiteUrl(process.env.SITE_URL);

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

export type SocialProfile = SiteFacts["social"][number];

function readSite(): SiteFacts {
  const { data, problems } = loadSiteFacts();
  if (!data) throw new ContentError(problems);
  return data;
}

export const site = readSite();

/** A jump within the page when already on the home page. */
export function anchorHref(anchor: string): string {
  return `/#${anchor}`;
}

export const titleTemplate = `%s | ${site.name}`;

export function documentTitle(title: string): string {
  return titleTemplate.replace("%s", title);
}

/** What results pages show before cutting a title or a description, in characters. */
export const SEARCH_TITLE_MAX = 60;
export const SEARCH_DESCRIPTION_MAX = 160;

