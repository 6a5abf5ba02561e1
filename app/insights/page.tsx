import { InsightsIndex } from "@/components/sections/insights/insights-index";
import { getInsights } from "@/lib/content";
import { getInsightsListing } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/insights");

export default function InsightsPage() {
  return <InsightsIndex listing={getInsightsListing()} insights={getInsights()} />;
}
