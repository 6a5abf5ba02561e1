/**
 * The scripts a page's HTML carries, found with an HTML parser rather than patterns: every
 * <script> element with its exact range, and every link that fetches a script ahead of time.
 * Used to serve each page with its scripts stripped, and to count its inline scripts as
 * JavaScript up front.
 */
import { Parser } from "htmlparser2";

type Range = { start: number; end: number };

/** `json-ld` is structured data, not JavaScript: counted nowhere, kept when stripping. */
export type ScriptElement = Range & { kind: "inline" | "external" | "json-ld"; content: string; label: string };

export function findScripts(html: string): { scripts: ScriptElement[]; preloads: Range[] } {
  const scripts: ScriptElement[] = [];
  const preloads: Range[] = [];
  let open: { start: number; attributes: Record<string, string>; content: string } | null = null;
  // At a close tag the parser's range is the close tag's own: with the open tag's start, the element's extent.
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
        if (name === "script") open = { start: parser.startIndex, attributes, content: "" };
        else if (name === "link" && (rel.includes("modulepreload") || (rel.includes("preload") && attributes.as?.toLowerCase() === "script"))) {
          preloads.push({ start: parser.startIndex, end: parser.endIndex + 1 });
        }
      },
      ontext(text) {
        if (open) open.content += text;
      },
      onclosetag(name) {
        if (name !== "script" || !open) return;
        const { start, attributes, content } = open;
        const kind = attributes.type?.trim().toLowerCase() === "application/ld+json" ? "json-ld" : "src" in attributes ? "external" : "inline";
        const label = attributes.src ?? (attributes.id ? `#${attributes.id}` : /^\s*\(?self\.__next_f\b/.test(content) ? "page data" : `${content.trim().slice(0, 24)}…`);
        scripts.push({ kind, start, end: parser.endIndex + 1, content, label });
        open = null;
      },
    },
    { decodeEntities: false, lowerCaseAttributeNames: true, lowerCaseTags: true },
  );
  parser.end(html);
  return { scripts, preloads };
}

/** The document without its scripts (JSON-LD kept) and script preloads; every other byte stays. */
export function stripScripts(html: string): string {
  const { scripts, preloads } = findScripts(html);
  const cuts = [...scripts.filter((script) => script.kind !== "json-ld"), ...preloads].sort((a, b) => a.start - b.start);
  let out = "";
  let from = 0;
  for (const cut of cuts) {
    out += html.slice(from, cut.start);
    from = cut.end;
  }
  return out + html.slice(from);
}
