"use client";

import { useState, type ReactNode } from "react";

/** What each kept element held when this document first hydrated it, by id. */
const kept = new Map<string, string>();

/**
 * An element whose contents no page changes once they are in the document (the header, the
 * footer, a page's structured data): the server renders `markup` into it, and the browser keeps
 * them as they are. React neither compares nor rewrites `dangerouslySetInnerHTML` when it
 * hydrates, so the elements the page script already handles stay untouched, and neither the
 * contents' code nor their words travel again in the page data.
 *
 * `markup` is null in the browser build: the caller imports its code behind `typeof window`,
 * which each build replaces with a constant, so the browser build drops it with everything it
 * imports. A page opened from a link in the app keeps what the document held under the same id,
 * and holds nothing where the document had no such element.
 */
export function KeptMarkup({
  id,
  tag: Tag = "div",
  className,
  markup,
}: {
  id: string;
  tag?: "div" | "footer";
  className?: string;
  markup: ReactNode | null;
}) {
  const [html] = useState(() => {
    if (markup !== null) return "";
    const found = kept.get(id) ?? document.getElementById(id)?.innerHTML ?? "";
    kept.set(id, found);
    return found;
  });
  return markup !== null ? (
    <Tag id={id} className={className}>
      {markup}
    </Tag>
  ) : (
    <Tag id={id} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
  );
}
