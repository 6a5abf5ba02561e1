import { getCaseStudies, getInsights, getLegalDocumentMeta } from "@/lib/content";
import { bodyHtmlAt } from "@/lib/content/bodies";
import { bodyFragmentPath, caseStudyPath, insightPath, legalPath } from "@/lib/paths";

// The Markdown body of each article, case study and legal page, for a page opened from a link in
// the app (components/sections/markdown-body.tsx); a page loaded in full has it in its HTML.
export const dynamicParams = false;

export function generateStaticParams() {
  const pages = [
    ...getInsights().map((insight) => insightPath(insight.slug)),
    ...getCaseStudies().map((study) => caseStudyPath(study.slug)),
    ...getLegalDocumentMeta().map((document) => legalPath(document.slug)),
  ];
  return pages.map((page) => ({ path: bodyFragmentPath(page).split("/").slice(2) }));
}

export async function GET(_request: Request, { params }: RouteContext<"/fragments/[...path]">) {
  const { path } = await params;
  const html = bodyHtmlAt(`/fragments/${path.join("/")}`);
  if (html === undefined) return new Response(null, { status: 404 });
  // Read by the site's own script only; search engines index the page itself.
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex" } });
}
