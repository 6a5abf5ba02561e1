import { ContactSection } from "@/components/sections/home/contact-section";
import { contactFormDraftView } from "@/lib/contact/form-post";
import { getStore } from "@/lib/contact/runtime";
import { getCommonCopy, getHomeContent } from "@/lib/content/pages";
import { unlistedPageMetadata } from "@/lib/seo";

export const metadata = unlistedPageMetadata(getCommonCopy().contactForm.reviewPage);

/** The contact form sent without JavaScript, shown back with what needs fixing (lib/contact/form-post.ts). */
export default async function ContactPage({ searchParams }: PageProps<"/contact">) {
  const { draft } = await searchParams;
  const shown = await contactFormDraftView(typeof draft === "string" ? draft : undefined, getStore);
  return <ContactSection contact={getHomeContent().contact} form={getCommonCopy().contactForm} asPage draft={shown} />;
}
