import type { Heading, Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import MiniSearch from "minisearch";
import { remark } from "remark";
import { caseStudyPath, insightPath } from "@/lib/paths";
import { indexOptions, type SearchDocument, type SearchKind } from "./options";
import { compact } from "./serial";

const parser = remark();

/** The headings (levels 2 and 3) and the plain text of a Markdown body. */
export function plainText(markdown: string): { headings: string[]; text: string } {
  const tree = parser.parse(markdown) as Root;
  const headings: string[] = [];
  const blocks: string[] = [];
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === "heading") {
        if ((node as Heading).depth <= 3) headings.push(toString(node));
        continue;
      }
      if (node.type === "paragraph" || node.type === "tableCell") blocks.push(toString(node));
      else if ("children" in node) visit(node.children as RootContent[]);
    }
  };
  visit(tree.children);
  return { headings, text: blocks.join("\n") };
}

/** One page's entry: what the search matches and what a result shows. */
export function searchDocument(
  kind: SearchKind,
  entry: { slug: string; title: string; excerpt: string; topic: string },
  body: string,
): SearchDocument {
  const { headings, text } = plainText(body);
  return {
    id: kind === "insight" ? insightPath(entry.slug) : caseStudyPath(entry.slug),
    kind,
    title: entry.title,
    excerpt: entry.excerpt,
    topic: entry.topic,
    headings: headings.join("\n"),
    body: text,
  };
}

/** The index file: MiniSearch's serialised index in the compact wire format of ./serial. */
export function buildSearchIndex(documents: SearchDocument[]): string {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  return JSON.stringify(compact(JSON.stringify(index)));
}
