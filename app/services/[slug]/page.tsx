import { notFound } from "next/navigation";
import { BreadcrumbStructuredData, ServiceStructuredData } from "@/components/seo/structured-data";
import { ServicePage } from "@/components/sections/services/service-page";
import { getCommonCopy, getServicePage, getServicePages } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return getServicePages().map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: PageProps<"/services/[slug]">) {
  const { slug } = await params;
  return pageMetadata(`/services/${slug}`);
}

export default async function ServiceRoute({ params }: PageProps<"/services/[slug]">) {
  const { slug } = await params;
  const page = getServicePage(slug);
  if (!page) notFound();
  return (
    <>
      <ServiceStructuredData page={page} />
      <BreadcrumbStructuredData
        trail={[
          { name: getCommonCopy().breadcrumbs.services, path: "/services" },
          { name: page.hero.title, path: `/services/${page.slug}` },
        ]}
      />
      <ServicePage page={page} />
    </>
  );
}
