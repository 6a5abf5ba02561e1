import { cachedContent } from "./cache";
import { loadCaseStudies, loadInsights, loadLegalDocuments } from "./collections";
import { checkedEntries, publishedEntries } from "./loader";
import { renderMarkdown } from "./markdown";
import { caseStudyPath, insightPath, legalPath } from "@/lib/paths";

/**
 * The Markdown bodies of articles, case studies and legal documents, by the address of their page.
 *
 * A body reaches the browser once: in the page's HTML, or, for a page opened from a link in the
 * app, from its own address (`bodyFragmentPath`). The page data does not carry it, so this module
 * is read by the server's render of `MarkdownBody` and by `app/fragments`, not through page props;
 * it has no `server-only` marker because that render is not a React Server Component.
 */

function bodies(): Map<string, string> {
  return cachedContent(
    "bodies",
    () =>
      new Map<string, string>([
        ...publishedEntries(loadInsights()).map((entry) => [insightPath(entry.slug), entry.body] as const),
        ...publishedEntries(loadCaseStudies()).map((entry) => [caseStudyPath(entry.slug), entry.body] as const),
        ...checkedEntries(loadLegalDocuments()).map((entry) => [legalPath(entry.slug), entry.body] as const),
      ]),
  );
}

/** The rendered, sanitised body a fragment address stands for; undefined for any other address. */
export function bodyHtmlAt(fragmentPath: string): string | undefined {
  const page = /^\/fragments(\/.+)\.html$/.exec(fragmentPath)?.[1];
  const markdown = page === undefined ? undefined : bodies().get(page);
  return markdown === undefined ? undefined : renderMarkdown(markdown);
}
