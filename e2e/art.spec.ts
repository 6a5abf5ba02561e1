import { expect, test } from "@playwright/test";
import { insightCoverPath, insightPath } from "../lib/paths";
import { insights } from "./support/content";
import { about, aiSolutions, services, successStories } from "./support/page-copy";
import { getServicesIndex } from "../lib/content/pages";

const servicesIndex = getServicesIndex();

/**
 * Pages with art of their own: each article's cover, drawn from its category and title, on its
 * card and in its page's header. The covers are static SVG files, decorative, with their place kept
 * before they load.
 */
test.use({ javaScriptEnabled: false });

test("every insight card and every article's header carry the article's cover, which keeps its place before it loads", async ({ page, request }) => {
  // The list and the home page's teasers alike.
  for (const [list, least] of [["/insights", 12], ["/", 3]] as const) {
    await page.goto(list, { waitUntil: "domcontentloaded" });
    const cards = page.locator("article.card").filter({ has: page.locator('.card-link[href^="/insights/"]') });
    const count = await cards.count();
    expect(count, list).toBeGreaterThanOrEqual(least);
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      const href = await card.locator(".card-link").getAttribute("href");
      const cover = card.locator("img");
      await expect(cover).toHaveAttribute("src", insightCoverPath(href!.split("/").pop()!));
      await expect(cover).toHaveAttribute("alt", "");
      await expect(cover).toHaveAttribute("loading", "lazy");
      // Before its file arrives, the cover is already as tall as its 40:21 frame.
      const box = (await cover.boundingBox())!;
      expect(Math.abs(box.height - (box.width * 21) / 40)).toBeLessThan(1.5);
    }
  }

  const [first] = insights;
  await page.goto(insightPath(first!.slug), { waitUntil: "domcontentloaded" });
  await expect(page.locator("section").first().locator(`img[src="${insightCoverPath(first!.slug)}"]`)).toHaveAttribute("alt", "");

  const response = await request.get(insightCoverPath(first!.slug));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(response.headers()["cache-control"]).toContain("max-age=86400");
  expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 630"/);
});

/** Each page family's own drawing in its header, instead of the shared grid and glows: what it shows comes from the page's content. */
const heroes: { path: string; shows: () => string[] }[] = [
  { path: "/services", shows: () => [...servicesIndex.journey.steps.map((step) => step.title), ...services.map((service) => service.hero.title)] },
  { path: "/ai-solutions", shows: () => aiSolutions.capabilities.map((capability) => capability.title) },
  { path: "/success-stories", shows: () => successStories.stories.flatMap((story) => [story.company, story.results[0]!.value]) },
  { path: "/about", shows: () => about.leadership.people.flatMap((person) => [person.name, person.role]) },
];

for (const { path, shows } of heroes) {
  test(`${path}: the header shows the page's own drawing, hidden from screen readers, instead of the shared backdrop`, async ({ page }) => {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const hero = page.locator("main section").first();
    await expect(hero.locator(".hero-backdrop")).toHaveCount(0);
    const art = hero.locator(".art-panel");
    await expect(art).toHaveAttribute("aria-hidden", "true");
    for (const text of shows()) await expect(art.getByText(text, { exact: true }).first()).toBeVisible();
  });
}

test("/services: each service shows the steps of its process, from its own page", async ({ page }) => {
  await page.goto("/services", { waitUntil: "domcontentloaded" });
  for (const service of services) {
    const steps = service.sections.find((section) => section.kind === "steps");
    const row = page.locator("article", { has: page.getByRole("heading", { level: 2, name: service.hero.title }) });
    await expect(row.getByRole("heading", { level: 3, name: steps!.title })).toBeVisible();
    const items = row.locator("ol > li");
    await expect(items).toHaveCount(steps!.items.length);
    for (const [index, step] of steps!.items.entries()) await expect(items.nth(index)).toContainText(`Step ${index + 1}: ${step.title}`);
  }
});
