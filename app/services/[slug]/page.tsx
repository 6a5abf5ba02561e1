import { notFound } from "next/navigation";
import { StructuredData } from "@/components/seo/structured-data";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { ServiceSectionBody } from "@/components/sections/services/service-section-body";
import { BackLink } from "@/components/ui/back-link";
import { Section, SectionHeading } from "@/components/ui/section";
import { StatList } from "@/components/ui/stats";
import { getServicePage, getServicePages } from "@/lib/content/pages";
import { servicePath } from "@/lib/paths";
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
      <StructuredData path={servicePath(page.slug)} />
      <PageHero
        before={<BackLink href={page.hero.backLink.href}>{page.hero.backLink.label}</BackLink>}
        badge={page.hero.badge}
        title={page.hero.title}
        intro={page.hero.intro}
        actions={page.cta}
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
