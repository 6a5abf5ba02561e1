import { LegalDocumentPage } from "@/components/page-templates/legal-document";
import { getLegalDocument } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/privacy-policy");

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage document={getLegalDocument("privacy-policy")} />;
}
