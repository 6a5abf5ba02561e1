import { SuccessStoriesPage } from "@/components/sections/pages/success-stories-page";
import { getSuccessStoriesContent } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/success-stories");

export default function SuccessStoriesRoute() {
  return <SuccessStoriesPage content={getSuccessStoriesContent()} />;
}
