import { InsightsIndex } from "@/components/page-templates/insights-index";
import { getInsightsListView } from "@/lib/list-pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/insights");

export default function InsightsPage() {
  return <InsightsIndex {...getInsightsListView(1)!} />;
}
