import { notFound } from "next/navigation";
import { InsightsIndex } from "@/components/page-templates/insights-index";
import { getInsightsPage } from "@/lib/content";
import { parsePage } from "@/lib/content/pagination";
import { getInsightsListView, laterPageParams } from "@/lib/list-pages";
import { INSIGHTS_PATH, pagePath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

// Page 1 is /insights (next.config.ts redirects /insights/page/1 there); a page past the last is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return laterPageParams(getInsightsPage(1));
}

export async function generateMetadata({ params }: PageProps<"/insights/page/[page]">) {
  const { page } = await params;
  return pageMetadata(pagePath(INSIGHTS_PATH, Number(page)));
}

export default async function InsightsListPage({ params }: PageProps<"/insights/page/[page]">) {
  const view = getInsightsListView(parsePage((await params).page) ?? 0);
  if (!view || view.list.page < 2) notFound();
  return <InsightsIndex {...view} />;
}
