import { DomUtils, parseDocument } from "htmlparser2";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import getMetaData from "metadata-scraper";
import ogs from "open-graph-scraper";
import Parser from "rss-parser";
import { unfurl } from "unfurl.js";
import { decodeIco } from "../lib/ico";
import { documentTitle, SEARCH_DESCRIPTION_MAX, SEARCH_TITLE_MAX, siteUrl } from "../lib/site";
import { authorOf, authors, caseStudies, insights } from "./support/content";
import { toLocalPath } from "./support/crawl";
import { E2E_ORIGIN } from "./support/env";

/**
 * The built pages read the way the clients that really read this site read them: three share-card
 * scrapers (open-graph-scraper, unfurl.js, metadata-scraper), a feed reader (rss-parser), JSON-LD,
 * and plain HTTP for icons and caching.
 */

type Card = { title: string; description: string; image: string; author: string; date: string };

const articlePaths = [
  ...insights.map((article) => `/insights/${article.slug}`),
  ...caseStudies.map((study) => `/case-studies/${study.slug}`),
];

function recordAt(path: string) {
  const [, kind, slug] = path.split("/");
  const record = kind === "insights" ? insights.find((item) => item.slug === slug) : caseStudies.find((item) => item.slug === slug);
  if (!record) throw new Error(`no content for ${path}`);
  return record;
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => toLocalPath(match[1]!));
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>));
}

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute("content");

/** What a reader sees on the page: the headline, the lead's description, the byline and the date. */
async function visibleFacts(page: Page): Promise<Omit<Card, "image" | "description">> {
  const hero = page.getByRole("article").first().locator("section").first();
  return {
    title: (await page.getByRole("heading", { level: 1 }).innerText()).trim(),
    author: (await hero.locator('a[rel="author"]').innerText()).trim(),
    date: (await hero.locator("time").first().getAttribute("datetime")) ?? "",
  };
}

function sameDay(read: string, written: string): boolean {
  const day = (text: string) => (Number.isNaN(Date.parse(text)) ? `invalid ${text}` : new Date(text).toISOString().slice(0, 10));
  return /^\d{4}-\d{2}-\d{2}/.test(read) && day(read) === written;
}

/** Reads a page with each scraper and reduces what it found to the five facts a share card shows. */
async function scrape(path: string, html: string): Promise<Record<string, Card>> {
  const url = `${E2E_ORIGIN}${path}`;
  const { result: og } = await ogs({ html });
  const unfurled = await unfurl(url);
  // Left to itself metadata-scraper rewrites image URLs to https; the site is served over plain HTTP here.
  const metadata = await getMetaData({ html, url, forceImageHttps: false });
  return {
    "open-graph-scraper": {
      title: og.ogTitle ?? "",
      description: og.ogDescription ?? "",
      image: og.ogImage?.[0]?.url ?? "",
      author: (og as { author?: string }).author ?? "",
      date: (og as { articlePublishedTime?: string }).articlePublishedTime ?? "",
    },
    "unfurl.js": {
      title: unfurled.open_graph?.title ?? "",
      description: unfurled.open_graph?.description ?? "",
      image: unfurled.open_graph?.images?.[0]?.url ?? "",
      author: unfurled.author ?? "",
      // unfurl.js returns article tags as a list, "articles", whatever its types say.
      date: (unfurled.open_graph as { articles?: { published_time?: string }[] } | undefined)?.articles?.[0]?.published_time ?? "",
    },
    "metadata-scraper": {
      title: String(metadata.title ?? ""),
      description: String(metadata.description ?? ""),
      image: String(metadata.image ?? ""),
      author: String(metadata.author ?? ""),
      date: String(metadata.published ?? ""),
    },
  };
}

test.describe("share cards and crawlers", () => {
  // Crawlers and share-card fetchers read the server's HTML; so do these tests.
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 240_000 });

  test("three scrapers, the JSON-LD and the page agree on every article and case study", async ({ page, request }) => {
    const disagreements: string[] = [];
    for (const path of articlePaths) {
      const html = await (await request.get(path)).text();
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const record = recordAt(path);
      const facts = await visibleFacts(page);
      const expected: Card = {
        ...facts,
        description: (await meta(page, 'meta[name="description"]')) ?? "",
        image: (await meta(page, 'meta[property="og:image"]')) ?? "",
      };
      // The page itself: the byline names the author of the front-matter, the date is its publishedAt.
      expect(facts.author, path).toBe(authorOf(record).name);
      expect(facts.date, path).toBe(record.publishedAt);
      expect(facts.title, path).toBe(record.title);

      const article = (await jsonLd(page)).find((data) => data["@type"] === "Article") as
        | { headline: string; description: string; image: string; author: { name: string }; datePublished: string }
        | undefined;
      const readers: Record<string, Card> = {
        ...(await scrape(path, html)),
        "JSON-LD": {
          title: article?.headline ?? "",
          description: article?.description ?? "",
          image: article?.image ?? "",
          author: article?.author.name ?? "",
          date: article?.datePublished ?? "",
        },
      };
      for (const [reader, card] of Object.entries(readers)) {
        for (const field of Object.keys(expected) as (keyof Card)[]) {
          // metadata-scraper turns "2024-03-15" into "2024-03-15T00:00:00.000Z": the same day, told as an instant.
          const same = field === "date" ? sameDay(card.date, expected.date) : card[field] === expected[field];
          if (!same) {
            disagreements.push(`${path}: ${reader} reads ${field} "${card[field]}", the page says "${expected[field]}"`);
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  test("an author is a person with a role, or a team, with an entry on /about that article:author links to", async ({ page }) => {
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    for (const author of authors) {
      const entry = page.locator(`[id="${author.id}"]`);
      await expect(entry, author.id).toHaveCount(1);
      await expect(entry).toContainText(author.name);
      if (author.type === "person") await expect(entry).toContainText(author.role);
    }

    for (const path of articlePaths) {
      const author = authorOf(recordAt(path));
      const entryUrl = `${siteUrl}/about#${author.id}`;
      await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(await meta(page, 'meta[name="author"]'), path).toBe(author.name);
      expect(await page.locator('head link[rel="author"]').getAttribute("href"), path).toBe(entryUrl);
      expect(await meta(page, 'meta[property="article:author"]'), path).toBe(entryUrl);
      await expect(page.locator('main a[rel="author"]')).toHaveAttribute("href", `/about#${author.id}`);
      // "By our Organizational Development" read as a broken sentence; a byline names the person or the team.
      await expect(page.locator("main")).not.toContainText("By our ");

      const article = (await jsonLd(page)).find((data) => data["@type"] === "Article");
      expect(article?.author, path).toEqual(
        author.type === "person"
          ? {
              "@type": "Person",
              name: author.name,
              jobTitle: author.role,
              url: entryUrl,
              worksFor: expect.objectContaining({ "@type": "Organization", name: "Arcforge Consulting" }),
            }
          : {
              "@type": "Organization",
              name: author.name,
              url: entryUrl,
              parentOrganization: expect.objectContaining({ "@type": "Organization", name: "Arcforge Consulting" }),
            },
      );
    }
  });

  test("case studies are articles: type, dates and Article JSON-LD with publisher", async ({ page }) => {
    for (const study of caseStudies) {
      const path = `/case-studies/${study.slug}`;
      await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(await meta(page, 'meta[property="og:type"]'), path).toBe("article");
      expect(await meta(page, 'meta[property="article:published_time"]'), path).toBe(study.publishedAt);
      const modified = page.locator('head meta[property="article:modified_time"]');
      if (study.updatedAt) await expect(modified).toHaveAttribute("content", study.updatedAt);
      else await expect(modified).toHaveCount(0);
      const article = (await jsonLd(page)).find((data) => data["@type"] === "Article");
      expect(article, path).toMatchObject({
        headline: study.title,
        datePublished: study.publishedAt,
        dateModified: study.updatedAt ?? study.publishedAt,
        image: await meta(page, 'meta[property="og:image"]'),
        publisher: { "@type": "Organization", name: "Arcforge Consulting", url: `${siteUrl}/` },
      });
    }
  });

  test("the feed gives each item its author, in the Dublin Core namespace", async ({ request }) => {
    const xml = await (await request.get("/insights/feed.xml")).text();
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    const feed = await new Parser().parseString(xml);
    expect(feed.items).toHaveLength(insights.length);
    for (const item of feed.items) {
      const slug = item.link?.split("/").pop() ?? "";
      const article = insights.find((candidate) => candidate.slug === slug);
      expect(article, item.link).toBeDefined();
      expect(item.creator, item.link).toBe(authorOf(article!).name);
      expect(item.title).toBe(article!.title);
    }
  });

  test("every page's title fits in 60 characters and its description in 160", async ({ request }) => {
    const over: string[] = [];
    for (const path of await sitemapPaths(request)) {
      // What a crawler reads: the HTML as served.
      const head = parseDocument(await (await request.get(path)).text());
      const title = DomUtils.textContent(DomUtils.findOne((node) => node.name === "title", head.children) ?? []);
      const description = DomUtils.findOne((node) => node.name === "meta" && node.attribs.name === "description", head.children)?.attribs.content ?? "";
      if (title.length > SEARCH_TITLE_MAX) over.push(`${path}: title is ${title.length} characters: ${title}`);
      if (description.length > SEARCH_DESCRIPTION_MAX) over.push(`${path}: description is ${description.length} characters`);
    }
    expect(over).toEqual([]);
  });

  test("the home page names the site: WebSite JSON-LD with name, URL and publisher", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const website = (await jsonLd(page)).find((data) => data["@type"] === "WebSite");
    expect(website).toMatchObject({
      "@context": "https://schema.org",
      name: "Arcforge Consulting",
      url: `${siteUrl}/`,
      publisher: { "@type": "Organization", name: "Arcforge Consulting", url: `${siteUrl}/` },
    });
  });

  test("the not-found page's share tags carry its own title, like every other page", async ({ page }) => {
    const response = await page.goto("/no-such-page", { waitUntil: "domcontentloaded" });
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe(documentTitle("404 Page Not Found"));
    expect(await meta(page, 'meta[property="og:title"]')).toBe("404 Page Not Found");
    expect(await meta(page, 'meta[name="twitter:title"]')).toBe("404 Page Not Found");
    expect(await meta(page, 'meta[property="og:site_name"]')).toBe("Arcforge Consulting");
  });
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect(Buffer.from(bytes.subarray(0, 8)).toString("hex")).toBe("89504e470d0a1a0a");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

test.describe("icons and cached images", () => {
  test("/favicon.ico and the Apple touch icon exist, drawn from the mark, and the head declares them", async ({ page, request }) => {
    await page.goto("/insights", { waitUntil: "domcontentloaded" });
    const declared = await page.locator("head link[rel~='icon'], head link[rel='apple-touch-icon']").evaluateAll((links) =>
      links.map((link) => ({ rel: link.getAttribute("rel"), href: link.getAttribute("href") ?? "", sizes: link.getAttribute("sizes") })),
    );
    expect(declared.map((link) => `${link.rel} ${link.href.split("?")[0]}`)).toEqual([
      "icon /favicon.ico",
      "icon /icon.svg",
      "apple-touch-icon /apple-touch-icon.png",
    ]);

    for (const path of ["/favicon.ico", "/apple-touch-icon.png"]) {
      // Clients that ask by the conventional name, without reading the head, find them too.
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const favicon = await request.get(declared[0]!.href);
    expect(favicon.headers()["content-type"]).toBe("image/x-icon");
    const images = decodeIco(new Uint8Array(await favicon.body()));
    expect(images.map((image) => image.width)).toEqual([16, 32, 48]);
    for (const image of images) expect(pngSize(image.data)).toEqual({ width: image.width, height: image.height });

    const apple = await request.get(declared[2]!.href);
    expect(apple.headers()["content-type"]).toBe("image/png");
    expect(pngSize(new Uint8Array(await apple.body()))).toEqual({ width: 180, height: 180 });
    expect(declared[2]!.sizes).toBe("180x180");
  });

  test("share images and icons are linked at versioned URLs and kept for a year; bare names for a day", async ({ page, request }) => {
    await page.goto("/insights/ai-vision-to-value", { waitUntil: "domcontentloaded" });
    const linked = [
      (await meta(page, 'meta[property="og:image"]'))!,
      ...(await page.locator("head link[rel~='icon'], head link[rel='apple-touch-icon']").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))),
    ];
    for (const url of linked) {
      expect(url, url).toMatch(/\?v=[0-9a-f]{12}$/);
      const response = await request.get(toLocalPath(url));
      expect(response.status(), url).toBe(200);
      expect(response.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
      const bare = await request.get(toLocalPath(url).split("?")[0]!);
      expect(bare.headers()["cache-control"], url).toBe("public, max-age=86400, stale-while-revalidate=604800");
    }

    // A card's version follows what it shows: every page's card has its own.
    await page.goto("/insights/machine-learning-ops", { waitUntil: "domcontentloaded" });
    const other = (await meta(page, 'meta[property="og:image"]'))!;
    expect(other.split("?v=")[1]).not.toBe(linked[0]!.split("?v=")[1]);
  });
});

test.describe("the services page", () => {
  test("is in the sitemap and the footer, and the breadcrumbs and back links of the service pages lead to it", async ({ page, request }) => {
    expect(await sitemapPaths(request)).toContain("/services");
    const response = await page.goto("/services", { waitUntil: "domcontentloaded" });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const slug of ["ai-strategy", "ai-solutions", "ai-program-management"]) {
      await expect(page.locator(`main a[href="/services/${slug}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "All Services" })).toHaveAttribute("href", "/services");

    for (const slug of ["ai-strategy", "ai-solutions", "ai-program-management"]) {
      await page.goto(`/services/${slug}`, { waitUntil: "domcontentloaded" });
      const breadcrumb = (await jsonLd(page)).find((data) => data["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string; item: string }[];
      };
      expect(breadcrumb.itemListElement[1]).toMatchObject({ name: "Services", item: `${siteUrl}/services` });
      await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
    }
  });
});
