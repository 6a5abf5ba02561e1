import { notFound } from "next/navigation";
import { ServicePage } from "@/components/sections/services/service-page";
import { getServicePage, getServicePages } from "@/lib/content/pages";
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
  return <ServicePage page={page} />;
}
