import { notFound } from "next/navigation";
import { ListPageLayout } from "@/components/page-templates/list-page";
import { getLaterListView, laterPageParams } from "@/lib/list-pages";
import { INSIGHTS_PATH, pagePath } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

// Page 1 is /insights (next.config.ts redirects /insights/page/1 there); a page past the last is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return laterPageParams("insights");
}

export async function generateMetadata({ params }: PageProps<"/insights/page/[page]">) {
  return pageMetadata(pagePath(INSIGHTS_PATH, Number((await params).page)));
}

export default async function InsightsLaterPage({ params }: PageProps<"/insights/page/[page]">) {
  return <ListPageLayout view={getLaterListView("insights", (await params).page) ?? notFound()} />;
}
