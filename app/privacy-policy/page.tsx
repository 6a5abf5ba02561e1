import { LegalDocumentPage } from "@/components/page-templates/legal-document";
import { getLegalDocument } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/privacy-policy");

export default async function PrivacyPolicyPage() {
  return <LegalDocumentPage document={await getLegalDocument("privacy-policy")} />;
}
