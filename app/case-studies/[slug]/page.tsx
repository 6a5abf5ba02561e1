import { notFound } from "next/navigation";
import { ArticleStructuredData, BreadcrumbStructuredData } from "@/components/seo/structured-data";
import { CaseStudyArticle } from "@/components/sections/case-studies/case-study-article";
import { getCaseStudies, getCaseStudy, getRelatedToCaseStudy } from "@/lib/content";
import { getCaseStudiesListing, getCommonCopy } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return getCaseStudies().map((study) => ({ slug: study.slug }));
}

export async function generateMetadata({ params }: PageProps<"/case-studies/[slug]">) {
  const { slug } = await params;
  return pageMetadata(`/case-studies/${slug}`);
}

export default async function CaseStudyPage({ params }: PageProps<"/case-studies/[slug]">) {
  const { slug } = await params;
  const study = await getCaseStudy(slug);
  if (!study) notFound();
  return (
    <>
      <ArticleStructuredData path={`/case-studies/${study.slug}`} />
      <BreadcrumbStructuredData
        trail={[
          { name: getCommonCopy().breadcrumbs.caseStudies, path: "/case-studies" },
          { name: study.title, path: `/case-studies/${study.slug}` },
        ]}
      />
      <CaseStudyArticle study={study} closing={getCaseStudiesListing().detailCta} related={getRelatedToCaseStudy(study)} />
    </>
  );
}
