import { notFound } from "next/navigation";
import { CaseStudiesIndex } from "@/components/page-templates/case-studies-index";
import { getCaseStudySectors } from "@/lib/content";
import { getCaseStudiesListView } from "@/lib/list-pages";
import { sectorPath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

// Only sectors a published case study names have a page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getCaseStudySectors().map((topic) => ({ sector: topic.slug }));
}

export async function generateMetadata({ params }: PageProps<"/case-studies/sector/[sector]">) {
  return pageMetadata(sectorPath((await params).sector));
}

export default async function CaseStudySectorPage({ params }: PageProps<"/case-studies/sector/[sector]">) {
  const view = getCaseStudiesListView(1, (await params).sector);
  if (!view) notFound();
  return <CaseStudiesIndex {...view} />;
}
