import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { siteUrl } from "../lib/site";
import { crawlSite, toLocalPath } from "./support/crawl";
import { topicRoutes } from "./support/routes";
import { commonCopy } from "./support/page-copy";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    expect(match[1]!.startsWith(`${siteUrl}/`), match[1]).toBe(true);
    return toLocalPath(match[1]!);
  });
}

async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogType: meta('meta[property="og:type"]'),
      ogUrl: meta('meta[property="og:url"]'),
      ogImage: meta('meta[property="og:image"]'),
      ogImageWidth: meta('meta[property="og:image:width"]'),
      ogImageHeight: meta('meta[property="og:image:height"]'),
      ogSiteName: meta('meta[property="og:site_name"]'),
      publishedTime: meta('meta[property="article:published_time"]'),
      section: meta('meta[property="article:section"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      twitterImage: meta('meta[name="twitter:image"]'),
      feed: document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute("href") ?? null,
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => script.textContent ?? ""),
    };
  });
}

/** An article or a case study: /insights/<slug> or /case-studies/<slug>, not a list page or a topic page. */
function isArticle(path: string): boolean {
  return /^\/(insights|case-studies)\/(?!page\/|category\/|sector\/)[^/]+$/.test(path);
}

function expectedJsonLdTypes(path: string): string[] {
  if (path === "/") return ["Organization", "WebSite"];
  if (isArticle(path)) return ["Article", "BreadcrumbList"];
  if (path.startsWith("/services/")) return ["Service", "BreadcrumbList"];
  return [];
}

test.describe("metadata, share images and structured data", () => {
  // What search engines and share cards read is in the server's HTML; read it as they do.
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 180_000 });

  test("the sitemap lists exactly the pages that answer 200", async ({ request }) => {
    const crawled = await crawlSite(request);
    const ok = [...crawled].filter(([, page]) => page.status === 200 && page.html).map(([path]) => path);
    const broken = [...crawled].filter(([, page]) => page.status !== 200).map(([path, page]) => `${path} ${page.status}`);
    expect(broken).toEqual([]);
    const listed = await sitemapPaths(request);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...ok].sort());
    for (const path of listed) expect((await request.get(path)).status(), path).toBe(200);
    // Home, about, services and its three pages, AI solutions, success stories, the case studies and
    // the insights lists with one page each per entry, the legal pages, the booking page (not the
    // page a visitor's link opens to manage a booking), and a page per topic.
    expect(listed.length).toBe(1 + 1 + 1 + 3 + 1 + 1 + 1 + 12 + 1 + 12 + 2 + 1 + topicRoutes().length);
    expect(listed).not.toContain("/book/manage");
  });

  test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/Allow: \//);
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test("every page describes itself, with its own share image and structured data", async ({ page, request }) => {
    const paths = await sitemapPaths(request);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const images = new Set<string>();

    for (const path of paths) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const meta = await head(page);
      const where = `on ${path}`;

      expect(meta.title, where).toBeTruthy();
      // Search results show the short title; share cards the headline, without the firm's name.
      expect(meta.ogTitle && !meta.ogTitle.endsWith("| Arcforge Consulting"), where).toBe(true);
      expect(meta.description?.length ?? 0, where).toBeGreaterThan(50);
      expect(titles.get(meta.title), `title of ${path} repeats ${titles.get(meta.title)}`).toBeUndefined();
      expect(descriptions.get(meta.description!), `description of ${path} repeats`).toBeUndefined();
      titles.set(meta.title, path);
      descriptions.set(meta.description!, path);

      const canonical = path === "/" ? `${siteUrl}` : `${siteUrl}${path}`;
      expect([canonical, `${canonical}/`], where).toContain(meta.canonical);
      expect(meta.ogUrl, where).toBe(meta.canonical);
      expect(meta.ogTitle, where).toBeTruthy();
      expect(meta.ogDescription, where).toBe(meta.description);
      expect(meta.ogSiteName, where).toBe("Arcforge Consulting");
      expect(meta.twitterCard, where).toBe("summary_large_image");
      expect(meta.feed, where).toBe(`${siteUrl}/insights/feed.xml`);

      if (isArticle(path)) {
        expect(meta.ogType, where).toBe("article");
        expect(meta.publishedTime, where).toMatch(/^\d{4}-\d{2}-\d{2}/);
        expect(meta.section, where).toBeTruthy();
      } else {
        expect(meta.ogType, where).toBe("website");
      }

      expect(meta.ogImage, where).toMatch(new RegExp(`^${siteUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/`));
      expect(meta.twitterImage, where).toBe(meta.ogImage);
      expect([meta.ogImageWidth, meta.ogImageHeight], where).toEqual(["1200", "630"]);
      images.add(meta.ogImage!);
      const image = await request.get(toLocalPath(meta.ogImage!));
      expect(image.status(), meta.ogImage!).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });

      const types = meta.jsonLd.map((json) => {
        const data = JSON.parse(json) as { "@context"?: string; "@type"?: string };
        expect(data["@context"], where).toBe("https://schema.org");
        return data["@type"];
      });
      expect(types.sort(), where).toEqual(expectedJsonLdTypes(path).sort());
    }

    // Each page has its own card.
    expect(images.size).toBe(paths.length);
  });

  test("structured data carries the page's own facts", async ({ page }) => {
    const read = async () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
          (script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>,
        ),
      );

    await page.goto("/", { waitUntil: "domcontentloaded" });
    const [organization] = await read();
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Arcforge Consulting",
      url: `${siteUrl}/`,
      contactPoint: { "@type": "ContactPoint", email: "hello@arcforge.consulting" },
    });

    await page.goto("/insights/ai-vision-to-value", { waitUntil: "domcontentloaded" });
    const article = (await read()).find((data) => data["@type"] === "Article");
    expect(article).toMatchObject({
      headline: await page.locator("h1").innerText(),
      datePublished: "2024-03-15",
      url: `${siteUrl}/insights/ai-vision-to-value`,
    });

    await page.goto("/case-studies/finance-ai", { waitUntil: "domcontentloaded" });
    const breadcrumb = (await read()).find((data) => data["@type"] === "BreadcrumbList") as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(breadcrumb.itemListElement.map((item) => item.item)).toEqual([
      `${siteUrl}/`,
      `${siteUrl}/case-studies`,
      `${siteUrl}/case-studies/finance-ai`,
    ]);
  });

  test("the risk management page is canonical at its own route", async ({ page }) => {
    await page.goto("/case-studies/ai-risk-management", { waitUntil: "domcontentloaded" });
    expect((await head(page)).canonical).toBe(`${siteUrl}/case-studies/ai-risk-management`);
  });
});

test.describe("insights feed", () => {
  test("parses as RSS 2.0 with the 12 articles, newest first", async ({ page, request }) => {
    const response = await request.get("/insights/feed.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const error = doc.querySelector("parsererror")?.textContent ?? null;
      const text = (node: Element | null | undefined, tag: string) => node?.getElementsByTagName(tag)[0]?.textContent ?? null;
      const channel = doc.querySelector("rss > channel");
      return {
        error,
        version: doc.documentElement.getAttribute("version"),
        title: text(channel, "title"),
        link: text(channel, "link"),
        description: text(channel, "description"),
        items: Array.from(doc.querySelectorAll("item")).map((item) => ({
          title: text(item, "title"),
          link: text(item, "link"),
          description: text(item, "description"),
          pubDate: text(item, "pubDate"),
          guid: text(item, "guid"),
        })),
      };
    }, xml);

    expect(feed.error).toBeNull();
    expect(feed.version).toBe("2.0");
    expect(feed.title).toBe(commonCopy.site.feedTitle);
    expect(feed.link).toBe(`${siteUrl}/insights`);
    expect(feed.description).toBeTruthy();
    expect(feed.items).toHaveLength(12);
    for (const item of feed.items) {
      expect(item.title).toBeTruthy();
      expect(item.description).toBeTruthy();
      expect(item.link).toMatch(new RegExp(`^${siteUrl}/insights/[a-z0-9-]+$`));
      expect(item.guid).toBe(item.link);
      expect(Number.isNaN(Date.parse(item.pubDate ?? ""))).toBe(false);
      expect((await request.get(toLocalPath(item.link!))).status()).toBe(200);
    }
    const dates = feed.items.map((item) => Date.parse(item.pubDate!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
