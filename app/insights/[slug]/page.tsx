import { notFound } from "next/navigation";
import { ArticleStructuredData, BreadcrumbStructuredData } from "@/components/seo/structured-data";
import { InsightArticle } from "@/components/sections/insights/insight-article";
import { getInsight, getInsights, getRelatedInsights } from "@/lib/content";
import { getCommonCopy } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return getInsights().map((insight) => ({ slug: insight.slug }));
}

export async function generateMetadata({ params }: PageProps<"/insights/[slug]">) {
  const { slug } = await params;
  return pageMetadata(`/insights/${slug}`);
}

export default async function InsightPage({ params }: PageProps<"/insights/[slug]">) {
  const { slug } = await params;
  const insight = await getInsight(slug);
  if (!insight) notFound();
  return (
    <>
      <ArticleStructuredData path={`/insights/${insight.slug}`} />
      <BreadcrumbStructuredData
        trail={[
          { name: getCommonCopy().breadcrumbs.insights, path: "/insights" },
          { name: insight.title, path: `/insights/${insight.slug}` },
        ]}
      />
      <InsightArticle insight={insight} related={getRelatedInsights(insight)} share={getCommonCopy().shareArticle} />
    </>
  );
}
