import { ListPageLayout } from "@/components/page-templates/list-page";
import { getListView } from "@/lib/list-pages";
import { CASE_STUDIES_PATH } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata(CASE_STUDIES_PATH);

export default function CaseStudiesPage() {
  return <ListPageLayout view={getListView("caseStudies", 1)!} />;
}
