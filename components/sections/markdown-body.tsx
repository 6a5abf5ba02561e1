import { bodyHtmlAt } from "@/lib/content/bodies";
import { bodyFragmentPath } from "@/lib/paths";
import { KeptMarkup } from "@/lib/speed/kept-markup";

/** Prefix of a Markdown body's id: the contents script finds the body's headings by it. */
export const MARKDOWN_ID_PREFIX = "markdown:";

/**
 * An article's, case study's or legal page's rendered Markdown, sent once: in the HTML, or for a
 * page opened from a link in the app, from its own address (app/fragments).
 */
export function MarkdownBody({ path }: { path: string }) {
  const src = bodyFragmentPath(path);
  const html = bodyHtmlAt(src);
  if (html === undefined) throw new Error(`No published body is served at ${src}`);
  return <KeptMarkup id={MARKDOWN_ID_PREFIX + path} className="prose-content" src={src} source={{ html }} />;
}
