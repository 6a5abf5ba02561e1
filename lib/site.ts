/**
 * The one site configuration: the firm's identity, contact details and social profiles.
 * Header, footer, metadata and structured data read it; the words visitors read (navigation,
 * tagline, footer links, the firm's description, keywords and feed title) are in
 * content/pages/common.yaml.
 */

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

export type SocialProfile = {
  name: "LinkedIn" | "Twitter" | "Facebook" | "Instagram";
  href: string;
};

export const site = {
  name: "Arcforge Consulting",
  shortName: "Arcforge",
  legalName: "Arcforge Consulting LLC",
  email: "hello@arcforge.consulting",
  legalEmail: "legal@arcforge.consulting",
  privacyEmail: "privacy@arcforge.consulting",
  address: {
    street: "1201 N Orange Street, Suite 600",
    locality: "Wilmington",
    region: "DE",
    postalCode: "19801",
    country: "US",
  },
  foundingYear: 2014,
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/arcforge-consulting" },
    { name: "Twitter", href: "https://twitter.com/arcforgeai" },
    { name: "Facebook", href: "https://www.facebook.com/arcforgeconsulting" },
    { name: "Instagram", href: "https://www.instagram.com/arcforgeconsulting" },
  ] satisfies SocialProfile[],
} as const;

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

/** An author's entry on the site: their card on /about. Bylines and Open Graph's article:author link here. */
export function authorPath(author: { id: string }): string {
  return `/about#${author.id}`;
}
