/**
 * What a page's HTML carries in scripts, found with an HTML parser (htmlparser2) rather than
 * patterns: every <script> element with its exact range in the document, and every link that
 * fetches a script ahead of time (`rel="preload" as="script"`, `rel="modulepreload"`).
 *
 * Used twice by the suite: to serve each measured page with its scripts stripped (the page as it
 * would be without any JavaScript, measured beside the real one), and to count the inline scripts
 * (the RSC payload above all) in the JavaScript a page sends up front.
 */
import { Parser } from "htmlparser2";

export type ScriptKind =
  /** `self.__next_f.push(...)`: the React Server Components payload Next.js inlines for hydration. */
  | "rsc-payload"
  /** Any other inline script without `src` (the site's page script, a script loader, a theme switch...). */
  | "inline-other"
  /** `<script src>`: fetched separately, counted from the network. */
  | "external"
  /** `type="application/ld+json"`: structured data, not JavaScript; kept when stripping. */
  | "json-ld";

export type ScriptElement = {
  kind: ScriptKind;
  /** Range of the element in the string, open tag to end of close tag. */
  start: number;
  end: number;
  /** Text between the tags (empty for external scripts). */
  content: string;
  src?: string;
  id?: string;
};

export type ScriptPreload = { start: number; end: number; href: string };

export type HtmlScripts = { scripts: ScriptElement[]; preloads: ScriptPreload[] };

function kindOf(attributes: Record<string, string>, content: string): ScriptKind {
  if ((attributes.type ?? "").trim().toLowerCase() === "application/ld+json") return "json-ld";
  if ("src" in attributes) return "external";
  return /^\s*\(?\s*self\.__next_f\s*=|^\s*\(?\s*self\.__next_f\.push\(/.test(content) ? "rsc-payload" : "inline-other";
}

/** Links that make the browser fetch a script before it is asked for. */
function isScriptPreload(attributes: Record<string, string>): boolean {
  const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
  if (rel.includes("modulepreload")) return true;
  return rel.includes("preload") && (attributes.as ?? "").toLowerCase() === "script";
}

/** Every script element and script preload of a document, in document order. */
export function findScripts(html: string): HtmlScripts {
  const scripts: ScriptElement[] = [];
  const preloads: ScriptPreload[] = [];
  let open: { start: number; attributes: Record<string, string>; content: string } | null = null;
  // htmlparser2 reports an element's start at its open tag and, at the close tag, the close tag's
  // own range: together they give the element's exact extent. Script content is raw text.
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "script") open = { start: parser.startIndex, attributes, content: "" };
        else if (name === "link" && isScriptPreload(attributes)) {
          preloads.push({ start: parser.startIndex, end: parser.endIndex + 1, href: attributes.href ?? "" });
        }
      },
      ontext(text) {
        if (open) open.content += text;
      },
      onclosetag(name) {
        if (name !== "script" || !open) return;
        const { start, attributes, content } = open;
        scripts.push({
          kind: kindOf(attributes, content),
          start,
          end: parser.endIndex + 1,
          content,
          ...(attributes.src !== undefined ? { src: attributes.src } : {}),
          ...(attributes.id !== undefined ? { id: attributes.id } : {}),
        });
        open = null;
      },
    },
    { decodeEntities: false, lowerCaseAttributeNames: true, lowerCaseTags: true },
  );
  parser.end(html);
  return { scripts, preloads };
}

export type Stripped = {
  html: string;
  /** Script elements removed, by kind. */
  removed: Record<Exclude<ScriptKind, "json-ld">, number>;
  removedPreloads: number;
  keptJsonLd: number;
};

/**
 * The document with every script element removed except JSON-LD, and every script preload
 * removed. Only the elements' own characters are cut; everything else stays byte for byte.
 */
export function stripScripts(html: string): Stripped {
  const { scripts, preloads } = findScripts(html);
  const cuts = [...scripts.filter((script) => script.kind !== "json-ld"), ...preloads].sort((a, b) => a.start - b.start);
  let out = "";
  let from = 0;
  for (const cut of cuts) {
    if (cut.start < from) throw new Error(`overlapping script elements at ${cut.start}`);
    out += html.slice(from, cut.start);
    from = cut.end;
  }
  out += html.slice(from);
  const count = (kind: ScriptKind) => scripts.filter((script) => script.kind === kind).length;
  return {
    html: out,
    removed: { "rsc-payload": count("rsc-payload"), "inline-other": count("inline-other"), external: count("external") },
    removedPreloads: preloads.length,
    keptJsonLd: count("json-ld"),
  };
}
