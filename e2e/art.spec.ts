import { expect, test } from "@playwright/test";
import { insightCoverPath, insightPath } from "../lib/paths";
import { insights } from "./support/content";

/**
 * Pages with art of their own: each article's cover, drawn from its category and title, on its
 * card and in its page's header. The covers are static SVG files, decorative, with their place kept
 * before they load.
 */
test.use({ javaScriptEnabled: false });

test("every insight card and every article's header carry the article's cover, which keeps its place before it loads", async ({ page, request }) => {
  await page.goto("/insights", { waitUntil: "domcontentloaded" });
  const cards = page.locator("article.card");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
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

  const [first] = insights;
  await page.goto(insightPath(first!.slug), { waitUntil: "domcontentloaded" });
  await expect(page.locator("section").first().locator(`img[src="${insightCoverPath(first!.slug)}"]`)).toHaveAttribute("alt", "");

  const response = await request.get(insightCoverPath(first!.slug));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(response.headers()["cache-control"]).toContain("max-age=86400");
  expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 630"/);
});
