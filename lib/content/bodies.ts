import "server-only";
import { cachedContent } from "./cache";
import { loadCaseStudies, loadInsights, loadLegalDocuments } from "./collections";
import { checkedEntries, publishedEntries } from "./loader";
import { renderMarkdown } from "./markdown";
import { caseStudyPath, insightPath, legalPath } from "@/lib/paths";

/** The Markdown bodies of articles, case studies and legal documents, by the address of their page. */

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
