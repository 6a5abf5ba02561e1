/**
 * How big the list and article pages are as the archive grows (issue 16): the HTML of /insights,
 * of its last page and of one article, read from the prerendered files of a build-scaling build
 * before its output is dropped. A list page should be the same size at 12, 120 or 1,200 articles
 * (12 cards a page); an article should not grow with the number of other articles.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PAGE_SIZE } from "../../lib/content/pagination";
import { INSIGHTS_PATH, pagePath } from "../../lib/paths";
import { findScripts } from "./html-scripts";

export type PageSize = {
  path: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** The React Server Components payload inlined in the HTML (`self.__next_f.push`), bytes. */
  inlinePayloadBytes: number;
};

export type PageSizes = { list: PageSize | null; lastPage: PageSize | null; article: PageSize | null };

/** The prerendered HTML of `route` in a built site, or null when the build did not write it. */
function pageSize(site: string, route: string): PageSize | null {
  const file = path.join(site, ".next", "server", "app", `${route.slice(1)}.html`);
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file);
  const inline = findScripts(html.toString("utf8"))
    .scripts.filter((script) => script.kind === "rsc-payload")
    .reduce((total, script) => total + Buffer.byteLength(script.content), 0);
  return { path: route, htmlBytes: html.length, htmlGzipBytes: gzipSync(html).length, inlinePayloadBytes: inline };
}

/** `/insights`, its last page (`/insights/page/N`, or `/insights` itself when there is one page) and the article `articleRoute`. */
export function measurePageSizes(site: string, articles: number, articleRoute: string | undefined): PageSizes {
  const pages = Math.max(1, Math.ceil(articles / PAGE_SIZE));
  return {
    list: pageSize(site, INSIGHTS_PATH),
    lastPage: pageSize(site, pagePath(INSIGHTS_PATH, pages)),
    article: articleRoute ? pageSize(site, articleRoute) : null,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const cell = (size: PageSize | null) =>
  size ? `${kb(size.htmlBytes)} (${kb(size.htmlGzipBytes)} gzip, ${kb(size.inlinePayloadBytes)} inline payload)` : "not built";

/** The report's table: one row per article count, and how far each page moved from the smallest build. */
export function pageSizesSection(points: { articles: number; pageSizes?: PageSizes }[]): string {
  const measured = points.filter((point) => point.pageSizes);
  if (measured.length === 0) return "";
  const rows = measured.map((point) => {
    const sizes = point.pageSizes!;
    return `| ${point.articles} | ${cell(sizes.list)} | ${sizes.lastPage ? `${sizes.lastPage.path}: ` : ""}${cell(sizes.lastPage)} | ${cell(sizes.article)} |`;
  });
  const base = measured[0]!.pageSizes!;
  const growth = (pick: (sizes: PageSizes) => PageSize | null) => {
    const first = pick(base);
    const spread = measured.map((point) => pick(point.pageSizes!)).filter((size): size is PageSize => size !== null);
    if (!first || spread.length < 2) return "n/a";
    const most = Math.max(...spread.map((size) => Math.abs(size.htmlBytes - first.htmlBytes) / first.htmlBytes));
    return `${(most * 100).toFixed(1)} %`;
  };
  return [
    "### Page sizes as the archive grows",
    "",
    "HTML of the prerendered pages (issue 16: a list page within 10 % at every size; an article not growing with the others).",
    "",
    "| Articles | /insights | Last list page | One article |",
    "| ---: | --- | --- | --- |",
    ...rows,
    "",
    `Largest change from the ${measured[0]!.articles}-article build: /insights ${growth((sizes) => sizes.list)}, last page ${growth((sizes) => sizes.lastPage)}, article ${growth((sizes) => sizes.article)}.`,
  ].join("\n");
}
