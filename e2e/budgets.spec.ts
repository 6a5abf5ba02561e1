import { expect, test } from "@playwright/test";
import { pageWeight } from "./support/page-weight";

/**
 * Byte budgets for the pages the benchmark measures, so that a change that makes a phone download
 * more cannot land unnoticed. JavaScript counts the chunks and every inline script (the page data
 * included), gzip; HTML is the raw prerendered document. For scale: a bare Next.js page is about
 * 132.5 KB of JavaScript by the same count (npm run bench reports both side by side).
 */
const KB = 1024;
const budgets: { route: string; javascriptKB: number; htmlKB: number }[] = [
  { route: "/", javascriptKB: 163, htmlKB: 225 },
  // The contents list and the Search control (issue 16) add about 3 KB to an article, its words
  // from content about 1 KB of gzip page data.
  { route: "/insights/ai-vision-to-value", javascriptKB: 156, htmlKB: 118 },
  // Related reading at the end (three case studies and up to two articles, issue 16) adds about 7 KB
  // of HTML and page data (about 1 KB of it gzip page data, counted with the JavaScript), the
  // contents list and the Search control about 5 KB.
  { route: "/case-studies/ai-risk-management", javascriptKB: 154, htmlKB: 113 },
  { route: "/insights", javascriptKB: 150, htmlKB: 125 },
  // Opening the menu non-modal first (components/layout/page-script.tsx) adds about 0.7 KB to every
  // page, in its HTML and again in its page data.
  { route: "/services/ai-strategy", javascriptKB: 150, htmlKB: 107 },
];

for (const { route, javascriptKB, htmlKB } of budgets) {
  test(`${route} stays within ${javascriptKB} KB of JavaScript (gzip, page data included) and ${htmlKB} KB of HTML`, () => {
    const weight = pageWeight(route);
    const detail = [...weight.chunks.map((chunk) => `${chunk.src} ${(chunk.gzipBytes / KB).toFixed(1)}`), `inline ${(weight.inlineGzipBytes / KB).toFixed(1)}`].join(", ");
    expect(weight.javascriptGzipBytes / KB, detail).toBeLessThanOrEqual(javascriptKB);
    expect(weight.htmlBytes / KB).toBeLessThanOrEqual(htmlKB);
  });
}
