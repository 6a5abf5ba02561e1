import { defaultSchema, type Schema } from "hast-util-sanitize";
import type { Heading, Root, RootContent } from "mdast";
import { remark } from "remark";
import remarkHtml from "remark-html";

/**
 * Markdown is rendered at build time with remark + remark-html. Raw HTML in a file is
 * dropped and the output is sanitised with GitHub's schema, so a content file can never
 * inject scripts, styles or event handlers. Heading ids are kept unprefixed so sections
 * can be linked as /privacy-policy#cookies.
 */
const sanitizeSchema: Schema = {
  ...defaultSchema,
  clobberPrefix: "",
  clobber: [],
};

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function plainText(node: RootContent | Heading): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if ("children" in node) return (node.children as RootContent[]).map(plainText).join("");
  return "";
}

/** Gives every heading an id derived from its text, de-duplicated within the document. */
function headingIds() {
  return (tree: Root) => {
    const seen = new Map<string, number>();
    const visit = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type === "heading") {
          const base = slugify(plainText(node)) || "section";
          const count = seen.get(base) ?? 0;
          seen.set(base, count + 1);
          const id = count === 0 ? base : `${base}-${count}`;
          node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
        }
        if ("children" in node) visit(node.children as RootContent[]);
      }
    };
    visit(tree.children);
  };
}

const processor = remark().use(headingIds).use(remarkHtml, { sanitize: sanitizeSchema });

export function renderMarkdown(markdown: string): string {
  const file = processor.processSync(markdown);
  return String(file);
}

export type Section = { id: string; title: string };

/** The document's second-level headings, in order, with the ids renderMarkdown gives them. */
export function listSections(markdown: string): Section[] {
  const tree = processor.parse(markdown);
  processor.runSync(tree);
  return tree.children
    .filter((node): node is Heading => node.type === "heading" && node.depth === 2)
    .map((node) => ({
      id: String(node.data?.hProperties?.id ?? slugify(plainText(node))),
      title: plainText(node),
    }));
}
