"use client";

import { useState, type ComponentType } from "react";

/** What each kept element held when this document first hydrated it, by id. */
const kept = new Map<string, string>();

/**
 * An element whose contents no page changes once they are in the document (the header, the
 * footer): the server renders them with `render`, and the browser keeps them as they are. React
 * neither compares nor rewrites `dangerouslySetInnerHTML` when it hydrates, so the elements the
 * page script already handles stay untouched, and neither the contents' code nor their words
 * travel again in the page data.
 *
 * `render` is null in the browser build: the caller imports it behind `typeof window`, which each
 * build replaces with a constant, so the browser build drops it with everything it imports.
 */
export function KeptMarkup({
  id,
  tag: Tag = "div",
  className,
  render: Render,
}: {
  id: string;
  tag?: "div" | "footer";
  className?: string;
  render: ComponentType | null;
}) {
  const [html] = useState(() => {
    if (Render) return "";
    const found = kept.get(id) ?? document.getElementById(id)?.innerHTML ?? "";
    kept.set(id, found);
    return found;
  });
  return Render ? (
    <Tag id={id} className={className}>
      <Render />
    </Tag>
  ) : (
    <Tag id={id} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
  );
}
