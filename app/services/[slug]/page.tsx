import { notFound } from "next/navigation";
import { BreadcrumbStructuredData, ServiceStructuredData } from "@/components/seo/structured-data";
import { CtaBand } from "@/components/sections/cta-band";
import { HeroBadge, PageHero } from "@/components/sections/page-hero";
import { ServiceSectionBody } from "@/components/sections/services/service-section-body";
import { BackLink } from "@/components/ui/back-link";
import { ButtonLink } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icons";
import { Section, SectionHeading } from "@/components/ui/section";
import { StatList } from "@/components/ui/stats";
import { getCommonCopy, getServicePage, getServicePages } from "@/lib/content/pages";
import { SERVICES_PATH, servicePath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return getServicePages().map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: PageProps<"/services/[slug]">) {
  const { slug } = await params;
  return pageMetadata(servicePath(slug));
}

export default async function ServicePage({ params }: PageProps<"/services/[slug]">) {
  const { slug } = await params;
  const page = getServicePage(slug);
  if (!page) notFound();
  return (
    <>
      <ServiceStructuredData page={page} />
      <BreadcrumbStructuredData
        trail={[
          { name: getCommonCopy().breadcrumbs.services, path: SERVICES_PATH },
          { name: page.hero.title, path: servicePath(page.slug) },
        ]}
      />
      <PageHero
        before={<BackLink href={page.hero.backLink.href}>{page.hero.backLink.label}</BackLink>}
        badge={<HeroBadge>{page.hero.badge}</HeroBadge>}
        title={page.hero.title}
        intro={<p>{page.hero.intro}</p>}
        actions={
          <>
            <ButtonLink href={page.cta.primary.href} size="lg">
              {page.cta.primary.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink href={page.cta.secondary.href} variant="secondary" size="lg">
              {page.cta.secondary.label}
            </ButtonLink>
          </>
        }
      >
        <StatList stats={page.stats} className="border-t border-surface-line pt-10 sm:grid-cols-3" />
      </PageHero>
      {page.sections.map((section, index) => (
        <Section key={section.id} id={section.id} tone={index % 2 === 0 ? "white" : "surface"} labelledBy={`${section.id}-title`}>
          <SectionHeading id={`${section.id}-title`} title={section.title} intro={section.intro} />
          <ServiceSectionBody section={section} />
        </Section>
      ))}
      <CtaBand headingId="service-cta" cta={page.cta} />
    </>
  );
}
