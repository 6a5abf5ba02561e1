import { CaseStudiesIndex } from "@/components/sections/case-studies/case-studies-index";
import { getCaseStudies } from "@/lib/content";
import { getCaseStudiesListing } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/case-studies");

export default function CaseStudiesPage() {
  return <CaseStudiesIndex listing={getCaseStudiesListing()} studies={getCaseStudies()} />;
}
