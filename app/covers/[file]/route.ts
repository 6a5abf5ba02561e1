import { getInsights } from "@/lib/content";
import { insightCoverSvg } from "@/lib/insight-cover";
import { insightCoverPath } from "@/lib/paths";

// One cover per article, drawn at build time.
export const dynamicParams = false;

export function generateStaticParams() {
  return getInsights().map((insight) => ({ file: insightCoverPath(insight.slug).split("/").pop()! }));
}

export async function GET(_request: Request, { params }: RouteContext<"/covers/[file]">) {
  const { file } = await params;
  const insight = getInsights().find((candidate) => insightCoverPath(candidate.slug).endsWith(`/${file}`))!;
  return new Response(insightCoverSvg(insight), { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
