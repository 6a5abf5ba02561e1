import { notFound } from "next/navigation";
import { InsightsIndex } from "@/components/page-templates/insights-index";
import { getInsightCategories } from "@/lib/content";
import { getInsightsListView } from "@/lib/list-pages";
import { categoryPath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

// Only categories a published article uses have a page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getInsightCategories().map((topic) => ({ category: topic.slug }));
}

export async function generateMetadata({ params }: PageProps<"/insights/category/[category]">) {
  return pageMetadata(categoryPath((await params).category));
}

export default async function InsightCategoryPage({ params }: PageProps<"/insights/category/[category]">) {
  const view = getInsightsListView(1, (await params).category);
  if (!view) notFound();
  return <InsightsIndex {...view} />;
}
