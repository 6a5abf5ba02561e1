import { expect, test } from "@playwright/test";
import { crawlSite, descriptionPairs } from "./support/crawl";

/**
 * One firm, one set of figures: wherever the site shows a headline figure under a label ("98%",
 * "Client satisfaction"), that label has that value on every page. The figures are defined once
 * in content/figures.yaml; this reads what the pages actually show.
 */
const headlineFigure = /^[$€£]?\d[\d.,]*\s?(?:%|\+|x|[KMB])?\+?$/;

test("no label shows two values anywhere on the site", async ({ request }) => {
  const pages = await crawlSite(request);
  const shown = new Map<string, Map<string, string[]>>();
  for (const [path, { status, html }] of pages) {
    if (status !== 200 || !html) continue;
    for (const { term, descriptions } of descriptionPairs(html)) {
      const value = descriptions[0];
      if (!value || !headlineFigure.test(value)) continue;
      const label = term.toLowerCase().replace(/[^a-z0-9%$+]+/g, " ").trim();
      const values = shown.get(label) ?? new Map<string, string[]>();
      values.set(value, [...(values.get(value) ?? []), path]);
      shown.set(label, values);
    }
  }
  expect(shown.size).toBeGreaterThan(10);
  const contradictions = [...shown]
    .filter(([, values]) => values.size > 1)
    .map(([label, values]) => `"${label}": ${[...values].map(([value, paths]) => `${value} on ${paths.join(", ")}`).join("; ")}`);
  expect(contradictions).toEqual([]);
});
