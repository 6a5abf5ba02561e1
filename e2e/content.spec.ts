import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import { caseStudiesListing, insightsListing } from "./support/page-copy";
import { formatDate } from "../lib/format";
import { authorOf, canonicalUrl, caseStudies, caseStudy, insight, insights } from "./support/content";
import { hydrated } from "./support/page-checks";

/**
 * Case studies and insights come from Markdown (issue "Case studies and insights from Markdown").
 * Expected copy comes from the front-matter; the spec's fixed facts (counts, figures, labels,
 * routes) are written out here because they are the requirements.
 */

declare global {
  interface Window {
    __shareCalls?: ShareData[];
  }
}

const ROUTED_CASE_STUDIES = [
  "ai-risk-management",
  "predictive-analytics",
  "supply-chain-optimization",
  "chatbot-automation",
  "fraud-detection",
  "smart-manufacturing",
  "healthcare-ai",
  "ecommerce-personalization",
  "cybersecurity-ai",
  "retail-analytics",
  "education-ai",
  "finance-ai",
];

/** Spec section 2 (case study detail pages) and DECISIONS.md's slug-to-page table. */
const SPEC_CASE_STUDIES: Record<
  string,
  // minutes: the spec's printed reading time, kept for the record; pages show the computed one (content/README.md).
  { sector: string; months: number; minutes?: number; results?: [string, string][]; button?: string }
> = {
  "ai-risk-management": { sector: "Financial Services", months: 8, button: "Contact Us Today" },
  "predictive-analytics": { sector: "Healthcare", months: 8, minutes: 15 },
  "supply-chain-optimization": { sector: "Manufacturing", months: 6, minutes: 12 },
  "chatbot-automation": { sector: "Retail", months: 4, minutes: 10 },
  "fraud-detection": { sector: "Banking", months: 5, minutes: 12 },
  "smart-manufacturing": { sector: "Manufacturing", months: 10, minutes: 14 },
  "healthcare-ai": { sector: "Healthcare", months: 12, minutes: 16 },
  "ecommerce-personalization": { sector: "E-commerce", months: 6, minutes: 11 },
  "cybersecurity-ai": { sector: "Cybersecurity", months: 7, minutes: 13 },
  "retail-analytics": {
    sector: "Retail",
    months: 8,
    minutes: 12,
    results: [
      ["63%", "revenue growth"],
      ["45%", "inventory optimization"],
      ["58%", "customer satisfaction"],
    ],
    button: "Maximize Your Revenue",
  },
  "education-ai": {
    sector: "Education",
    months: 9,
    minutes: 11,
    results: [
      ["87%", "learning outcomes"],
      ["92%", "student engagement"],
      ["76%", "completion rates"],
    ],
    button: "Enhance Learning",
  },
  "finance-ai": {
    sector: "Financial Services",
    months: 11,
    minutes: 15,
    results: [
      ["94%", "prediction accuracy"],
      ["127%", "above-market returns"],
      ["68%", "risk reduction"],
    ],
    button: "Optimize Your Returns",
  },
};

/**
 * Spec section 2, the article table. Its author column is a role: the site names the person who holds
 * it beside it, or the team ("Arcforge Leadership Team", "Organizational Development Practice").
 */
const SPEC_ARTICLES: Record<
  string,
  { category: string; title: string; author: string; date: string; minutes: number; button: string }
> = {
  "ai-vision-to-value": {
    category: "AI Strategy",
    title: "From AI Vision to AI Value",
    author: "Leadership Team",
    date: "March 15, 2024",
    minutes: 8,
    button: "Get in Touch",
  },
  "generative-ai-enterprise": {
    category: "Technology",
    title: "The Rise of Generative AI in Enterprise",
    author: "Chief Technology Officer",
    date: "March 8, 2024",
    minutes: 6,
    button: "Get Expert Guidance",
  },
  "scaling-ai-initiatives": {
    category: "Program Management",
    title: "Scaling AI Initiatives",
    author: "Senior Program Manager",
    date: "February 28, 2024",
    minutes: 7,
    button: "Plan Your AI Scale-Up",
  },
  "data-governance-ai": {
    category: "Data Strategy",
    title: "Data Governance in the Age of AI",
    author: "Data Strategy Lead",
    date: "March 20, 2024",
    minutes: 9,
    button: "Start Your Governance Journey",
  },
  "ai-ethics-business": {
    category: "AI Ethics",
    title: "Responsible AI",
    author: "Ethics & Compliance Officer",
    date: "March 12, 2024",
    minutes: 11,
    button: "Build Ethical AI",
  },
  "machine-learning-ops": {
    category: "MLOps",
    title: "Operationalizing Machine Learning at Scale",
    author: "ML Engineering Lead",
    date: "March 5, 2024",
    minutes: 10,
    button: "Build Your MLOps Pipeline",
  },
  "digital-transformation-roadmap": {
    category: "Digital Transformation",
    title: "The CEO's Guide to Digital Transformation in 2024",
    author: "Strategy Director",
    date: "February 25, 2024",
    minutes: 12,
    button: "Start Your Transformation",
  },
  "ai-roi-measurement": {
    category: "Business Impact",
    title: "Measuring AI ROI",
    author: "Business Intelligence Lead",
    date: "February 20, 2024",
    minutes: 8,
    button: "Measure Your AI Impact",
  },
  "future-work-ai": {
    category: "Future of Work",
    title: "How AI is Reshaping Job Roles and Skills",
    author: "Organizational Development",
    date: "February 15, 2024",
    minutes: 9,
    button: "Transform Your Workforce",
  },
  "ai-customer-experience": {
    category: "Customer Experience",
    title: "AI-Driven Customer Experience",
    author: "Customer Experience Director",
    date: "February 10, 2024",
    minutes: 10,
    button: "Enhance Customer Experience",
  },
};

/** The cards of a list page: the direct items of the first list in the region. */
function cardsIn(page: Page, regionName: string): Locator {
  return page.getByRole("region", { name: regionName }).getByRole("list").first().locator(":scope > li");
}

/** The value shown for a term of a description list (the case study facts). */
function fact(scope: Page | Locator, term: string): Locator {
  return scope.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
}

async function hrefsOf(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""));
}

test.describe("case studies list", () => {
  test("answers 200 with the hero and 12 complete cards, one per routed case study", async ({ page }) => {
    const response = await page.goto("/case-studies");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(caseStudiesListing.hero.title);

    const cards = cardsIn(page, "All case studies");
    await expect(cards).toHaveCount(12);

    const slugs: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const card = cards.nth(index);
      const link = card.getByRole("link", { name: /^View case study/ });
      await expect(link).toHaveCount(1);
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/case-studies\/[a-z0-9-]+$/);
      const slug = href.split("/").pop() ?? "";
      slugs.push(slug);
      const study = caseStudy(slug);

      const image = card.locator("img");
      await expect(image).toHaveCount(1);
      await expect(image).toHaveAttribute("alt", study.image.alt);
      expect((await image.getAttribute("alt"))?.trim()).not.toBe("");
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);

      // The sector badge comes first in the card, before the tags.
      await expect(card.getByText(study.sector, { exact: true }).first()).toBeVisible();
      await expect(card.getByRole("heading", { name: study.title, exact: true })).toBeVisible();
      await expect(card.getByText(study.summary, { exact: true })).toBeVisible();
      const tags = card.getByRole("list", { name: "Tags" }).getByRole("listitem");
      await expect(tags).toHaveText(study.tags.map((tag) => tag.label));
      // The metric: its value with its label beside it (a label may repeat a tag's wording).
      const metric = card.locator("p").filter({ has: page.getByText(study.metric.value, { exact: true }) });
      await expect(metric).toBeVisible();
      await expect(metric.getByText(study.metric.label, { exact: true })).toBeVisible();
    }
    expect([...slugs].sort()).toEqual([...ROUTED_CASE_STUDIES].sort());
  });

  test("the grid has 1 column at 375 px, 2 at 768 px and 3 at 1280 px", async ({ page }) => {
    await page.goto("/case-studies");
    const cards = cardsIn(page, "All case studies");
    await expect(cards).toHaveCount(12);
    // Layout positions (offsetLeft/offsetTop) ignore the fade-in's transform.
    const columnsInFirstRow = () =>
      cards.evaluateAll((items) => {
        const boxes = items.map((item) => ({ left: (item as HTMLElement).offsetLeft, top: (item as HTMLElement).offsetTop }));
        const firstTop = boxes[0]?.top ?? 0;
        return new Set(boxes.filter((box) => Math.abs(box.top - firstTop) < 2).map((box) => box.left)).size;
      });
    for (const [width, columns] of [
      [375, 1],
      [768, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(columnsInFirstRow, { message: `columns at ${width} px` }).toBe(columns);
    }
  });
});

/** The text of the `<h1>` a page is served with, after checking that it answers 200. */
async function servedH1(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const heading = DomUtils.findOne((node) => node.name === "h1", parseDocument(await response.text()).children);
  return heading ? DomUtils.textContent(heading).trim() : "";
}

test.describe("every card opens its page", () => {
  test("the 12 case study cards lead to pages that answer 200 with their title", async ({ page, request }) => {
    await page.goto("/case-studies");
    const hrefs = await hrefsOf(cardsIn(page, "All case studies").getByRole("link", { name: /^View case study/ }));
    expect(hrefs).toHaveLength(12);
    for (const href of hrefs) {
      // The page's own test ("… shows its facts") reads it; here: it answers, and it is the card's.
      expect(await servedH1(request, href), href).toBe(caseStudy(href.split("/").pop() ?? "").title);
    }
  });

  test("the 12 insight cards lead to pages that answer 200 with their title", async ({ page, request }) => {
    await page.goto("/insights");
    const hrefs = await hrefsOf(cardsIn(page, "All articles").getByRole("link", { name: /^Read more/ }));
    expect(hrefs).toHaveLength(12);
    for (const href of hrefs) {
      expect(await servedH1(request, href), href).toBe(insight(href.split("/").pop() ?? "").title);
    }
  });
});

test.describe("case study pages", () => {
  // What each page says is in the HTML as served; the behaviour on top is tested once, elsewhere.
  test.use({ javaScriptEnabled: false });
  test("all 12 routed slugs have a published case study", () => {
    expect(caseStudies.map((study) => study.slug).sort()).toEqual([...ROUTED_CASE_STUDIES].sort());
  });

  for (const slug of ROUTED_CASE_STUDIES) {
    test(`/case-studies/${slug} shows its facts, story, results, image and calls`, async ({ page }) => {
      const study = caseStudy(slug);
      const spec = SPEC_CASE_STUDIES[slug];
      if (!spec) throw new Error(`no spec facts for ${slug}`);

      const response = await page.goto(`/case-studies/${slug}`, { waitUntil: "domcontentloaded" });
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);

      // Facts: the spec's sector and duration; the reading time is computed from the text (content/README.md).
      await expect(fact(page, "Sector")).toHaveText(spec.sector);
      await expect(fact(page, "Duration")).toHaveText(`${spec.months} months`);
      await expect(fact(page, "Reading time")).toHaveText(`${study.readingMinutes} min read`);
      expect(study.sector).toBe(spec.sector);

      // The challenge and the two solution blocks.
      await expect(page.getByRole("heading", { level: 2, name: "The Challenge" })).toBeVisible();
      await expect(page.getByText(study.challenge, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Our Solution" })).toBeVisible();
      expect(study.solution).toHaveLength(2);
      for (const block of study.solution) {
        await expect(page.getByRole("heading", { level: 3, name: block.title, exact: true })).toBeVisible();
        await expect(page.getByText(block.description, { exact: true })).toBeVisible();
      }

      // Three results with the front-matter's figures (and the spec's, where it gives them).
      const results = page.getByRole("region", { name: "Results & Impact" }).getByRole("list").first().locator(":scope > li");
      await expect(results).toHaveCount(3);
      const expectedResults = spec.results ?? study.results.map((result) => [result.value, result.label] as [string, string]);
      for (const [index, [value, label]] of expectedResults.entries()) {
        await expect(results.nth(index).getByText(value, { exact: true })).toBeVisible();
        await expect(results.nth(index).getByText(label, { exact: true })).toBeVisible();
        expect(study.results[index]).toEqual({ value, label });
      }

      // The illustration with its caption.
      const figure = page.locator("figure").filter({ has: page.locator("figcaption") });
      await expect(figure.locator("img")).toHaveAttribute("alt", study.image.alt);
      await expect(figure.locator("figcaption")).toHaveText(study.image.caption);

      // Calls to action.
      const button = spec.button ?? study.ctaLabel;
      expect(study.ctaLabel).toBe(button);
      await expect(page.getByRole("link", { name: button, exact: true })).toHaveAttribute("href", "/#contact");
      await expect(page.getByRole("link", { name: "Back to Case Studies" })).toHaveAttribute("href", "/case-studies");
    });
  }

  test("the risk management page keeps its long form", async ({ page }) => {
    const response = await page.goto("/case-studies/ai-risk-management");
    expect(response?.status()).toBe(200);
    const article = page.getByRole("article").first();

    const outline = await article
      .locator("h2, h3")
      .evaluateAll((headings) => headings.map((heading) => ({ level: heading.tagName, text: heading.textContent?.trim() ?? "" })));
    /** The h3 headings under the (first) h2 whose text matches. */
    const under = (pattern: RegExp) => {
      const start = outline.findIndex((heading) => heading.level === "H2" && pattern.test(heading.text));
      expect(start, `a section heading matching ${pattern}`).toBeGreaterThanOrEqual(0);
      const rest = outline.slice(start + 1);
      const end = rest.findIndex((heading) => heading.level === "H2");
      return rest.slice(0, end < 0 ? undefined : end).filter((heading) => heading.level === "H3");
    };

    for (const section of [/Challenge/, /Results/, /Key Innovations/, /Client Testimonial/, /Looking Ahead/]) {
      under(section);
    }
    expect(under(/Approach/), "four approach steps").toHaveLength(4);
    const phases = under(/Implementation Timeline/);
    expect(phases, "three phases").toHaveLength(3);
    phases.forEach((phase, index) => expect(phase.text).toMatch(new RegExp(`^Phase ${index + 1}\\b`)));

    // The testimonial is a quotation placed in its own section.
    const quote = article.locator("blockquote");
    await expect(quote).toHaveCount(1);
    await expect(quote).toBeVisible();
    const testimonialFirst = await page
      .getByRole("heading", { level: 2, name: "Client Testimonial" })
      .evaluate((heading) => {
        const blockquote = document.querySelector("article blockquote");
        return !!blockquote && !!(heading.compareDocumentPosition(blockquote) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
    expect(testimonialFirst).toBe(true);

    await expect(page.getByRole("link", { name: "Contact Us Today", exact: true })).toHaveAttribute("href", "/#contact");
    await expect(page.getByRole("link", { name: "Explore More Case Studies", exact: true })).toHaveAttribute("href", "/case-studies");
  });
});

test.describe("insights list", () => {
  test("answers 200 with the hero and 12 complete cards, newest first", async ({ page }) => {
    const response = await page.goto("/insights");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights & Perspectives");
    expect(insightsListing.hero.title).toBe("Insights & Perspectives");

    const cards = cardsIn(page, "All articles");
    await expect(cards).toHaveCount(12);

    const dates = await cards.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates).toHaveLength(12);
    expect(dates).toEqual([...dates].sort().reverse());

    const slugs: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const card = cards.nth(index);
      const link = card.getByRole("link", { name: /^Read more/ });
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/insights\/[a-z0-9-]+$/);
      const slug = href.split("/").pop() ?? "";
      slugs.push(slug);
      const article = insight(slug);

      await expect(card.getByText(article.category, { exact: true })).toBeVisible();
      await expect(card.getByText(`${article.readingMinutes} min read`, { exact: true })).toBeVisible();
      await expect(card.getByRole("heading", { name: article.title, exact: true })).toBeVisible();
      await expect(card.getByText(article.excerpt, { exact: true })).toBeVisible();
      await expect(card.getByText(authorOf(article).name, { exact: true })).toBeVisible();
      await expect(card.locator("time")).toHaveText(formatDate(article.publishedAt));
      await expect(card.locator("time")).toHaveAttribute("datetime", article.publishedAt);
    }
    // Newest first, the same order as the front-matter dates.
    expect(slugs).toEqual(insights.map((article) => article.slug));
    expect(slugs).toEqual(expect.arrayContaining(["cybersecurity-ai-era", "quantum-computing-business", ...Object.keys(SPEC_ARTICLES)]));
  });
});

test.describe("insight pages", () => {
  test.use({ javaScriptEnabled: false });
  test("the ten spec articles and the two added ones are published", () => {
    const slugs = insights.map((article) => article.slug);
    expect(slugs).toHaveLength(12);
    expect(slugs).toEqual(expect.arrayContaining([...Object.keys(SPEC_ARTICLES), "cybersecurity-ai-era", "quantum-computing-business"]));
  });

  for (const article of insights) {
    test(`/insights/${article.slug} shows its header, body and closing call`, async ({ page }) => {
      const spec = SPEC_ARTICLES[article.slug];
      const response = await page.goto(`/insights/${article.slug}`, { waitUntil: "domcontentloaded" });
      expect(response?.status()).toBe(200);

      const main = page.getByRole("article").first();
      const hero = main.locator("section").first();
      await expect(hero.getByRole("link", { name: "Back to Insights" })).toHaveAttribute("href", "/insights");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(hero.getByText(article.summary, { exact: true })).toBeVisible();
      await expect(hero.getByText(article.category, { exact: true })).toBeVisible();
      await expect(hero.getByRole("link", { name: authorOf(article).name, exact: true })).toHaveAttribute(
        "href",
        `/about#${article.author}`,
      );
      await expect(hero.locator("time")).toHaveText(formatDate(article.publishedAt));
      await expect(hero.getByText(`${article.readingMinutes} min read`, { exact: true })).toBeVisible();

      if (spec) {
        await expect(page.getByRole("heading", { level: 1 })).toContainText(spec.title);
        await expect(hero.getByText(spec.category, { exact: true })).toBeVisible();
        // The spec's author role: a person's job title, or the name of the team.
        await expect(hero).toContainText(spec.author);
        await expect(hero.locator("time")).toHaveText(spec.date);
        expect(article.ctaLabel).toBe(spec.button);
      }

      // At least four body sections, besides the page furniture.
      const sections = await main
        .locator("h2")
        .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim() ?? ""));
      const body = sections.filter((text) => text !== "On this page" && text !== article.ctaTitle);
      expect(body.length, `body sections: ${body.join(" | ")}`).toBeGreaterThanOrEqual(4);

      const closing = page.getByRole("region", { name: article.ctaTitle });
      await expect(closing.getByRole("link", { name: spec?.button ?? article.ctaLabel, exact: true })).toHaveAttribute(
        "href",
        "/#contact",
      );
      // A link that shares by e-mail until the page's scripts run, then the button.
      const share = closing.getByRole("button", { name: "Share Article" }).or(closing.getByRole("link", { name: "Share Article" }));
      await expect(share).toBeVisible();
    });
  }
});

test.describe("Share Article", () => {
  const slug = "ai-vision-to-value";
  const article = insight(slug);

  test.describe("without the Web Share API", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });

    test("copies the article's link and says so", async ({ page }) => {
      await page.addInitScript(() => {
        Reflect.deleteProperty(Navigator.prototype, "share");
        Reflect.deleteProperty(navigator, "share");
      });
      await page.goto(`/insights/${slug}`);
      expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
      await page.evaluate(() => navigator.clipboard.writeText("nothing copied yet"));

      await hydrated(page.getByRole("button", { name: "Share Article" }));
      await page.getByRole("button", { name: "Share Article" }).click();
      await expect(page.getByText("Link copied")).toBeVisible();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(canonicalUrl(`/insights/${slug}`));
      // The region the share button mounts sits in the viewport's bottom-right corner, wherever
      // the button is on the page.
      const region = page.getByRole("region", { name: /Notifications/ });
      const toast = region.locator("li").first();
      const viewport = page.viewportSize()!;
      // Once it has slid in.
      await expect.poll(async () => (await toast.boundingBox())!.y + (await toast.boundingBox())!.height).toBeLessThanOrEqual(viewport.height);
      const box = (await toast.boundingBox())!;
      expect(box.x + box.width).toBeGreaterThan(viewport.width - 60);
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);
    });
  });

  test("hands title and absolute URL to navigator.share, with no toast", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      window.__shareCalls = calls;
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        writable: true,
        value: async (data: ShareData) => {
          calls.push(data);
        },
      });
    });
    await page.goto(`/insights/${slug}`);
    await hydrated(page.getByRole("button", { name: "Share Article" }));
    await page.getByRole("button", { name: "Share Article" }).click();

    await expect.poll(() => page.evaluate(() => window.__shareCalls ?? [])).toEqual([
      { title: article.title, url: canonicalUrl(`/insights/${slug}`) },
    ]);
    expect(new URL(canonicalUrl(`/insights/${slug}`)).protocol).toMatch(/^https?:$/);
    await page.waitForTimeout(1000);
    await expect(page.getByText("Link copied")).toHaveCount(0);
    await expect(page.getByText("Could not copy the link")).toHaveCount(0);
  });
});

test.describe("unknown slugs", () => {
  for (const path of ["/case-studies/nope", "/insights/nope"]) {
    test(`${path} answers 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
    });
  }
});
