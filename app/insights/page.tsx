import { ListPageLayout } from "@/components/page-templates/list-page";
import { getListView } from "@/lib/list-pages";
import { INSIGHTS_PATH } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata(INSIGHTS_PATH);

export default function InsightsPage() {
  return <ListPageLayout view={getListView("insights", 1)!} />;
}
