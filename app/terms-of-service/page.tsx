import { LegalDocumentPage } from "@/components/page-templates/legal-document";
import { getLegalDocument } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/terms-of-service");

export default function TermsOfServicePage() {
  return <LegalDocumentPage document={getLegalDocument("terms-of-service")} />;
}
