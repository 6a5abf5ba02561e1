import { notFound } from "next/navigation";
import { ListPageLayout } from "@/components/page-templates/list-page";
import { getLaterListView, laterPageParams, topicSlugs } from "@/lib/list-pages";
import { pagePath, sectorPath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return topicSlugs("caseStudies").flatMap((sector) => laterPageParams("caseStudies", sector).map(({ page }) => ({ sector, page })));
}

export async function generateMetadata({ params }: PageProps<"/case-studies/sector/[sector]/page/[page]">) {
  const { sector, page } = await params;
  return pageMetadata(pagePath(sectorPath(sector), Number(page)));
}

export default async function CaseStudySectorLaterPage({ params }: PageProps<"/case-studies/sector/[sector]/page/[page]">) {
  const { sector, page } = await params;
  return <ListPageLayout view={getLaterListView("caseStudies", page, sector) ?? notFound()} />;
}
