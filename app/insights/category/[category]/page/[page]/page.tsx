import { notFound } from "next/navigation";
import { ListPageLayout } from "@/components/page-templates/list-page";
import { getLaterListView, laterPageParams, topicSlugs } from "@/lib/list-pages";
import { pagePath, categoryPath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return topicSlugs("insights").flatMap((category) => laterPageParams("insights", category).map(({ page }) => ({ category, page })));
}

export async function generateMetadata({ params }: PageProps<"/insights/category/[category]/page/[page]">) {
  const { category, page } = await params;
  return pageMetadata(pagePath(categoryPath(category), Number(page)));
}

export default async function InsightCategoryLaterPage({ params }: PageProps<"/insights/category/[category]/page/[page]">) {
  const { category, page } = await params;
  return <ListPageLayout view={getLaterListView("insights", page, category) ?? notFound()} />;
}
