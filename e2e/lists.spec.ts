import { expect, test } from "@playwright/test";
import { relatedCaseStudies, relatedInsights, insightsForCaseStudy } from "../lib/content/related";
import { topicSlug } from "../lib/content/topics";
import { caseStudiesListing, insightsListing } from "./support/page-copy";
import { caseStudies, caseStudy, insight, insights } from "./support/content";

/**
 * Topic pages and related reading (issue 16), on representative pages of the real content.
 * Pagination needs more than 12 entries, so it is tested on the scratch build of
 * content-editing.spec.ts (13 of each), not here.
 */

test.describe("topic pages", () => {
  test("an article's category badge leads to the category's page: heading, editors' line, metadata, its articles", async ({ page, request }) => {
    const article = insight("ai-vision-to-value");
    const slug = topicSlug(article.category);
    await page.goto(`/insights/${article.slug}`);
    // Through the client-side router, which replaces the head's metadata.
    await page.waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === "object");
    await page.getByRole("link", { name: `Category: ${article.category}`, exact: true }).first().click();

    await expect(page).toHaveURL(new RegExp(`/insights/category/${slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.category);
    const line = insightsListing.topics.find((topic) => topic.name === article.category)!.description;
    await expect(page.getByText(line, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${article.category} Insights | Arcforge Consulting`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", line);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/insights/category/${slug}$`));
    const inCategory = insights.filter((other) => other.category === article.category);
    await expect(page.getByRole("region", { name: `Articles on ${article.category}` }).getByRole("heading", { level: 3 })).toHaveText(
      inCategory.map((other) => other.title),
    );
    const chips = page.getByRole("navigation", { name: "Browse insights by category" });
    await expect(chips.getByRole("link", { name: new RegExp(`^${article.category}`) })).toHaveAttribute("aria-current", "true");

    // Every category and sector in use has a page in the sitemap; none other has one.
    const locs = [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>[^<]*?(\/(?:insights\/category|case-studies\/sector)\/[^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    const expected = [
      ...new Set(insights.map((other) => `/insights/category/${topicSlug(other.category)}`)),
      ...new Set(caseStudies.map((study) => `/case-studies/sector/${topicSlug(study.sector)}`)),
    ];
    expect([...locs].sort()).toEqual([...expected].sort());
    expect((await request.get("/insights/category/no-such-category")).status()).toBe(404);
  });

  test("a case study card's sector badge leads to the sector's page", async ({ page }) => {
    const study = caseStudy("healthcare-ai");
    await page.goto("/case-studies");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: study.title, exact: true }) });
    await card.getByRole("link", { name: `Sector: ${study.sector}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/case-studies/sector/${topicSlug(study.sector)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.sector);
    await expect(page.getByText(caseStudiesListing.topics.find((topic) => topic.name === study.sector)!.description, { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: `Case studies in ${study.sector}` }).getByRole("heading", { level: 3 })).toHaveText(
      caseStudies.filter((other) => other.sector === study.sector).map((other) => other.title),
    );
  });
});

test.describe("related reading", () => {
  test("an article ends with three related others, never itself; a case study with related case studies and insights", async ({ page }) => {
    const article = insight("ai-vision-to-value");
    await page.goto(`/insights/${article.slug}`);
    const region = page.getByRole("region", { name: "Related insights" });
    const links = await region.getByRole("link", { name: /^Read more/ }).evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
    expect(links).toEqual(relatedInsights(article, insights).map((other) => `/insights/${other.slug}`));
    expect(links).toHaveLength(3);
    expect(links).not.toContain(`/insights/${article.slug}`);

    const study = caseStudy("healthcare-ai");
    await page.goto(`/case-studies/${study.slug}`);
    const studies = page.getByRole("region", { name: "Related case studies" });
    const studyLinks = await studies.getByRole("link", { name: /^View case study/ }).evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
    expect(studyLinks).toEqual(relatedCaseStudies(study, caseStudies).map((other) => `/case-studies/${other.slug}`));
    expect(studyLinks).not.toContain(`/case-studies/${study.slug}`);
    // The other Healthcare case study comes first.
    expect(studyLinks[0]).toBe(`/case-studies/${caseStudies.find((other) => other.sector === study.sector && other.slug !== study.slug)!.slug}`);
    const reading = insightsForCaseStudy(study, insights).map((other) => `/insights/${other.slug}`);
    expect(reading.length).toBeLessThanOrEqual(2);
    await expect(page.getByRole("region", { name: "Related insights" }).getByRole("link", { name: /^Read more/ })).toHaveCount(reading.length);
  });
});
