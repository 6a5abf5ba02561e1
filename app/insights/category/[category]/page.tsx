import { notFound } from "next/navigation";
import { ListPageLayout } from "@/components/page-templates/list-page";
import { getListView, topicSlugs } from "@/lib/list-pages";
import { categoryPath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

// Only categories a published article uses have a page.
export const dynamicParams = false;

export function generateStaticParams() {
  return topicSlugs("insights").map((category) => ({ category }));
}

export async function generateMetadata({ params }: PageProps<"/insights/category/[category]">) {
  return pageMetadata(categoryPath((await params).category));
}

export default async function InsightCategoryPage({ params }: PageProps<"/insights/category/[category]">) {
  return <ListPageLayout view={getListView("insights", 1, (await params).category) ?? notFound()} />;
}
