import { notFound } from "next/navigation";
import { CaseStudiesIndex } from "@/components/page-templates/case-studies-index";
import { getCaseStudySectors, getSectorPage } from "@/lib/content";
import { parsePage } from "@/lib/content/pagination";
import { getCaseStudiesListView, laterPageParams } from "@/lib/list-pages";
import { pagePath, sectorPath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return getCaseStudySectors().flatMap((topic) =>
    laterPageParams(getSectorPage(topic.slug, 1)).map(({ page }) => ({ sector: topic.slug, page })),
  );
}

export async function generateMetadata({ params }: PageProps<"/case-studies/sector/[sector]/page/[page]">) {
  const { sector, page } = await params;
  return pageMetadata(pagePath(sectorPath(sector), Number(page)));
}

export default async function CaseStudySectorListPage({ params }: PageProps<"/case-studies/sector/[sector]/page/[page]">) {
  const { sector, page } = await params;
  const view = getCaseStudiesListView(parsePage(page) ?? 0, sector);
  if (!view || view.list.page < 2) notFound();
  return <CaseStudiesIndex {...view} />;
}
