import { notFound } from "next/navigation";
import { InsightsIndex } from "@/components/page-templates/insights-index";
import { getCategoryPage, getInsightCategories } from "@/lib/content";
import { parsePage } from "@/lib/content/pagination";
import { getInsightsListView, laterPageParams } from "@/lib/list-pages";
import { pagePath, categoryPath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return getInsightCategories().flatMap((topic) =>
    laterPageParams(getCategoryPage(topic.slug, 1)).map(({ page }) => ({ category: topic.slug, page })),
  );
}

export async function generateMetadata({ params }: PageProps<"/insights/category/[category]/page/[page]">) {
  const { category, page } = await params;
  return pageMetadata(pagePath(categoryPath(category), Number(page)));
}

export default async function InsightCategoryListPage({ params }: PageProps<"/insights/category/[category]/page/[page]">) {
  const { category, page } = await params;
  const view = getInsightsListView(parsePage(page) ?? 0, category);
  if (!view || view.list.page < 2) notFound();
  return <InsightsIndex {...view} />;
}
