/**
 * The one site configuration: the firm's identity, contact details, social
 * profiles and navigation. Header, footer, metadata and structured data read it.
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

export type NavItem = {
  label: string;
  /** In-page anchor on the home page, without the "#". */
  anchor: string;
};

export type FooterLink = {
  label: string;
  href: string;
};

export type SocialProfile = {
  name: "LinkedIn" | "Twitter" | "Facebook" | "Instagram";
  href: string;
};

/** The header's entries: sections of the home page. */
const navigation: readonly NavItem[] = [
  { label: "About", anchor: "about" },
  { label: "Services", anchor: "services" },
  { label: "Expertise", anchor: "expertise" },
  { label: "Case Studies", anchor: "case-studies" },
  { label: "Testimonials", anchor: "testimonials" },
  { label: "Contact", anchor: "contact" },
];

export const site = {
  name: "Arcforge Consulting",
  shortName: "Arcforge",
  legalName: "Arcforge Consulting LLC",
  tagline:
    "Forging the future of intelligent business: AI strategy, solutions and program leadership that turn ambition into measurable results.",
  description:
    "Arcforge Consulting helps enterprise leaders turn AI into measurable business value, from strategy and machine learning solutions to program management and digital transformation.",
  keywords: [
    "AI consulting",
    "AI strategy",
    "machine learning solutions",
    "AI program management",
    "digital transformation",
    "business consulting",
    "generative AI",
  ],
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
  /** For the e-mail to the firm (lib/contact); visitors read the promise from content/pages/common.yaml, and a test keeps the two equal. */
  responseTime: "24 hours",
  foundingYear: 2014,
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/arcforge-consulting" },
    { name: "Twitter", href: "https://twitter.com/arcforgeai" },
    { name: "Facebook", href: "https://www.facebook.com/arcforgeconsulting" },
    { name: "Instagram", href: "https://www.instagram.com/arcforgeconsulting" },
  ] satisfies SocialProfile[],
  nav: navigation,
  footer: {
    services: [
      { label: "All Services", href: "/services" },
      { label: "Business Strategy", href: "/services/ai-strategy" },
      { label: "Technology Solutions", href: "/services/ai-solutions" },
      { label: "Program Management", href: "/services/ai-program-management" },
      { label: "AI Implementation", href: "/ai-solutions" },
      { label: "Digital Transformation", href: "/#services" },
    ],
    company: [
      { label: "About Us", href: "/about" },
      { label: "Leadership", href: "/about#leadership" },
      { label: "Case Studies", href: "/case-studies" },
      { label: "Careers", href: "/about#careers" },
      { label: "News & Insights", href: "/insights" },
    ],
    legal: [
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms of Service", href: "/terms-of-service" },
      { label: "Cookie Policy", href: "/privacy-policy#cookies" },
    ],
  } satisfies Record<string, FooterLink[]>,
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
