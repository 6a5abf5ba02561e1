import { notFound } from "next/navigation";
import { CaseStudiesIndex } from "@/components/page-templates/case-studies-index";
import { getCaseStudiesPage } from "@/lib/content";
import { parsePage } from "@/lib/content/pagination";
import { getCaseStudiesListView, laterPageParams } from "@/lib/list-pages";
import { CASE_STUDIES_PATH, pagePath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

// Pre-rendered once there are more than 12 case studies; until then every /case-studies/page/N is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return laterPageParams(getCaseStudiesPage(1));
}

export async function generateMetadata({ params }: PageProps<"/case-studies/page/[page]">) {
  const { page } = await params;
  return pageMetadata(pagePath(CASE_STUDIES_PATH, Number(page)));
}

export default async function CaseStudiesListPage({ params }: PageProps<"/case-studies/page/[page]">) {
  const view = getCaseStudiesListView(parsePage((await params).page) ?? 0);
  if (!view || view.list.page < 2) notFound();
  return <CaseStudiesIndex {...view} />;
}
