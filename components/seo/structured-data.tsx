import type { Author } from "@/lib/content";
import { getCommonCopy, getServicePages } from "@/lib/content/pages";
import type { ServiceContent } from "@/lib/content/page-schema";
import { versionedUrl } from "@/lib/asset-version";
import { getSitePage, shareImageUrl } from "@/lib/pages";
import { authorPath, CASE_STUDIES_PATH, INSIGHTS_PATH, SERVICES_PATH, servicePath } from "@/lib/paths";
import { absoluteUrl, site } from "@/lib/site";
import { KeptMarkup } from "@/lib/speed/kept-markup";
import type { StructuredDataEntry } from "./structured-data-scripts";

const LOGO_URL = absoluteUrl(versionedUrl("/logo.png"));

const publisher = {
  "@type": "Organization" as const,
  name: site.name,
  url: absoluteUrl("/"),
  logo: LOGO_URL,
};

function organization(): StructuredDataEntry {
  return {
    kind: "organization",
    props: {
      scriptId: "organization-jsonld",
      name: site.name,
      legalName: site.legalName,
      url: absoluteUrl("/"),
      logo: LOGO_URL,
      description: getCommonCopy().site.description,
      email: site.email,
      foundingDate: String(site.foundingYear),
      sameAs: site.social.map((profile) => profile.href),
      address: {
        streetAddress: site.address.street,
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.country,
      },
      contactPoint: { contactType: "sales", email: site.email },
    },
  };
}

/** The home page's WebSite entity: the site's name and address, published by the firm. */
function webSite(): StructuredDataEntry {
  return {
    kind: "entity",
    id: "website-jsonld",
    data: {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: site.name,
        alternateName: site.shortName,
        url: absoluteUrl("/"),
        inLanguage: "en-US",
      publisher,
    },
  };
}

/** A person with their role at the firm, or a team of the firm, as schema.org expects an author. */
function authorEntity(author: Author) {
  const url = absoluteUrl(authorPath(author));
  return author.type === "person"
    ? { "@type": "Person", name: author.name, jobTitle: author.role, url, worksFor: publisher }
    : { "@type": "Organization", name: author.name, url, parentOrganization: publisher };
}

/** Article structured data for an insight or a case study, from the same record as its metadata. */
function article(path: string): StructuredDataEntry {
  const page = getSitePage(path);
  if (!page.article) throw new Error(`${path} is not an article; it has no date or author`);
  return {
    kind: "entity",
    id: "article-jsonld",
    data: {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: page.title,
        description: page.description,
        url: absoluteUrl(path),
        mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(path) },
        image: absoluteUrl(shareImageUrl(page)),
        datePublished: page.article.publishedTime,
        dateModified: page.article.modifiedTime ?? page.article.publishedTime,
        articleSection: page.article.section,
        author: authorEntity(page.article.author),
      publisher,
    },
  };
}

function service(page: ServiceContent): StructuredDataEntry {
  const path = servicePath(page.slug);
  return {
    kind: "entity",
    id: "service-jsonld",
    data: {
        "@context": "https://schema.org",
        "@type": "Service",
        name: page.hero.title,
        serviceType: page.hero.badge,
        description: page.meta.description,
        url: absoluteUrl(path),
        image: absoluteUrl(shareImageUrl(getSitePage(path))),
        provider: publisher,
      areaServed: "Worldwide",
    },
  };
}

/** Home › section › page, for detail pages. */
function breadcrumbs(trail: { name: string; path: string }[]): StructuredDataEntry {
  const items = [{ name: getCommonCopy().breadcrumbs.home, path: "/" }, ...trail].map((crumb) => ({ name: crumb.name, item: absoluteUrl(crumb.path) }));
  return { kind: "breadcrumb", props: { scriptId: "breadcrumb-jsonld", items } };
}

/**
 * Everything the page at `path` says about itself to search engines: the firm and the site on the
 * home page; the article, or the service, and its breadcrumb trail on a detail page.
 */
function structuredData(path: string): StructuredDataEntry[] {
  if (path === "/") return [organization(), webSite()];
  const crumbs = getCommonCopy().breadcrumbs;
  const page = getServicePages().find((candidate) => servicePath(candidate.slug) === path);
  if (page) return [service(page), breadcrumbs([{ name: crumbs.services, path: SERVICES_PATH }, { name: page.hero.title, path }])];
  const section = [
    { name: crumbs.insights, path: INSIGHTS_PATH },
    { name: crumbs.caseStudies, path: CASE_STUDIES_PATH },
  ].find((listing) => path.startsWith(`${listing.path}/`));
  if (!section) throw new Error(`${path} has no structured data: it is not the home page, a service, an article or a case study`);
  return [article(path), breadcrumbs([section, { name: getSitePage(path).title, path }])];
}

/** The page's JSON-LD, kept as server markup: search engines read it from the document. */
export function StructuredData({ path }: { path: string }) {
  return <KeptMarkup id={`structured-data:${path}`} source={{ render: "structuredData", props: { entries: structuredData(path) } }} />;
}
