import { getInsights } from "@/lib/content";
import { getCommonCopy, getInsightsListing } from "@/lib/content/pages";
import { FEED_PATH, INSIGHTS_PATH, insightPath } from "@/lib/paths";
import { absoluteUrl } from "@/lib/site";

export const dynamic = "force-static";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

/** RSS 2.0 feed of the insights, newest first. */
export function GET() {
  const insights = getInsights();
  const listing = getInsightsListing();
  const feedUrl = absoluteUrl(FEED_PATH);
  const items = insights
    .map((insight) => {
      const link = absoluteUrl(insightPath(insight.slug));
      return [
        "    <item>",
        `      <title>${escapeXml(insight.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${escapeXml(insight.excerpt)}</description>`,
        // RSS's own <author> must be an e-mail address; dc:creator carries a name.
        `      <dc:creator>${escapeXml(insight.author.name)}</dc:creator>`,
        `      <category>${escapeXml(insight.category)}</category>`,
        `      <pubDate>${rfc822(insight.publishedAt)}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(getCommonCopy().site.feedTitle)}</title>
    <link>${escapeXml(absoluteUrl(INSIGHTS_PATH))}</link>
    <description>${escapeXml(listing.meta.description)}</description>
    <language>en-us</language>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml" />
${insights[0] ? `    <lastBuildDate>${rfc822(insights[0].updatedAt ?? insights[0].publishedAt)}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
