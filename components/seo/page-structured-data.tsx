"use client";

import { KeptMarkup } from "@/components/layout/kept-markup";
import type * as Markup from "./structured-data";

/** The server's render reads the content; the browser build drops this branch and all it imports. */
const renderOnServer =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would put the content loader in the browser build
      (require("./structured-data") as typeof Markup).StructuredDataMarkup
    : null;

/**
 * The page's JSON-LD (./structured-data.tsx), sent once: in the HTML, kept there by the browser
 * (components/layout/kept-markup.tsx), and not again in the page data. Search engines read it from
 * the document, loading each page in full; a page opened from a link in the app holds none.
 */
export function StructuredData({ path }: { path: string }) {
  const Render = renderOnServer;
  return <KeptMarkup id={`structured-data:${path}`} markup={Render ? <Render path={path} /> : null} />;
}
