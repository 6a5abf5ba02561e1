import { notFound } from "next/navigation";
import { ListPageLayout } from "@/components/page-templates/list-page";
import { getLaterListView, laterPageParams } from "@/lib/list-pages";
import { CASE_STUDIES_PATH, pagePath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

// Pre-rendered once there are more than 12 case studies; until then every /case-studies/page/N is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return laterPageParams("caseStudies");
}

export async function generateMetadata({ params }: PageProps<"/case-studies/page/[page]">) {
  return pageMetadata(pagePath(CASE_STUDIES_PATH, Number((await params).page)));
}

export default async function CaseStudiesLaterPage({ params }: PageProps<"/case-studies/page/[page]">) {
  return <ListPageLayout view={getLaterListView("caseStudies", (await params).page) ?? notFound()} />;
}
