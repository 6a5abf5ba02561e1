import { AiSolutionsPage } from "@/components/sections/pages/ai-solutions-page";
import { getAiSolutionsContent } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/ai-solutions");

export default function AiSolutionsRoute() {
  return <AiSolutionsPage content={getAiSolutionsContent()} />;
}
