import { notFound } from "next/navigation";
import { ListPageLayout } from "@/components/page-templates/list-page";
import { getListView, topicSlugs } from "@/lib/list-pages";
import { sectorPath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

// Only sectors a published case study names have a page.
export const dynamicParams = false;

export function generateStaticParams() {
  return topicSlugs("caseStudies").map((sector) => ({ sector }));
}

export async function generateMetadata({ params }: PageProps<"/case-studies/sector/[sector]">) {
  return pageMetadata(sectorPath((await params).sector));
}

export default async function CaseStudySectorPage({ params }: PageProps<"/case-studies/sector/[sector]">) {
  return <ListPageLayout view={getListView("caseStudies", 1, (await params).sector) ?? notFound()} />;
}
