"use client";

import { use, useEffect, useState } from "react";
import { fetchBody } from "@/lib/body-fetch";
import type * as Bodies from "@/lib/content/bodies";

/**
 * The server's render reads the body from the content files. `typeof window` is a constant in
 * each build, so the browser build drops this branch and everything it imports.
 */
const renderOnServer: typeof Bodies.bodyHtmlAt | null =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would put the content loader in the browser build
      (require("@/lib/content/bodies") as typeof Bodies).bodyHtmlAt
    : null;

/** Bodies this document has shown, by address: a page shown again (the way back) needs no request. */
const shown = new Map<string, string>();

/**
 * An article's, case study's or legal page's rendered Markdown, sent to the browser once.
 *
 * The server renders it into the HTML; it is not a prop, so the page data does not repeat it.
 * Hydrating, the component adopts the HTML the server sent; on a page opened from a link in the
 * app, it fetches the body from `src` (app/fragments) and the navigation waits for it. If that
 * fails, the page is loaded in full, which has the body in its HTML.
 */
export function MarkdownBody({ src }: { src: string }) {
  const [inDocument] = useState(() => {
    if (renderOnServer) {
      const html = renderOnServer(src);
      if (html === undefined) throw new Error(`No published body is served at ${src}`);
      return html;
    }
    return shown.get(src) ?? document.querySelector(`[data-markdown="${CSS.escape(src)}"]`)?.innerHTML ?? null;
  });
  const html = inDocument ?? use(fetchBody(src));
  if (html !== null) shown.set(src, html);

  useEffect(() => {
    if (html !== null) return;
    // After the router's own effects, which put the new page's address in the history.
    const reload = window.setTimeout(() => window.location.reload());
    return () => window.clearTimeout(reload);
  }, [html]);

  return <div className="prose-content" data-markdown={src} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
}
