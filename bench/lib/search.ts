/**
 * Search at scale, for the build-scaling benchmark: the size of the index a visitor downloads
 * when the search dialog first opens (gzip, as it travels), and how long results take. Run on a
 * built copy before its output is removed: it serves the copy, opens /insights in Chromium, opens
 * the dialog cold (its code and index not yet loaded) and times, inside the page, from the click
 * to the first results, then from each further keystroke to its results.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../../e2e/support/env";
import { SEARCH_INDEX_PATH, SEARCH_SCRIPT_PATH } from "../../lib/search/options";
import { startSite } from "./server";

export type SearchFigures = {
  indexBytes: number;
  indexGzipBytes: number;
  scriptGzipBytes: number;
  /** Click on Search to the first results for the first query (code and index loaded on the way). */
  openToResultsMs: number;
  /** Keystroke to results once the index is loaded: the median and the slowest of the queries typed. */
  keystrokeMedianMs: number;
  keystrokeMaxMs: number;
  queries: string[];
};

const FIRST_QUERY = "governance";
/** Typed one after another once the index is loaded; each is a keystroke away from the last or a new word. */
const QUERIES = ["governanc", "risk", "risk sc", "fraud detection", "frad", "supply chain", "pilot to prod", "monitoring drift"];

const gzip = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length;

/** The prerendered body of a static route handler in a build's output. */
function builtBody(site: string, route: string): Buffer {
  return fs.readFileSync(path.join(site, ".next", "server", "app", `${route.slice(1)}.body`));
}

export async function measureSearch(site: string, dataDir: string, timeoutMs = 60_000): Promise<SearchFigures> {
  const index = builtBody(site, SEARCH_INDEX_PATH);
  const script = builtBody(site, SEARCH_SCRIPT_PATH);
  const server = await startSite(site, { dataDir, timeoutMs });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(timeoutMs);
    await page.goto(`${server.origin}/insights`, { waitUntil: "load" });
    const timings = await page.evaluate(
      async ({ first, queries }) => {
        const resultsFor = (dialog: HTMLElement, query: string) =>
          new Promise<number>((resolve) => {
            const done = () => dialog.dataset.resultsFor === query;
            if (done()) return resolve(performance.now());
            const observer = new MutationObserver(() => {
              if (!done()) return;
              observer.disconnect();
              resolve(performance.now());
            });
            observer.observe(dialog, { subtree: true, childList: true, attributes: true });
          });
        const type = (input: HTMLInputElement, text: string) => {
          input.value = text;
          input.dispatchEvent(new Event("input"));
        };
        const started = performance.now();
        document.querySelector<HTMLElement>("[data-search-src]")!.click();
        let dialog: HTMLElement | null = null;
        while (!(dialog = document.getElementById("site-search"))) await new Promise((resolve) => setTimeout(resolve, 1));
        const input = dialog.querySelector("input")!;
        type(input, first);
        const open = (await resultsFor(dialog, first)) - started;
        const keystrokes: number[] = [];
        for (const query of queries) {
          const typed = performance.now();
          type(input, query);
          keystrokes.push((await resultsFor(dialog, query)) - typed);
        }
        return { open, keystrokes };
      },
      { first: FIRST_QUERY, queries: QUERIES },
    );
    const sorted = [...timings.keystrokes].sort((a, b) => a - b);
    return {
      indexBytes: index.length,
      indexGzipBytes: gzip(index),
      scriptGzipBytes: gzip(script),
      openToResultsMs: timings.open,
      keystrokeMedianMs: sorted[Math.floor(sorted.length / 2)]!,
      keystrokeMaxMs: sorted[sorted.length - 1]!,
      queries: [FIRST_QUERY, ...QUERIES],
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
