import { handOff } from "./handoff";
import { KeptMarkupClient, type KeptElement } from "./kept-markup-client";
import { PLAIN_NEXT } from "./mode";
import { renderSource, type KeptSource } from "./server-render";

export type { KeptSource };

/**
 * Server HTML the browser keeps: rendered into the document and not sent again in the page data,
 * which the framework would only use to rebuild the same elements. Use it for markup no page
 * changes once it is shown (the header, the footer, structured data, a Markdown body, an inline
 * script). A page opened from a link in the app finds the element the document already has under
 * the same `id`, fetches it from `src`, or holds nothing. In the plain build it is ordinary
 * server-rendered markup.
 */
export function KeptMarkup({ source, ...element }: KeptElement & { source: KeptSource }) {
  if (PLAIN_NEXT) {
    const { as: Tag = "div", src: _src, ...attributes } = element;
    return <Tag {...attributes} {...renderSource(source)} />;
  }
  return <KeptMarkupClient {...element} handoff={handOff(source)} />;
}

/** An inline script written into the HTML only: it runs as the page is parsed, before any framework code. */
export function InlineScript({ text }: { text: string }) {
  return <KeptMarkup as="script" source={{ html: text }} />;
}
