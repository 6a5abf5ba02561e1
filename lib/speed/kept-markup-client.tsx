"use client";

import { use, useEffect, useState } from "react";
import { fetchBody } from "./body-fetch";
import type * as ServerRender from "./server-render";

export type KeptElement = {
  id?: string;
  as?: "div" | "footer" | "script";
  className?: string;
  /** Where the markup is fetched from when the document does not hold it (a Markdown body). */
  src?: string;
};

// The one place client code reaches server-only markup: `typeof window` is a constant in each
// build, so the browser build drops this branch and everything it imports.
const server =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would put the markup and its words in the browser build
      (require("./server-render") as typeof ServerRender)
    : null;

/** What each kept element held when this document first hydrated it, by id. */
const kept = new Map<string, string>();

function inDocument(id: string | undefined): string | null {
  if (!id) return "";
  const found = kept.get(id) ?? document.getElementById(id)?.innerHTML ?? null;
  if (found !== null) kept.set(id, found);
  return found;
}

/** The client half of KeptMarkup (./kept-markup.tsx). */
export function KeptMarkupClient({ id, as: Tag = "div", className, src, handoff }: KeptElement & { handoff: string }) {
  const [found] = useState(() => (server ? null : inDocument(id)));
  const html = server || found !== null ? found : src ? use(fetchBody(src)) : "";
  const missing = !server && html === null;

  useEffect(() => {
    if (!missing) return;
    // After the router's own effects, which put the new page's address in the history.
    const reload = window.setTimeout(() => window.location.reload());
    return () => window.clearTimeout(reload);
  }, [missing]);

  if (server) return <Tag id={id} className={className} {...server.renderHandedOver(handoff)} />;
  if (id && html !== null) kept.set(id, html);
  return <Tag id={id} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
}
