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
import { chromiumArgs } from "../../e2e/support/chromium";
import { CHROMIUM_PATH } from "./config";
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

/** Runs in the page: opens search cold, then types each query and times it to its results. */
const IN_PAGE = `async function (first, queries) {
  function resultsFor(dialog, query) {
    return new Promise(function (resolve) {
      if (dialog.dataset.resultsFor === query) return resolve(performance.now());
      var observer = new MutationObserver(function () {
        if (dialog.dataset.resultsFor !== query) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(dialog, { subtree: true, childList: true, attributes: true });
    });
  }
  function type(input, text) {
    input.value = text;
    input.dispatchEvent(new Event("input"));
  }
  var started = performance.now();
  document.querySelector("[data-search-src]").click();
  var dialog;
  while (!(dialog = document.getElementById("site-search"))) await new Promise(function (resolve) { setTimeout(resolve, 1); });
  var input = dialog.querySelector("input");
  type(input, first);
  var open = (await resultsFor(dialog, first)) - started;
  var keystrokes = [];
  for (var i = 0; i < queries.length; i += 1) {
    var typed = performance.now();
    type(input, queries[i]);
    keystrokes.push((await resultsFor(dialog, queries[i])) - typed);
  }
  return { open: open, keystrokes: keystrokes };
}`;

const gzip = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length;

/** The prerendered body of a static route handler in a build's output. */
function builtBody(site: string, route: string): Buffer {
  return fs.readFileSync(path.join(site, ".next", "server", "app", `${route.slice(1)}.body`));
}

export async function measureSearch(site: string, dataDir: string, timeoutMs = 60_000): Promise<SearchFigures> {
  const index = builtBody(site, SEARCH_INDEX_PATH);
  const script = builtBody(site, SEARCH_SCRIPT_PATH);
  const server = await startSite(site, { dataDir, timeoutMs });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(timeoutMs);
    await page.goto(`${server.origin}/insights`, { waitUntil: "load" });
    // Sent as text: the benchmark runs under tsx, whose transform would add helpers the page lacks.
    const timings = (await page.evaluate(`(${IN_PAGE})(${JSON.stringify(FIRST_QUERY)}, ${JSON.stringify(QUERIES)})`)) as {
      open: number;
      keystrokes: number[];
    };
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
