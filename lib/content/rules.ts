import fs from "node:fs";
import path from "node:path";
import type { Heading, Nodes, Root } from "mdast";
import { remark } from "remark";
import { placeholderPattern, type Entry, type Problem } from "./loader";
import { publicRoot } from "./root";
import { closest } from "./nearest";
import { unknownPlaceholderMessage } from "./shared-values";

const parser = remark();

type Located = { line: number };
export type BodyLink = Located & { url: string; kind: "link" | "image" };

function walk(node: Nodes, visit: (node: Nodes) => void) {
  visit(node);
  if ("children" in node) for (const child of node.children) walk(child, visit);
}

function parse(entry: Entry<unknown>): { tree: Root; lineOf: (node: Nodes) => number } {
  const tree = parser.parse(entry.body);
  return { tree, lineOf: (node) => entry.bodyLine - 1 + (node.position?.start.line ?? 1) };
}

const problem = (entry: Entry<unknown>, line: number, message: string, severity: Problem["severity"] = "error"): Problem => ({
  file: entry.file,
  line,
  field: "",
  message,
  severity,
});

/** The page supplies the only H1, and levels go down one step at a time. */
export function headingProblems(entry: Entry<unknown>): Problem[] {
  const { tree, lineOf } = parse(entry);
  const problems: Problem[] = [];
  let previous = 1;
  walk(tree, (node) => {
    if (node.type !== "heading") return;
    const { depth } = node as Heading;
    const marks = "#".repeat(depth);
    if (depth === 1) {
      problems.push(
        problem(entry, lineOf(node), "a # heading is a second page title (the page shows the title from the front-matter); use ## for a section"),
      );
    } else if (depth > previous + 1) {
      const expected = "#".repeat(previous + 1);
      problems.push(
        problem(
          entry,
          lineOf(node),
          `heading level skips from ${"#".repeat(previous)} to ${marks}; use ${expected} here (screen readers navigate by these levels)`,
        ),
      );
    }
    previous = Math.max(depth, 1);
  });
  return problems;
}

/** HTML in a body is sanitized away when the page is built, so it would silently vanish; comments pass. */
export function htmlProblems(entry: Entry<unknown>): Problem[] {
  const { tree, lineOf } = parse(entry);
  const lines = new Map<number, string>();
  walk(tree, (node) => {
    if (node.type !== "html") return;
    const tag = /<[^>]*>/.exec(node.value.replace(/<!--[\s\S]*?-->/g, ""))?.[0];
    if (!tag) return;
    const line = lineOf(node);
    if (!lines.has(line)) lines.set(line, tag);
  });
  return [...lines].map(([line, tag]) =>
    problem(entry, line, `HTML (${tag.length > 60 ? `${tag.slice(0, 57)}...` : tag}) is removed from the page; write it in Markdown instead (see content/README.md)`),
  );
}

export function imageProblems(entry: Entry<unknown>): Problem[] {
  const { tree, lineOf } = parse(entry);
  const problems: Problem[] = [];
  walk(tree, (node) => {
    if ((node.type === "image" || node.type === "imageReference") && !node.alt?.trim()) {
      const target = node.type === "image" ? ` (${node.url})` : "";
      problems.push(
        problem(entry, lineOf(node), `image${target} has no alt text; write what it shows between the brackets: ![Forecast accuracy by month](…)`),
      );
    }
  });
  return problems;
}

/** A {name} left after filling is a misspelt value readers would see; in code it is an example, not a slot. */
export function unknownSlotProblems(entry: Entry<unknown>): Problem[] {
  const { tree, lineOf } = parse(entry);
  const problems: Problem[] = [];
  walk(tree, (node) => {
    // Code spans and blocks are "inlineCode" and "code" nodes, never "text": their braces pass.
    if (node.type !== "text") return;
    for (const match of node.value.matchAll(/\{([^{}\s]*)\}/g)) {
      const before = node.value.slice(0, match.index).split("\n").length - 1;
      problems.push(
        problem(
          entry,
          lineOf(node) + before,
          `${unknownPlaceholderMessage(match[1]!)}; to show the braces as an example, write it as code: \`{${match[1]}}\``,
        ),
      );
    }
  });
  return problems;
}

export function placeholderProblems(entry: Entry<unknown>): Problem[] {
  return entry.body.split("\n").flatMap((text, index) =>
    placeholderPattern.test(text)
      ? [problem(entry, entry.bodyLine + index, `still holds a placeholder ("${text.trim().slice(0, 60)}"); write the text or remove the line`)]
      : [],
  );
}

/** Reference-style links are found by their definition. */
export function bodyLinks(entry: Entry<unknown>): BodyLink[] {
  const { tree, lineOf } = parse(entry);
  const links: BodyLink[] = [];
  walk(tree, (node) => {
    if (node.type === "link" || node.type === "definition") links.push({ url: node.url, line: lineOf(node), kind: "link" });
    if (node.type === "image") links.push({ url: node.url, line: lineOf(node), kind: "image" });
  });
  return links;
}

/** "unchecked": the page of a file with errors of its own, which links to it are not blamed for. */
export type RouteStatus = "published" | "draft" | "scheduled" | "unchecked";

export type SiteMap = {
  /** Absolute links to the canonical origin are checked like site-relative ones. */
  origin: string;
  routes: Map<string, RouteStatus>;
};

function assetExists(pathname: string): boolean {
  const target = path.join(publicRoot(), pathname);
  return target.startsWith(publicRoot() + path.sep) && fs.existsSync(target) && fs.statSync(target).isFile();
}

/** Undefined when the link leads somewhere; links to other sites, e-mail and phone are not followed. */
export function linkProblem(
  link: { url: string; kind: "link" | "image" },
  from: { path: string; status: RouteStatus },
  site: SiteMap,
): { message: string; severity: Problem["severity"] } | undefined {
  let url: URL;
  try {
    url = new URL(link.url, `${site.origin}${from.path}`);
  } catch {
    return { message: `link "${link.url}" is not a valid address`, severity: "error" };
  }
  if (url.protocol === "http:" && url.origin !== site.origin) {
    return { message: `link "${link.url}" uses http://; write https:// if that site offers it`, severity: "warning" };
  }
  if (url.origin !== site.origin) return undefined;
  if (link.url.startsWith("#")) return undefined;

  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { message: `link "${link.url}" is not a valid address`, severity: "error" };
  }
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const status = site.routes.get(page);
  if (status === "unchecked") return undefined;
  if (status) {
    if (status !== "published" && from.status === "published") {
      const why = status === "draft" ? "a draft (draft: true)" : "scheduled (publishedAt is in the future)";
      return { message: `links to ${page}, which is ${why} and not published yet; remove the link or publish that page first`, severity: "error" };
    }
    return undefined;
  }
  if (assetExists(pathname)) return undefined;

  if (link.kind === "image" || /\.[a-z0-9]+$/i.test(pathname)) {
    return { message: `links to ${pathname}, but public${pathname} does not exist; add the file or fix the path`, severity: "error" };
  }
  const suggestion = closest(page, [...site.routes].filter(([, status]) => status !== "unchecked").map(([route]) => route));
  return {
    message: `links to ${page}, which is not a page of this site${suggestion ? `; did you mean ${suggestion}?` : "; check the address against the site's pages"}`,
    severity: "error",
  };
}
