import { getSearchSources } from "@/lib/content";
import { buildSearchIndex, searchDocument } from "@/lib/search/build-index";

export const dynamic = "force-static";

/**
 * The search index of every insight and case study, written once at build time. The header's
 * search dialog fetches it the first time it opens; no page links or preloads it.
 */
export function GET() {
  const documents = getSearchSources().map(({ kind, record, body }) =>
    searchDocument(
      kind,
      kind === "insight"
        ? { slug: record.slug, title: record.title, excerpt: record.excerpt, topic: record.category }
        : { slug: record.slug, title: record.title, excerpt: record.summary, topic: record.sector },
      body,
    ),
  );
  return new Response(buildSearchIndex(documents), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
