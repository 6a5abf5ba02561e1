import { AboutPage } from "@/components/sections/pages/about-page";
import { getAuthors } from "@/lib/content";
import { getAboutContent } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/about");

export default function AboutRoute() {
  return <AboutPage content={getAboutContent()} authors={getAuthors()} />;
}
