"use client";

import { pageScript } from "@/components/layout/page-behaviour";

/**
 * Placed right after the header, so it runs as soon as the header has been parsed.
 *
 * A client component only so that the script is written into the HTML and nowhere else. Rendered
 * by a server component, its text would travel a second time in the page data (about 1.5 KB gzip
 * on every page), although React never runs it. Here the server renders it, the browser's build
 * drops the text (`typeof window` is a constant there), and hydration keeps the element the HTML
 * made: React neither compares nor rewrites the contents of `dangerouslySetInnerHTML` when it
 * hydrates, and suppressHydrationWarning keeps development builds from reporting the difference.
 */
export function PageScript() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: typeof window === "undefined" ? pageScript() : "" }} />;
}
