import { getCommonCopy } from "@/lib/content/pages";
import { getSitePage, getSitePages } from "@/lib/pages";
import { shareImagePath } from "@/lib/paths";
import { renderShareImage } from "@/lib/share-image";

// One share image per page, drawn at build time.
export const dynamicParams = false;

export function generateStaticParams() {
  return getSitePages().map((page) => ({
    path: shareImagePath(page.path).replace(/^\/og\//, "").split("/"),
  }));
}

export async function GET(_request: Request, { params }: RouteContext<"/og/[...path]">) {
  const { path } = await params;
  const key = path.join("/").replace(/\.png$/, "");
  const page = getSitePage(key === "home" ? "/" : `/${key}`);
  return renderShareImage({ title: page.title, eyebrow: page.eyebrow, strapline: getCommonCopy().shareImageStrapline });
}
