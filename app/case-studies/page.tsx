import { CaseStudiesIndex } from "@/components/page-templates/case-studies-index";
import { getCaseStudiesListView } from "@/lib/list-pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/case-studies");

export default function CaseStudiesPage() {
  return <CaseStudiesIndex {...getCaseStudiesListView(1)!} />;
}
