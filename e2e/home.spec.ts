import { expect, test, type Locator, type Page } from "@playwright/test";
import { commonCopy, home, successStories } from "./support/page-copy";
import { site } from "../lib/site";
import { canonicalUrl, caseStudies, featuredCaseStudies, insights } from "./support/content";
import { effectiveOpacity, scrollThroughPage } from "./support/visibility";

/**
 * The home page (issue "The home page"). Copy comes from content/pages/home.yaml and the Markdown
 * front-matter; the spec's labels, counts, figures and routes are written out.
 */

const testimonials = home.testimonials.items;

/** The items of a section's first list (its cards), not those of lists nested in them. */
function itemsOf(section: Locator): Locator {
  return section.getByRole("list").first().locator(":scope > li");
}

/** "Daniel Okafor" → "DO": first letters of the first and last names. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.[0] ?? ""}${words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : ""}`.toUpperCase();
}

async function expectClaims(section: Locator, figures: string[]) {
  for (const figure of figures) await expect(section.getByText(figure, { exact: true }).first()).toBeVisible();
}

test.describe("home page sections", () => {
  // What the page says, read from the HTML as served.
  test.use({ javaScriptEnabled: false });

  test("come in order: home, about, services, expertise, testimonials, case studies, insights, contact", async ({ page }) => {
    const response = await page.goto("/", { waitUntil: "domcontentloaded" });
    expect(response?.status()).toBe(200);
    const order = await page.getByRole("main").evaluate((main) =>
      Array.from(main.querySelectorAll("section"))
        .filter((section) => !section.parentElement?.closest("section"))
        .map((section) => section.id || `(${section.querySelector("h2")?.textContent?.trim() ?? ""})`),
    );
    const expected = ["home", "about", "services", "expertise", "testimonials", "case-studies", `(${home.insights.title})`, "contact"];
    const positions = expected.map((key) => order.indexOf(key));
    expect(positions, `sections found: ${order.join(", ")}`).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  test("hero: headline, the two calls and the 200+ / 95% / 400% claims", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const hero = page.locator("#home");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(home.hero.headline);
    await expect(hero.getByRole("link", { name: "Explore AI Solutions" })).toHaveAttribute("href", "/ai-solutions");
    await expect(hero.getByRole("link", { name: "View Success Stories" })).toHaveAttribute("href", "/success-stories");
    await expectClaims(hero, ["200+", "95%", "400%"]);
  });

  test("about: 'Learn Our Story' and the 50+ / 15+ claims", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const about = page.locator("#about");
    await expect(about.getByRole("link", { name: "Learn Our Story" })).toHaveAttribute("href", "/about");
    await expectClaims(about, ["50+", "15+"]);
  });

  test("services: three cards with four features and a Learn More link each", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const cards = itemsOf(page.locator("#services"));
    await expect(cards).toHaveCount(3);
    const targets = ["/services/ai-strategy", "/services/ai-solutions", "/services/ai-program-management"];
    for (const [index, href] of targets.entries()) {
      const card = cards.nth(index);
      const content = home.services.cards[index];
      if (!content) throw new Error(`content/pages/home.yaml has no service card ${index + 1}`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(content.title);
      await expect(card.getByText(content.subtitle, { exact: true })).toBeVisible();
      await expect(card.getByText(content.description, { exact: true })).toBeVisible();
      await expect(card.getByRole("listitem")).toHaveText(content.features);
      await expect(card.getByRole("listitem")).toHaveCount(4);
      await expect(card.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", href);
    }
  });

  test("expertise: six capabilities, four industry meters and the 200+ / 98% / 15+ claims", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const expertise = page.locator("#expertise");
    const cards = itemsOf(expertise);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Artificial Intelligence",
      "Generative AI",
      "Cloud Transformation",
      "Cybersecurity",
      "Data Analytics",
      "Digital Transformation",
    ]);

    await expect(expertise.getByRole("meter")).toHaveCount(4);
    for (const [name, value] of [
      ["Financial Services", 90],
      ["Healthcare & Life Sciences", 85],
      ["Technology & Software", 95],
      ["Manufacturing & Retail", 80],
    ] as const) {
      const meter = expertise.getByRole("meter", { name, exact: true });
      await expect(meter).toHaveAttribute("aria-valuenow", String(value));
      await expect(meter).toHaveAttribute("aria-valuemin", "0");
      await expect(meter).toHaveAttribute("aria-valuemax", "100");
    }
    await expectClaims(expertise, ["200+", "98%", "15+"]);
  });

  test("testimonials: the 450% claim, and the wall of the success stories' clients, whose names are said to be changed", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const section = page.locator("#testimonials");
    await expectClaims(section, ["450%"]);
    const clients = section.getByRole("list").last().getByRole("listitem");
    await expect(clients).toHaveText(successStories.stories.map((story) => story.company));
    // Each wordmark is the client's drawn mark beside its name; the drawing is decorative.
    for (const client of await clients.all()) await expect(client.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    await expect(section.getByText(home.testimonials.clientsNote)).toBeVisible();
    await expect(section.getByRole("link", { name: home.testimonials.clientsLink.label })).toHaveAttribute("href", "/success-stories");
  });
});

test.describe("testimonial carousel", () => {
  const carousel = (page: Page) => page.getByRole("region", { name: "Client testimonials" });
  const shown = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]').filter({ visible: true });

  /**
   * Waits until React has committed the carousel (it marks itself in an effect): its buttons have
   * props as soon as they render, but they answer a click only once their boundary has committed.
   */
  const ready = (page: Page) => expect(carousel(page)).toHaveAttribute("data-ready", "true", { timeout: 30_000 });

  async function expectSlide(page: Page, number: number) {
    await expect(shown(page)).toHaveCount(1);
    await expect(shown(page)).toHaveAttribute("aria-label", `${number} of 4`);
  }

  test("starts on the first of four and wraps both ways with Next and Previous", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(4);
    await expectSlide(page, 1);

    const next = carousel(page).getByRole("button", { name: "Next testimonial" });
    const previous = carousel(page).getByRole("button", { name: "Previous testimonial" });
    for (const number of [2, 3, 4, 1]) {
      await next.click();
      await expectSlide(page, number);
    }
    await previous.click();
    await expectSlide(page, 4);
    await previous.click();
    await expectSlide(page, 3);
  });

  test("each dot shows its slide", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    for (const number of [3, 1, 4, 2]) {
      const dot = carousel(page).getByRole("button", { name: `Show testimonial ${number} of 4` });
      await dot.click();
      await expectSlide(page, number);
      await expect(dot).toHaveAttribute("aria-current", "true");
      await expect(carousel(page).locator('button[aria-current="true"]')).toHaveCount(1);
    }
  });

  test("the arrow keys move it when focus is inside, and it then announces politely", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    await carousel(page).getByRole("button", { name: "Next testimonial" }).focus();
    await page.keyboard.press("ArrowRight");
    await expectSlide(page, 2);
    await page.keyboard.press("ArrowLeft");
    await expectSlide(page, 1);
    await page.keyboard.press("ArrowLeft");
    await expectSlide(page, 4);
    await page.keyboard.press("ArrowRight");
    await expectSlide(page, 1);
    await expect(shown(page).locator("xpath=..")).toHaveAttribute("aria-live", "polite");
  });

  test("every slide shows the author's initials, name, role, company and five stars", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    const next = carousel(page).getByRole("button", { name: "Next testimonial" });
    for (const [index, item] of testimonials.entries()) {
      if (index > 0) await next.click();
      await expectSlide(page, index + 1);
      const slide = shown(page);
      await expect(slide.getByText(item.quote)).toBeVisible();
      await expect(slide.getByText(initialsOf(item.author), { exact: true })).toBeVisible();
      await expect(slide.getByText(item.author, { exact: true })).toBeVisible();
      await expect(slide.getByText(`${item.role}, ${item.company}`, { exact: true })).toBeVisible();
      await expect(slide.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    }
    expect(testimonials).toHaveLength(4);
    expect(testimonials.every((item) => item.rating === 5)).toBe(true);
  });

  test("never advances on its own", async ({ page }) => {
    // The page's clock is under the test's control: ten seconds pass at once, every timer included.
    await page.clock.install();
    await page.goto("/");
    await ready(page);
    const next = carousel(page).getByRole("button", { name: "Next testimonial" });
    const previous = carousel(page).getByRole("button", { name: "Previous testimonial" });
    // The carousel is live: any timer of its own would be running. Its buttons answer.
    await next.click();
    await expectSlide(page, 2);
    await previous.click();
    await expectSlide(page, 1);
    await page.clock.runFor(10_000);
    await expectSlide(page, 1);
  });
});

test.describe("teasers", () => {
  // What the page says, read from the HTML as served.
  test.use({ javaScriptEnabled: false });

  test("case studies: the three featured ones, each linked, and 'View All Case Studies'", async ({ page }) => {
    const featured = featuredCaseStudies(3);
    expect(caseStudies.filter((study) => study.featured)).toHaveLength(3);

    await page.goto("/", { waitUntil: "domcontentloaded" });
    const section = page.locator("#case-studies");
    const cards = itemsOf(section);
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(featured.map((study) => study.title));
    for (const [index, study] of featured.entries()) {
      await expect(cards.nth(index).getByRole("link", { name: /^View case study/ })).toHaveAttribute(
        "href",
        `/case-studies/${study.slug}`,
      );
    }
    await expect(section.getByRole("link", { name: "View All Case Studies" })).toHaveAttribute("href", "/case-studies");
  });

  test("insights: the three featured articles, each linked, and 'Explore All Insights'", async ({ page }) => {
    // The spec's three: the 8, 6 and 7-minute articles of February and March 2024.
    const newest = insights.filter((article) => article.featured);
    expect(newest.map((article) => article.slug)).toEqual(["ai-vision-to-value", "generative-ai-enterprise", "scaling-ai-initiatives"]);

    await page.goto("/", { waitUntil: "domcontentloaded" });
    const section = page.getByRole("region", { name: home.insights.title });
    const cards = itemsOf(section);
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(newest.map((article) => article.title));
    for (const [index, article] of newest.entries()) {
      await expect(cards.nth(index).getByRole("link", { name: /^Read more/ })).toHaveAttribute("href", `/insights/${article.slug}`);
    }
    await expect(section.getByRole("link", { name: "Explore All Insights" })).toHaveAttribute("href", "/insights");
  });
});

test.describe("metadata", () => {
  // What the page says, read from the HTML as served.
  test.use({ javaScriptEnabled: false });

  test("title, description, keywords and canonical URL", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const title = await page.title();
    expect(title).toContain(site.name);
    expect(title).toContain(home.meta.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", home.meta.description);
    const keywords = (await page.locator('meta[name="keywords"]').getAttribute("content")) ?? "";
    expect(keywords.split(",").map((keyword) => keyword.trim())).toEqual(expect.arrayContaining([...commonCopy.site.keywords]));
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    expect(new URL((await canonical.getAttribute("href")) ?? "").toString()).toBe(canonicalUrl("/"));
  });
});

test.describe("motion", () => {
  test.describe("with reduced motion", () => {
    test.use({ contextOptions: { reducedMotion: "reduce" } });

    test("nothing animates and nothing is left faded or shifted", async ({ page }) => {
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await scrollThroughPage(page, { back: true });
      await page.waitForTimeout(500);

      expect(await page.evaluate(() => document.getAnimations().map((animation) => animation.constructor.name))).toEqual([]);
      const moved = await page.getByRole("main").evaluate((main) =>
        Array.from(main.querySelectorAll<HTMLElement>("[style]"))
          .filter((element) => /opacity|transform/.test(element.getAttribute("style") ?? ""))
          .map((element) => {
            const style = getComputedStyle(element);
            return { html: element.outerHTML.slice(0, 120), opacity: style.opacity, transform: style.transform };
          })
          .filter((element) => Number.parseFloat(element.opacity) < 1 || element.transform !== "none"),
      );
      expect(moved).toEqual([]);
    });
  });

  test("what loops forever moves a picture: no filter on it, no backdrop blur over it", async ({ page }) => {
    await page.goto("/", { waitUntil: "load" });
    // A filter on a moving shape, or a backdrop filter over it, is drawn again for every frame of
    // the loop for as long as the page is open (a whole core of a desktop without a GPU).
    const { loops, problems } = await page.evaluate(() => {
      const drift = 24;
      const filtered = Array.from(document.querySelectorAll<HTMLElement>("*")).filter(
        (element) => getComputedStyle(element).backdropFilter !== "none",
      );
      const targets = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations === Infinity)
        .map((animation) => (animation.effect as KeyframeEffect).target)
        .filter((target): target is Element => target instanceof Element);
      const problems: string[] = [];
      for (const target of targets) {
        for (const element of [target, ...Array.from(target.querySelectorAll("*"))]) {
          const filter = getComputedStyle(element).filter;
          if (filter !== "none") problems.push(`${element.className}: filter ${filter}`);
        }
        const box = target.getBoundingClientRect();
        for (const over of filtered) {
          const other = over.getBoundingClientRect();
          const apart =
            box.right + drift <= other.left ||
            other.right <= box.left - drift ||
            box.bottom + drift <= other.top ||
            other.bottom <= box.top - drift;
          if (!apart) problems.push(`${target.className} moves under ${over.className}`);
        }
      }
      return { loops: targets.length, problems };
    });
    expect(loops).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test("what waits below the fold is left alone until it nears the view, then hidden by its opacity alone, and rises into view", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === "object");
    const fadeIns = page.getByRole("main").locator("[data-reveal]");
    const middle = fadeIns.nth(Math.floor((await fadeIns.count()) / 2));
    const waiting = fadeIns.last();
    /** Scrolls (at once, not smoothly) until the element's top is 100 px below the view. */
    const bringNear = (element: typeof waiting) =>
      element.evaluate((node) => window.scrollTo({ top: node.getBoundingClientRect().top + window.scrollY - window.innerHeight - 100, behavior: "instant" }));

    // Hidden once it comes within half a screen of the view, by its opacity alone: moved as well,
    // each would get a transform of its own and the frame that hides them would be longer.
    await bringNear(middle);
    await expect.poll(() => middle.evaluate((element) => getComputedStyle(element).opacity), { timeout: 20_000 }).toBe("0");
    expect(await middle.evaluate((element) => getComputedStyle(element).transform)).toBe("none");
    // Far below, nothing is done to it yet: starting the page hides only what is near.
    expect(await waiting.evaluate((element) => ({ animations: element.getAnimations().length, opacity: getComputedStyle(element).opacity }))).toEqual({
      animations: 0,
      opacity: "1",
    });

    await bringNear(waiting);
    await expect.poll(() => waiting.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");
    expect(await waiting.evaluate((element) => getComputedStyle(element).transform)).toBe("none");

    await waiting.scrollIntoViewIfNeeded();
    const lowest = await waiting.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          let lowest = 0;
          const started = performance.now();
          const sample = () => {
            const transform = getComputedStyle(element).transform;
            if (transform !== "none") lowest = Math.max(lowest, new DOMMatrix(transform).m42);
            const done = lowest > 0 && getComputedStyle(element).opacity === "1";
            if (done || performance.now() - started > 5_000) resolve(lowest);
            else requestAnimationFrame(sample);
          };
          sample();
        }),
    );
    expect(lowest, "the fade-in starts lower and rises").toBeGreaterThan(0);
    await expect.poll(() => effectiveOpacity(waiting)).toBe(1);
    // Where it belongs at the end (the engine may leave its last keyframe, an identity matrix).
    await expect.poll(() => waiting.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).isIdentity)).toBe(true);
  });

  test("content below the fold ends up visible after scrolling", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await scrollThroughPage(page, { pauseMs: 250 });
    await page.waitForTimeout(1_500);
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    const count = await headings.count();
    expect(count).toBeGreaterThanOrEqual(7);
    for (let index = 0; index < count; index += 1) {
      const heading = headings.nth(index);
      await expect.poll(() => effectiveOpacity(heading), { message: await heading.innerText() }).toBe(1);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the headline, every section heading and the contact form are there", async ({ page }) => {
    await page.goto("/");
    const headline = page.getByRole("heading", { level: 1 });
    await expect(headline).toBeVisible();
    await expect.poll(() => effectiveOpacity(headline)).toBe(1);

    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    const count = await headings.count();
    expect(count).toBeGreaterThanOrEqual(7);
    for (let index = 0; index < count; index += 1) {
      const heading = headings.nth(index);
      await expect(heading).toBeVisible();
      await expect.poll(() => effectiveOpacity(heading), { message: await heading.innerText() }).toBe(1);
    }

    const form = page.locator("#contact form");
    for (const label of ["Full Name", "Email Address", "Company Name", "Area of Interest", "Message"]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    // Beside the form, the way to book the strategy session instead.
    await expect(page.locator("#contact").getByRole("link", { name: "Book a Strategy Session" })).toHaveAttribute("href", "/book");
  });
});

test.describe("scroll position", () => {
  test("a reload opens the home page at the top", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The page scrolls itself to the top once hydrated; scroll down after that has happened.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(2000);
    }).toPass();
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
