import type { APIRequestContext } from "@playwright/test";
import { Parser } from "htmlparser2";
import { siteUrl } from "../../lib/site";

/** Links in an HTML document (href values), without parsing a DOM. */
export function hrefs(html: string): string[] {
  return anchors(html).flatMap((anchor) => (anchor.href === null ? [] : [anchor.href]));
}

type Anchor = { href: string | null; target: string | null; rel: string; text: string };

/** Every `<a>` in a document with its href, target, rel and text, as a browser would read them. */
export function anchors(html: string): Anchor[] {
  const found: Anchor[] = [];
  let open: Anchor | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "a") return;
        open = { href: attributes.href ?? null, target: attributes.target ?? null, rel: attributes.rel ?? "", text: "" };
        found.push(open);
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name !== "a" || !open) return;
        open.text = open.text.replace(/\s+/g, " ").trim();
        open = null;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** Pages and other internal URLs referenced by src/href attributes (scripts, styles, images, icons). */
export function assetUrls(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="(\/[^"]*)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, "&"))
    .filter((url) => !url.startsWith("//"));
}

/** Maps an absolute URL on the canonical origin (SITE_URL) to a path the test server answers. */
export function toLocalPath(url: string): string {
  const parsed = new URL(url, `${siteUrl}/`);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Every page reachable from `/` by following internal links, with the status each answered.
 * Fragments are dropped; mailto: and external links are not followed.
 */
export async function crawlSite(request: APIRequestContext, start = "/"): Promise<Map<string, { status: number; html: string }>> {
  const seen = new Map<string, { status: number; html: string }>();
  const queue = [start];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const response = await request.get(path);
    const type = response.headers()["content-type"] ?? "";
    const html = type.includes("text/html") ? await response.text() : "";
    seen.set(path, { status: response.status(), html });
    if (!html) continue;
    for (const href of hrefs(html)) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const next = href.split("#")[0]!.split("?")[0] || "/";
      if (!seen.has(next) && !queue.includes(next)) queue.push(next);
    }
  }
  return seen;
}

/** Each term of a document's description lists (`<dt>`) with the text of the descriptions that follow it. */
export function descriptionPairs(html: string): { term: string; descriptions: string[] }[] {
  const pairs: { term: string; descriptions: string[] }[] = [];
  let open: { tag: "dt" | "dd"; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === "dt" || name === "dd") open = { tag: name, text: "" };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (!open || name !== open.tag) return;
        const text = open.text.replace(/\s+/g, " ").trim();
        if (open.tag === "dt") pairs.push({ term: text, descriptions: [] });
        else pairs.at(-1)?.descriptions.push(text);
        open = null;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return pairs;
}
