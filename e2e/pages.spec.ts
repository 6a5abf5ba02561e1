import { expect, test, type Locator, type Page } from "@playwright/test";
import { about, aiSolutions, services, successStories } from "./support/page-copy";
import type { ServiceContent, ServiceSlug } from "../lib/content/page-schema";
import { canonicalUrl, legalDocument } from "./support/content";

/**
 * The service pages, AI solutions, success stories, about, privacy policy and terms. Copy comes
 * from content/pages/*.yaml and content/legal/*.md; counts, titles, figures and routes are the spec's.
 */

function servicePage(slug: ServiceSlug): ServiceContent {
  const page = services.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`content/pages/services has no ${slug}`);
  return page;
}

const PAGES: { path: string; title: string; description: string; h1: string }[] = [
  ...(["ai-strategy", "ai-solutions", "ai-program-management"] as const).map((slug) => {
    const page = servicePage(slug);
    return { path: `/services/${slug}`, ...page.meta, h1: page.hero.title };
  }),
  { path: "/ai-solutions", ...aiSolutions.meta, h1: aiSolutions.hero.title },
  { path: "/success-stories", ...successStories.meta, h1: successStories.hero.title },
  { path: "/about", ...about.meta, h1: about.hero.title },
  ...(["privacy-policy", "terms-of-service"] as const).map((slug) => {
    const doc = legalDocument(slug);
    return { path: `/${slug}`, title: doc.title, description: doc.description, h1: doc.title };
  }),
];

/** The items of a section's first list (its cards or rows), not those of lists nested in them. */
function itemsOf(section: Locator): Locator {
  return section.getByRole("list").first().locator(":scope > li");
}

/** The first section of main: the page header with its calls to action. */
function hero(page: Page): Locator {
  return page.getByRole("main").locator("section").first();
}

/** The last section of main: the closing call. */
function closing(page: Page): Locator {
  return page.getByRole("main").locator("section").last();
}

/** True when some compact element of main shows the figure (as a whole number) next to its context. */
function showsFigure(page: Page, figure: string, context: RegExp): Promise<boolean> {
  return page.getByRole("main").evaluate(
    (main, { figure, source, flags }) => {
      const escaped = figure.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const token = new RegExp(`(^|[^\\d.$])${escaped}(?![\\d.]\\d)(?!\\d)`);
      const near = new RegExp(source, flags);
      return Array.from(main.querySelectorAll<HTMLElement>("*")).some((element) => {
        const text = element.innerText ?? "";
        return text.length <= 400 && token.test(text) && near.test(text);
      });
    },
    { figure, source: context.source, flags: context.flags },
  );
}

async function expectLink(scope: Page | Locator, name: string | RegExp, href: string) {
  const link = scope.getByRole("link", { name, exact: typeof name === "string" ? true : undefined });
  await expect(link.first()).toBeVisible();
  await expect(link.first()).toHaveAttribute("href", href);
}

// Every check here reads what a page says and links to, all of it in the HTML as served: the
// pages are read without JavaScript, and without waiting for images and fonts.
test.use({ javaScriptEnabled: false });

test.describe("each page answers with its heading", () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} answers 200 with its h1`, async ({ page }) => {
      const response = await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    });
  }
});

test.describe("service pages", () => {
  test("AI Strategy: four approach steps, eight deliverables, three reasons", async ({ page }) => {
    await page.goto("/services/ai-strategy", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Strategy & Implementation");
    await expect(hero(page).getByText("Strategic Consulting", { exact: true })).toBeVisible();

    const steps = page.locator("#approach").getByRole("heading", { level: 3 });
    await expect(steps).toHaveText([
      /Assessment & Discovery$/,
      /Strategy Development$/,
      /Implementation Planning$/,
      /Change Management$/,
    ]);
    await expect(itemsOf(page.locator("#approach"))).toHaveCount(4);
    await expect(itemsOf(page.locator("#deliverables"))).toHaveCount(8);
    await expect(itemsOf(page.locator("#why-us"))).toHaveCount(3);
  });

  test("AI Solutions: three capabilities with four tags each, four phases and the technology stack", async ({ page }) => {
    await page.goto("/services/ai-solutions", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI & Machine Learning Solutions");
    await expect(hero(page).getByText("Technical Implementation", { exact: true })).toBeVisible();

    const capabilities = itemsOf(page.locator("#capabilities"));
    await expect(capabilities).toHaveCount(3);
    for (const [index, title] of ["Custom AI Models", "Generative AI Integration", "Process Automation"].entries()) {
      const card = capabilities.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.getByRole("list", { name: `${title} features` }).getByRole("listitem")).toHaveCount(4);
    }
    await expect(itemsOf(page.locator("#process"))).toHaveCount(4);

    const stack = page.locator("#technology-stack");
    const groups = servicePage("ai-solutions").sections.find((section) => section.kind === "tags");
    if (groups?.kind !== "tags") throw new Error("the AI solutions page has no technology stack in its content");
    const tags = groups.groups.flatMap((group) => group.items);
    expect(tags.length).toBeGreaterThan(0);
    await expect(stack.getByRole("listitem")).toHaveCount(tags.length);
    for (const tag of tags) await expect(stack.getByText(tag, { exact: true })).toBeVisible();
  });

  test("AI Program Management: four framework items, ten services, four reasons", async ({ page }) => {
    await page.goto("/services/ai-program-management", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Program Management");
    const framework = page.locator("#framework").getByRole("heading", { level: 3 });
    await expect(framework).toHaveText([/Portfolio Planning$/, /Stakeholder Management$/, /Risk Management$/, /Quality Assurance$/]);
    await expect(itemsOf(page.locator("#services"))).toHaveCount(10);
    await expect(itemsOf(page.locator("#why-us"))).toHaveCount(4);
  });

  for (const slug of ["ai-strategy", "ai-solutions", "ai-program-management"] as const) {
    test(`/services/${slug} links back to the services and on to the strategy session and case studies`, async ({ page }) => {
      await page.goto(`/services/${slug}`, { waitUntil: "domcontentloaded" });
      await expectLink(page, "Back to Services", "/services");
      await expect(page.locator('main a[href="/book"]').first()).toBeVisible();
      await expect(page.locator('main a[href="/case-studies"]').first()).toBeVisible();
      // The closing call carries both: Schedule a Consultation books the session.
      await expectLink(closing(page), "Schedule a Consultation", "/book");
      await expect(closing(page).locator('a[href="/case-studies"]')).toHaveCount(1);
    });
  }
});

test.describe("AI solutions", () => {
  const CAPABILITIES = [
    "Intelligent Automation",
    "Predictive Analytics",
    "Customer Intelligence",
    "Intelligent Security",
    "Business Intelligence",
    "Cognitive Computing",
  ];
  const INDUSTRIES = ["Healthcare", "Financial Services", "Manufacturing", "Retail & E-commerce", "Technology", "Energy & Utilities"];

  test("six capability cards with four key capabilities and a Learn More link each", async ({ page }) => {
    await page.goto("/ai-solutions", { waitUntil: "domcontentloaded" });
    const cards = itemsOf(page.locator("#capabilities"));
    await expect(cards).toHaveCount(6);
    for (const [index, title] of CAPABILITIES.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.getByText("Key capabilities")).toBeVisible();
      await expect(card.getByRole("listitem")).toHaveCount(4);
      await expect(card.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", "/#contact");
    }
  });

  test("six industry cards, each with a success story", async ({ page }) => {
    await page.goto("/ai-solutions", { waitUntil: "domcontentloaded" });
    const cards = itemsOf(page.locator("#industries"));
    await expect(cards).toHaveCount(6);
    for (const [index, name] of INDUSTRIES.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
      const industry = aiSolutions.industries.find((candidate) => candidate.name === name);
      if (!industry) throw new Error(`content/pages/ai-solutions.yaml has no ${name}`);
      await expect(card.getByText(industry.successStory)).toBeVisible();
    }
  });

  test("the hero and the closing call lead to contact, case studies and success stories", async ({ page }) => {
    await page.goto("/ai-solutions", { waitUntil: "domcontentloaded" });
    await expect(hero(page).locator('a[href="/#contact"]')).toHaveCount(1);
    await expect(hero(page).locator('a[href="/case-studies"]')).toHaveCount(1);
    await expectLink(closing(page), "Schedule Consultation", "/book");
    await expect(closing(page).locator('a[href="/success-stories"]')).toHaveCount(1);
  });
});

test.describe("success stories", () => {
  const INDUSTRIES = ["Financial Services", "Healthcare", "Manufacturing", "E-commerce", "Technology"];

  test("the hero leads to contact and AI solutions; By the Numbers has four metrics", async ({ page }) => {
    await page.goto("/success-stories", { waitUntil: "domcontentloaded" });
    await expect(hero(page).locator('a[href="/#contact"]')).toHaveCount(1);
    await expect(hero(page).locator('a[href="/ai-solutions"]')).toHaveCount(1);

    const numbers = page.getByRole("region", { name: "By the Numbers" });
    await expect(numbers.getByRole("heading", { name: "By the Numbers" })).toBeVisible();
    // Each figure is its label's first description; the second says what it measures.
    const figures = numbers.locator("dl > div > dd:first-of-type");
    await expect(figures).toHaveCount(4);
    await expect(figures).toHaveText(successStories.metrics.map((metric) => metric.value));
    await expect(numbers.locator("dl > div > dd:nth-of-type(2)")).toHaveText(successStories.metrics.map((metric) => metric.measures));
  });

  test("five client stories with challenge, solution, impact, four key results and Learn More", async ({ page }) => {
    await page.goto("/success-stories", { waitUntil: "domcontentloaded" });
    const stories = page.locator("#stories article");
    await expect(stories).toHaveCount(5);
    for (const [index, industry] of INDUSTRIES.entries()) {
      const story = stories.nth(index);
      await expect(story.getByText(industry, { exact: true })).toBeVisible();
      const content = successStories.stories[index];
      if (!content) throw new Error(`content/pages/success-stories.yaml has no story ${index + 1}`);
      expect(content.industry).toBe(industry);
      await expect(story.getByRole("heading", { level: 3 })).toHaveText(content.company);
      for (const [term, text] of [
        ["Challenge", content.challenge],
        ["Solution", content.solution],
        ["Impact", content.impact],
      ] as const) {
        await expect(story.locator("dt", { hasText: new RegExp(`^${term}$`) })).toBeVisible();
        await expect(story.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(story.getByText("Key results")).toBeVisible();
      await expect(story.locator("ul > li")).toHaveText(content.results.map((result) => `${result.value} ${result.label}`));
      await expect(story.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", "/#contact");
    }
  });

  test("three testimonials with author, role and company; the closing call leads on", async ({ page }) => {
    await page.goto("/success-stories", { waitUntil: "domcontentloaded" });
    const testimonials = page.locator("#testimonials figure");
    await expect(testimonials).toHaveCount(3);
    for (const [index, testimonial] of successStories.testimonials.entries()) {
      const figure = testimonials.nth(index);
      await expect(figure.locator("blockquote")).toBeVisible();
      await expect(figure.getByText(testimonial.author, { exact: true })).toBeVisible();
      await expect(figure.getByText(`${testimonial.role}, ${testimonial.company}`, { exact: true })).toBeVisible();
    }
    await expect(closing(page).locator('a[href="/#contact"]')).toHaveCount(1);
    await expect(closing(page).locator('a[href="/case-studies"]')).toHaveCount(1);
  });
});

test.describe("about and legal pages", () => {
  test("/about has the leadership and careers sections and a call to book the strategy session", async ({ page }) => {
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await expect(page.locator("#leadership")).toBeVisible();
    await expect(page.locator("#leadership").getByRole("heading", { level: 2 })).toHaveText(about.leadership.title);
    await expect(page.locator("#careers")).toBeVisible();
    await expect(page.locator("#careers").getByRole("heading", { level: 2 })).toHaveText(about.careers.title);
    await expectLink(page.locator("main"), "Schedule a Consultation", "/book");
  });

  test("/privacy-policy: badge, date, cookies section and the legal team", async ({ page }) => {
    await page.goto("/privacy-policy", { waitUntil: "domcontentloaded" });
    await expect(hero(page).getByText("Legal Document", { exact: true })).toBeVisible();
    await expect(hero(page).getByText("Last updated November 26, 2026")).toBeVisible();
    const cookies = page.locator("#cookies");
    await expect(cookies).toBeVisible();
    expect(await cookies.evaluate((element) => element.tagName)).toMatch(/^H[1-6]$/);
    await expectLink(page, "Contact Legal Team", "/#contact");
  });

  test("/terms-of-service: badge, date, Delaware law and the legal team", async ({ page }) => {
    await page.goto("/terms-of-service", { waitUntil: "domcontentloaded" });
    await expect(hero(page).getByText("Legal Agreement", { exact: true })).toBeVisible();
    await expect(hero(page).getByText("Last updated November 26, 2026")).toBeVisible();
    await expect(page.getByRole("main").getByText("State of Delaware").first()).toBeVisible();
    await expectLink(page, "Contact Legal Team", "/#contact");
  });
});

test.describe("the spec's figures", () => {
  const FIGURES: { path: string; figure: string; context: RegExp }[] = [
    { path: "/success-stories", figure: "85%", context: /manual processing time/i },
    { path: "/success-stories", figure: "95%", context: /success criteria/i },
    { path: "/success-stories", figure: "50+", context: /projects delivered/i },
    { path: "/success-stories", figure: "$50M", context: /fraud prevented/i },
    { path: "/success-stories", figure: "67%", context: /fraud/i },
    { path: "/success-stories", figure: "80%", context: /inquiries/i },
    { path: "/success-stories", figure: "99.7%", context: /threat detection/i },
    { path: "/success-stories", figure: "40%", context: /faster diagnosis/i },
    { path: "/ai-solutions", figure: "$50M", context: /fraud/i },
    { path: "/ai-solutions", figure: "80%", context: /inquiries/i },
    { path: "/ai-solutions", figure: "40%", context: /faster diagnosis/i },
    { path: "/ai-solutions", figure: "400%", context: /average ROI/i },
    { path: "/services/ai-program-management", figure: "100+", context: /implementations managed/i },
    { path: "/services/ai-program-management", figure: "60%", context: /lower project failure rate/i },
    { path: "/services/ai-program-management", figure: "35%", context: /ROI improvement within 18 months/i },
  ];

  for (const path of [...new Set(FIGURES.map((entry) => entry.path))]) {
    test(`${path} shows its figures beside what they measure`, async ({ page }) => {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      for (const { figure, context } of FIGURES.filter((entry) => entry.path === path)) {
        expect(await showsFigure(page, figure, context), `${figure} with ${context}`).toBe(true);
      }
    });
  }

  test("the headline metrics are shown as figures of their own", async ({ page }) => {
    await page.goto("/success-stories", { waitUntil: "domcontentloaded" });
    const numbers = page.getByRole("region", { name: "By the Numbers" });
    for (const figure of ["50+", "95%", "85%"]) await expect(numbers.getByText(figure, { exact: true })).toBeVisible();
    await page.goto("/services/ai-program-management", { waitUntil: "domcontentloaded" });
    for (const figure of ["100+", "60%"]) await expect(hero(page).getByText(figure, { exact: true })).toBeVisible();
  });
});

test.describe("metadata", () => {
  test("each page has its own title, description and canonical URL", async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path, title, description } of PAGES) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const documentTitle = await page.title();
      expect(documentTitle, path).toContain(title);
      titles.add(documentTitle);

      const meta = page.locator('meta[name="description"]');
      await expect(meta, path).toHaveCount(1);
      await expect(meta, path).toHaveAttribute("content", description);
      descriptions.add(description);

      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical, path).toHaveCount(1);
      expect(new URL((await canonical.getAttribute("href")) ?? "").toString(), path).toBe(canonicalUrl(path));
    }
    expect(titles.size).toBe(PAGES.length);
    expect(descriptions.size).toBe(PAGES.length);
  });
});
