import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { caseStudies, insights } from "./support/content";
import { copyProject, nextBuild, startServer, type RunningServer } from "./support/scratch-build";

/**
 * An editor adds a case study and an article as Markdown, with no code change: after a build the
 * list pages show them, their pages exist and the sitemap and feed list them. This builds its own
 * copy of the site with CONTENT_DIR pointing at a copy of content/ plus the two new files, so it
 * takes a few minutes; it is part of the normal suite.
 */

test.describe.configure({ mode: "serial" });

/** YYYY-MM-DD, `days` before today: newer than every real entry, yet not scheduled (a future date would be). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const NEW_STUDY = {
  slug: "grid-load-forecasting",
  title: "Load Forecasting Platform Cuts Balancing Costs for a Regional Utility",
};
const NEW_INSIGHT = {
  slug: "ai-in-the-control-room",
  title: "AI in the Control Room: What Utilities Learn When Forecasts Run the Grid",
};

const caseStudyFile = `---
title: ${NEW_STUDY.title}
summary: >-
  A regional electric utility replaced spreadsheet load forecasts with a machine-learning platform
  that predicts demand for every substation a day ahead, cutting balancing costs by 21% in a year.
sector: "Energy & Utilities"
categoryColor: amber
client: A regional electric utility serving 1.2 million customers in three states
publishedAt: ${daysAgo(2)}
durationMonths: 7
author: operations-supply-chain-practice
image:
  src: /images/case-studies/smart-manufacturing.svg
  alt: Illustration of a forecasting dashboard with a demand curve and substation status tiles.
  caption: The forecasting workspace shows tomorrow's load for every substation on one screen.
tags:
  - label: Load Forecasting
    color: amber
  - label: Machine Learning
    color: indigo
  - label: Grid Operations
    color: slate
metric:
  label: Balancing Costs
  value: 21% decrease
challenge: >-
  Day-ahead load forecasts were built by hand in spreadsheets from last year's curves and a weather
  summary. Forecast errors of eight to twelve percent on hot afternoons forced the utility to buy
  balancing power at peak prices, and planners had no view below the regional level.
solution:
  - title: Substation-Level Forecasting
    description: >-
      Gradient-boosted models forecast hourly demand for each of 340 substations from metering
      history, weather forecasts, calendars and distributed solar output.
  - title: Planner Workbench
    description: >-
      Planners see the forecast, its uncertainty band and the drivers behind it, and can adjust a
      forecast with a recorded reason that feeds the next retraining cycle.
results:
  - value: 21%
    label: lower balancing costs
  - value: 3.1%
    label: forecast error on peak days
  - value: "340"
    label: substations forecast hourly
ctaLabel: Forecast Your Load
---

The utility's control room now starts each day from a forecast it trusts, built substation by
substation and explained driver by driver.

## What Changed

Balancing purchases fell in the first summer, and planners spend their time on exceptions instead
of assembling spreadsheets.
`;

const insightFile = `---
title: "${NEW_INSIGHT.title}"
excerpt: >-
  Utilities that put machine-learning forecasts in front of grid operators learn quickly that trust,
  not accuracy, decides whether the forecast is used.
summary: >-
  Forecasting models for electricity demand are mature, yet many utilities still plan from
  spreadsheets. This article sets out what the control rooms that made the switch did differently,
  from uncertainty bands to recorded overrides.
category: Energy
categoryColor: amber
author: hannah-osei
publishedAt: ${daysAgo(1)}
ctaTitle: Planning an AI forecasting program?
ctaText: Tell us about your grid and your planning cycle, and we will share what worked for utilities like yours.
ctaLabel: Talk to Our Energy Team
---

## Why Accuracy Is Not Enough

Operators act on a forecast only when they understand it and can see how uncertain it is.

## Show the Uncertainty

A band around the forecast tells a planner when to hold reserves and when to trust the line.

## Record Every Override

Overrides with a reason become training data, so the next model learns what the operators knew.

## Measure in Money

Balancing costs, not error percentages, are the figure executives follow.
`;

/** Adds a topic (sector or category) to a listing file's closed list, as an editor would. */
function declareTopic(contentDir: string, listing: string, name: string, description: string) {
  const file = path.join(contentDir, "pages", listing);
  const source = fs.readFileSync(file, "utf8");
  fs.writeFileSync(file, source.replace(/^topics:\n/m, `topics:\n  - name: ${JSON.stringify(name)}\n    description: ${description}\n`));
}

let workDir = "";
let server: RunningServer | undefined;

/**
 * The same scratch build also names an external scheduler (read when the site is built), so the
 * hand-off of /book is tested without a build of its own.
 */
const SCHEDULER_URL = "https://scheduler.example.test/arcforge/strategy-session";
const handoff = { BOOKING_SCHEDULER_URL: SCHEDULER_URL, BOOKING_SCHEDULER_EMBED: "1" };

test.describe("adding Markdown files, with no code change", { tag: "@content-build" }, () => {
  test.beforeAll(async () => {
    test.setTimeout(10 * 60_000);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcforge-content-editing-"));
    const projectDir = path.join(workDir, "site");
    const contentDir = path.join(workDir, "content");

    const started = Date.now();
    const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    await copyProject(process.cwd(), projectDir);
    console.info(`content-editing: project copied to ${projectDir} after ${elapsed()}`);
    await fs.promises.cp(path.join(process.cwd(), "content"), contentDir, { recursive: true });
    // A new sector and a new category are declared first, with the line under their pages' headings.
    declareTopic(contentDir, "case-studies.yaml", "Energy & Utilities", "Utilities that forecast load, balance the grid and plan maintenance with AI their operators trust.");
    declareTopic(contentDir, "insights.yaml", "Energy", "What utilities and energy companies learn when machine-learning forecasts run the grid.");
    fs.writeFileSync(path.join(contentDir, "case-studies", `${NEW_STUDY.slug}.md`), caseStudyFile);
    fs.writeFileSync(path.join(contentDir, "insights", `${NEW_INSIGHT.slug}.md`), insightFile);

    await nextBuild(projectDir, { CONTENT_DIR: contentDir, ...handoff });
    console.info(`content-editing: built with CONTENT_DIR=${contentDir} after ${elapsed()}`);
    server = await startServer(projectDir, { CONTENT_DIR: contentDir, ...handoff });
    console.info(`content-editing: serving on ${server.origin} after ${elapsed()}`);
  });

  test.afterAll(async () => {
    test.setTimeout(2 * 60_000);
    await server?.stop();
    if (workDir) await fs.promises.rm(workDir, { recursive: true, force: true });
  });

  const url = (pathname: string) => {
    if (!server) throw new Error("the scratch server is not running");
    return `${server.origin}${pathname}`;
  };

  test("with BOOKING_SCHEDULER_URL, /book offers the firm's scheduler and loads nothing from it before the visitor asks", async ({ page }) => {
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(server!.origin) && !request.url().startsWith("data:")) elsewhere.push(request.url());
    });
    await page.route("https://scheduler.example.test/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Scheduler</title><p>Pick a time with us</p>" }),
    );
    await page.goto(url("/book"), { waitUntil: "load" });
    const open = page.getByRole("link", { name: "Open the Booking Calendar" });
    await expect(open).toHaveAttribute("href", SCHEDULER_URL);
    await expect(open).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("group", { name: "Available days" })).toHaveCount(0);
    await expect(page.getByText("The calendar is loaded from scheduler.example.test only when you ask for it")).toBeVisible();
    // Hydrated, hovered and focused: still nothing asked of the scheduler.
    await page.waitForFunction(() => "next" in window);
    await open.hover();
    await open.focus();
    await page.waitForTimeout(500);
    expect(elsewhere).toEqual([]);

    await page.getByRole("button", { name: "Show the Calendar Here" }).click();
    await expect(page.frameLocator('iframe[title="Booking calendar"]').getByText("Pick a time with us")).toBeVisible();
    expect(elsewhere).toEqual([SCHEDULER_URL]);
    // The site itself takes no bookings meanwhile.
    const slots = await page.request.get(url("/api/booking/slots"));
    expect(slots.status()).toBe(404);
    expect(await slots.json()).toMatchObject({ scheduler: SCHEDULER_URL });
  });

  test("the new case study leads /case-studies, the oldest moves to page 2, and the new one has its own page", async ({ page }) => {
    expect(caseStudies.length + 1).toBe(13);
    const response = await page.goto(url("/case-studies"));
    expect(response?.status()).toBe(200);
    const cards = page.getByRole("region", { name: "All case studies" }).getByRole("list").first().locator(":scope > li");
    // The hero counts the case studies from the content ({caseStudyCount:Words} in pages/case-studies.yaml).
    await expect(page.getByText(/^Thirteen engagements, thirteen measured results\./)).toBeVisible();
    // Twelve a page: the new (newest) one first, the oldest real one on page 2.
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByRole("heading", { name: NEW_STUDY.title, exact: true })).toBeVisible();
    await expect(cards.first().getByRole("link", { name: /^View case study/ })).toHaveAttribute("href", `/case-studies/${NEW_STUDY.slug}`);
    await page.goto(url("/case-studies/page/2"));
    const oldest = caseStudies[caseStudies.length - 1]!;
    await expect(page.getByRole("region", { name: "All case studies" }).getByRole("heading", { level: 3 })).toHaveText([oldest.title]);

    const detail = await page.goto(url(`/case-studies/${NEW_STUDY.slug}`));
    expect(detail?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_STUDY.title);
    await expect(page.getByRole("link", { name: "Forecast Your Load", exact: true })).toHaveAttribute("href", "/#contact");
  });

  test("the new article is listed first on /insights and has its own page; the home page keeps its featured three", async ({ page }) => {
    const response = await page.goto(url("/insights"));
    expect(response?.status()).toBe(200);
    const cards = page.getByRole("region", { name: "All articles" }).getByRole("list").first().locator(":scope > li");
    await expect(cards).toHaveCount(12);
    // It is the newest article, so it leads the list.
    await expect(cards.first().getByRole("heading", { name: NEW_INSIGHT.title, exact: true })).toBeVisible();
    await expect(cards.first().getByRole("link", { name: /^Read more/ })).toHaveAttribute("href", `/insights/${NEW_INSIGHT.slug}`);

    // The home teaser shows the articles marked featured, not the newest.
    await page.goto(url("/"));
    await expect(page.locator(`main a[href="/insights/${NEW_INSIGHT.slug}"]`)).toHaveCount(0);
    for (const featured of insights.filter((article) => article.featured)) {
      await expect(page.locator(`main a[href="/insights/${featured.slug}"]`).first()).toBeVisible();
    }

    const detail = await page.goto(url(`/insights/${NEW_INSIGHT.slug}`));
    expect(detail?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_INSIGHT.title);
    await expect(page.getByRole("link", { name: "Talk to Our Energy Team", exact: true })).toHaveAttribute("href", "/#contact");
  });

  test("pagination: a named nav with previous, next and page links, the current page marked, 404 past the last, page 1 redirected", async ({
    page,
    request,
  }) => {
    expect(insights.length + 1).toBe(13);
    await page.goto(url("/insights"));
    const nav = page.getByRole("navigation", { name: "Insights, pages" });
    await expect(nav.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Page 2", exact: true })).not.toHaveAttribute("aria-current", /.*/);
    await expect(nav.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Next page" }).click();

    await expect(page).toHaveURL(url("/insights/page/2"));
    await expect(page).toHaveTitle("Insights, page 2 | Arcforge Consulting");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/insights\/page\/2$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Page 2 of 2\. /);
    const oldest = insights[insights.length - 1]!;
    await expect(page.getByRole("region", { name: "All articles" }).getByRole("heading", { level: 3 })).toHaveText([oldest.title]);
    const second = page.getByRole("navigation", { name: "Insights, pages" });
    await expect(second.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(second.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/insights");
    await expect(second.getByRole("link", { name: "Next page" })).toHaveCount(0);

    // The only build with a second page: axe checks the pagination bar here, at desktop and phone widths.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page, { include: "nav", label: `${width}px` })).toEqual([]);
    }

    expect((await request.get(url("/insights/page/3"))).status()).toBe(404);
    expect((await request.get(url("/insights/page/02"))).status()).toBe(404);
    const first = await request.get(url("/insights/page/1"), { maxRedirects: 0 });
    expect(first.status()).toBe(308);
    expect(first.headers()["location"]).toBe("/insights");

    const sitemap = await (await request.get(url("/sitemap.xml"))).text();
    expect(sitemap).toContain("/insights/page/2</loc>");
    expect(sitemap).toContain("/case-studies/page/2</loc>");
  });

  test("the sitemap and the feed list the new pages", async ({ request }) => {
    const sitemap = await request.get(url("/sitemap.xml"));
    expect(sitemap.status()).toBe(200);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    expect(locs).toContain(`/case-studies/${NEW_STUDY.slug}`);
    expect(locs).toContain(`/insights/${NEW_INSIGHT.slug}`);

    const feed = await request.get(url("/insights/feed.xml"));
    expect(feed.status()).toBe(200);
    const links = [...(await feed.text()).matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
    expect(links).toContain(`/insights/${NEW_INSIGHT.slug}`);
  });
});
