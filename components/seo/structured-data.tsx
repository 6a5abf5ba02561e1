import { ArticleJsonLd, BreadcrumbJsonLd, JsonLdScript, OrganizationJsonLd } from "next-seo";
import type { Insight } from "@/lib/content";
import type { ServicePage } from "@/lib/content/page-schema";
import { shareImagePath } from "@/lib/pages";
import { absoluteUrl, site } from "@/lib/site";

/**
 * Structured data (schema.org JSON-LD) through next-seo's components. Every value comes from the
 * site configuration or the page's own content.
 */

const LOGO_PATH = "/logo.png";

const publisher = {
  "@type": "Organization" as const,
  name: site.name,
  url: absoluteUrl("/"),
  logo: absoluteUrl(LOGO_PATH),
};

export function OrganizationStructuredData() {
  return (
    <OrganizationJsonLd
      scriptId="organization-jsonld"
      name={site.name}
      legalName={site.legalName}
      url={absoluteUrl("/")}
      logo={absoluteUrl(LOGO_PATH)}
      description={site.description}
      email={site.email}
      foundingDate={String(site.foundingYear)}
      sameAs={site.social.map((profile) => profile.href)}
      address={{
        streetAddress: site.address.street,
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.country,
      }}
      contactPoint={{ contactType: "sales", email: site.email }}
    />
  );
}

export function ArticleStructuredData({ insight }: { insight: Insight }) {
  const path = `/insights/${insight.slug}`;
  return (
    <ArticleJsonLd
      scriptId="article-jsonld"
      type="Article"
      headline={insight.title}
      description={insight.excerpt}
      url={absoluteUrl(path)}
      mainEntityOfPage={absoluteUrl(path)}
      datePublished={insight.publishedAt}
      dateModified={insight.updatedAt ?? insight.publishedAt}
      image={absoluteUrl(shareImagePath(path))}
      author={{ "@type": "Organization", name: `${site.name} ${insight.author}`, url: absoluteUrl("/about") }}
      publisher={publisher}
    />
  );
}

export function ServiceStructuredData({ page }: { page: ServicePage }) {
  const path = `/services/${page.slug}`;
  return (
    <JsonLdScript
      scriptKey="service-jsonld"
      id="service-jsonld"
      data={{
        "@context": "https://schema.org",
        "@type": "Service",
        name: page.hero.title,
        serviceType: page.hero.badge,
        description: page.meta.description,
        url: absoluteUrl(path),
        image: absoluteUrl(shareImagePath(path)),
        provider: publisher,
        areaServed: "Worldwide",
      }}
    />
  );
}

/** Home › section › page, for detail pages. */
export function BreadcrumbStructuredData({ trail }: { trail: { name: string; path: string }[] }) {
  return (
    <BreadcrumbJsonLd
      scriptId="breadcrumb-jsonld"
      items={[{ name: "Home", path: "/" }, ...trail].map((crumb) => ({ name: crumb.name, item: absoluteUrl(crumb.path) }))}
    />
  );
}
