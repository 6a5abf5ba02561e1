import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { axeTags, axeViolations } from "./support/axe";
import { anchors, assetUrls, crawlSite, toLocalPath } from "./support/crawl";
import { frameworkSettled, watchForErrors } from "./support/page-checks";
import { allRoutes, contentRoutes, NOT_FOUND_ROUTE, templateRoutes } from "./support/routes";

/**
 * Gates that hold on every page: accessibility (axe, keyboard), links and assets, console, motion
 * preferences and reading without JavaScript. Checks that take seconds a page run once per
 * template (`templateRoutes`); the other articles and case studies differ from their template's
 * page only in the Markdown body, which gets its own axe pass below.
 */
const routes = allRoutes();
const templates = templateRoutes();

/**
 * Scrolls to the bottom a viewport at a time and back, so that everything observed on scroll
 * (lazy content, fade-ins) has been in view. Two frames a step let each observer see it.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    window.scrollTo(0, 0);
  });
}

/**
 * The home page's contact form replaces its server copy once it nears the viewport, which React
 * notices only once hydrated: bring it into view until the loaded form is there, then go back up.
 */
async function loadContactForm(page: Page) {
  const form = page.locator('form[aria-label="Contact form"]');
  await expect(async () => {
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator('form[aria-label="Contact form"][data-ready="true"]')).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe("accessibility", () => {
  for (const path of [...templates, NOT_FOUND_ROUTE]) {
    test(`${path}: axe finds no violation at 1280 px or 375 px, and nothing moves for reduced motion`, async ({ browser }) => {
      const report: string[] = [];
      const moving: string[] = [];
      // One visit: the page is read at 1280 px, then the same page again at 375 px. Layout is CSS
      // media queries, which follow the new width; the one script that reads the width at load
      // (the contents list opens on wide screens) leaves the list open at 375 px, so axe reads its
      // links at both widths rather than at one.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.goto(path);
      // Axe reads the page as React leaves it.
      await frameworkSettled(page);
      if (path === "/") await loadContactForm(page);
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 375, height: 812 },
      ]) {
        await page.setViewportSize(viewport);
        await scrollThrough(page);
        // Read at once: a transition started by the scroll would still be running.
        const animations = await page.evaluate(() =>
          document.getAnimations().map((animation) => (animation.effect as KeyframeEffect | null)?.target?.outerHTML.slice(0, 80) ?? "?"),
        );
        moving.push(...animations.map((target) => `${viewport.width}px: ${target}`));
        await page.waitForLoadState("networkidle");
        report.push(...(await axeViolations(page, { label: `${viewport.width}px` })));
      }
      await context.close();
      expect(report).toEqual([]);
      expect(moving).toEqual([]);
    });

    test(`${path}: every interactive element is reachable by keyboard and shows where focus is`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      // The walk is of the page as React leaves it: hydrating in the middle of it could move focus.
      // The home page's contact form loads as it nears the viewport; every other page has all of
      // its controls in the HTML.
      await frameworkSettled(page);
      if (path === "/") await loadContactForm(page);
      const expected = await page.evaluate(() => {
        const selector =
          'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
        const visible = (element: Element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return (
            box.width > 0 &&
            box.height > 0 &&
            style.visibility !== "hidden" &&
            !element.closest("[inert], dialog:not([open]), [aria-hidden='true'], [hidden]")
          );
        };
        let index = 0;
        const ids: string[] = [];
        // A radio group is one Tab stop (arrow keys move within it): its radios share an id.
        const groups = new Map<string, string>();
        for (const element of Array.from(document.querySelectorAll(selector))) {
          if (element.getAttribute("tabindex") === "-1" || !visible(element)) continue;
          const group = element instanceof HTMLInputElement && element.type === "radio" ? `${element.form?.id ?? ""}:${element.name}` : null;
          const known = group ? groups.get(group) : undefined;
          if (known) {
            element.setAttribute("data-kbd", known);
            continue;
          }
          index += 1;
          element.setAttribute("data-kbd", String(index));
          ids.push(String(index));
          if (group) groups.set(group, String(index));
        }
        return ids;
      });
      expect(expected.length).toBeGreaterThan(5);

      // Each focus is recorded as it happens, with whether it can be seen; the Tab presses then
      // need no round trip of their own to read it.
      await page.evaluate(() => {
        const log: { id: string | null; visible: boolean; label: string }[] = [];
        (window as unknown as { __focusLog: typeof log }).__focusLog = log;
        document.addEventListener("focusin", (event) => {
          const element = event.target as HTMLElement;
          const style = getComputedStyle(element);
          const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
          const ring = style.boxShadow !== "none";
          log.push({ id: element.dataset.kbd ?? null, visible: outline || ring, label: element.outerHTML.slice(0, 100) });
        });
      });
      await page.locator("body").focus();
      // The Tab presses go to the browser one after another without waiting on each other: the
      // browser handles them in order, and Playwright's keyboard.press would wait after each one
      // for a navigation it might start (a frame or more on a busy machine, ~0.1 s a press).
      const cdp = await page.context().newCDPSession(page);
      const tab = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
      await Promise.all(
        Array.from({ length: expected.length + 15 }, () => [
          cdp.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...tab }),
          cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...tab }),
        ]).flat(),
      );
      await cdp.detach();
      const log = await page.evaluate(() => (window as unknown as { __focusLog: { id: string | null; visible: boolean; label: string }[] }).__focusLog);
      const problems: string[] = [];
      const reached = new Set<string>();
      for (const focused of log) {
        if (focused.id) reached.add(focused.id);
        if (!focused.visible) problems.push(`no visible focus on ${focused.label}`);
      }
      const missed = expected.filter((id) => !reached.has(id));
      if (missed.length > 0) {
        const labels = await page.evaluate(
          (ids) => ids.map((id) => document.querySelector(`[data-kbd="${id}"]`)?.outerHTML.slice(0, 100) ?? id),
          missed.slice(0, 5),
        );
        problems.push(`${missed.length} element(s) never reached by Tab, e.g. ${labels.join(" | ")}`);
      }
      expect([...new Set(problems)]).toEqual([]);
    });
  }

  test("every other article and case study: axe finds no violation in its body", async ({ browser, request }) => {
    // The bodies differ from their template's page only in the text: each kind's bodies are
    // gathered into one copy of its template page, styled by the site's own stylesheet, and axe
    // reads them in one pass instead of one page load and one pass per entry.
    const bodies = contentRoutes();
    expect(bodies.length).toBeGreaterThan(0);
    // The framework stays out, so nothing re-renders the page under the gathered bodies.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, reducedMotion: "reduce" });
    await context.route("**/_next/static/**/*.js", (route) => route.abort());
    const page = await context.newPage();
    const report: string[] = [];
    for (const pattern of [/^\/insights\/[^/]+$/, /^\/case-studies\/[^/]+$/]) {
      const paths = bodies.filter((path) => pattern.test(path));
      const host = templates.find((path) => pattern.test(path));
      if (paths.length === 0) continue;
      expect(host, `a template page for ${paths[0]}`).toBeDefined();
      const pages = await Promise.all(paths.map(async (path) => ({ path, html: await (await request.get(path)).text() })));
      await page.goto(host!);
      const found = await page.evaluate((pages) => {
        const parser = new DOMParser();
        const sections = pages.map(({ path, html }) => {
          const section = document.createElement("section");
          section.dataset.path = path;
          section.setAttribute("aria-label", path);
          const copies = Array.from(parser.parseFromString(html, "text/html").querySelectorAll("main .prose-content"));
          section.append(...copies.map((node) => document.importNode(node, true)));
          return section;
        });
        document.querySelector("main")!.replaceChildren(...sections);
        return sections.map((section) => section.querySelectorAll('[id^="markdown:"]').length);
      }, pages);
      expect(found, "one Markdown body on each page").toEqual(paths.map(() => 1));
      const results = await new AxeBuilder({ page }).include(".prose-content").withTags(axeTags).options({ resultTypes: ["violations"] }).analyze();
      for (const violation of results.violations) {
        for (const node of violation.nodes.slice(0, 3)) {
          const path = await page.evaluate((selector) => document.querySelector(selector)?.closest<HTMLElement>("[data-path]")?.dataset.path, node.target.join(" "));
          report.push(`${path ?? "?"} ${violation.id} (${violation.impact}) ${violation.help} — ${node.target.join(" ")}`);
        }
      }
    }
    await context.close();
    expect(report).toEqual([]);
  });
});

test.describe("links and assets", () => {
  test("every Schedule a Consultation button on every page leads to the booking page", async ({ request }) => {
    const found: string[] = [];
    for (const path of routes) {
      for (const { href, text } of anchors(await (await request.get(path)).text())) {
        if (/^Schedule (a )?Consultation$/i.test(text)) found.push(`${path} → ${href}`);
      }
    }
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter((link) => !link.endsWith(" → /book"))).toEqual([]);
  });

  test("a crawl from the home page finds every page, and no link or asset answers an error", async ({ request }) => {
    test.setTimeout(120_000);
    const crawled = await crawlSite(request);
    expect([...crawled.keys()].filter((path) => crawled.get(path)!.html).sort()).toEqual([...routes].sort());

    const broken: string[] = [];
    const checked = new Map<string, number>();
    /** Files other than pages that a reference with a fragment points into (the icon sprite). */
    const files = new Map<string, string>();
    for (const [path, { status, html }] of crawled) {
      if (status !== 200) broken.push(`${path} answered ${status}`);
      const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      for (const asset of [...assetUrls(html), ...(ogImage ? [toLocalPath(ogImage)] : [])]) {
        const target = asset.split("#")[0]!;
        if (!checked.has(target)) checked.set(target, (await request.get(target)).status());
        const answer = checked.get(target)!;
        if (answer >= 400) broken.push(`${path} → ${target} answered ${answer}`);
      }
      // Every link has a destination; e-mail links are well formed; other sites open in a new tab
      // that cannot reach back into this one.
      for (const { href, target, rel } of anchors(html)) {
        if (href === null || href.trim() === "" || href === "#") {
          broken.push(`${path} has a link with no destination (${JSON.stringify(href)})`);
        } else if (href.startsWith("mailto:")) {
          // An address, or a message for the visitor to address (Share Article without JavaScript).
          if (!/^mailto:(?:[^@\s?]+@[^@\s?]+\.[a-z]+|\?subject=[^\s&]+&body=\S+)$/.test(href)) {
            broken.push(`${path} → ${href} is not an e-mail address`);
          }
        } else if (/^[a-z]+:/i.test(href) || href.startsWith("//")) {
          const relValues = rel.split(/\s+/);
          if (!href.startsWith("https://")) broken.push(`${path} → ${href} is not https`);
          if (target !== "_blank" || !relValues.includes("noopener") || !relValues.includes("noreferrer")) {
            broken.push(`${path} → ${href} must open in a new tab with rel="noopener noreferrer"`);
          }
        }
      }
      // In-page anchors point at something, and so does every icon's reference into the sprite.
      for (const anchor of html.matchAll(/href="((?:\/[^"#]*)?)#([^"]+)"/g)) {
        const page = anchor[1] || path;
        if (!crawled.has(page) && !files.has(page)) files.set(page, await request.get(page).then((response) => response.text()));
        const target = crawled.get(page)?.html ?? files.get(page)!;
        if (!target.includes(`id="${anchor[2]}"`)) broken.push(`${path} → ${page}#${anchor[2]} has no such element`);
      }
    }
    expect(checked.size).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });
});

test.describe("every page", () => {
  test.describe.configure({ timeout: 120_000 });

  // One test a template, so that the workers share them.
  for (const path of [...templates, NOT_FOUND_ROUTE]) {
    test(`${path}: loads with no console error and no failed request`, async ({ page }) => {
      const collect = watchForErrors(page, { expectNotFound: path === NOT_FOUND_ROUTE });
      await page.goto(path);
      await frameworkSettled(page);
      await scrollThrough(page);
      await page.waitForLoadState("networkidle");
      expect(collect()).toEqual([]);
    });
  }

  test("on a phone no page is wider than the screen, so the header and its menu button stay in view", async ({ browser }) => {
    // A phone's browser widens the layout viewport to whatever overflows it and zooms out, so a
    // fixed header grows with it and its right end (the menu button) leaves the screen. Desktop
    // emulation does not widen it, so this needs a phone's: `isMobile`.
    for (const width of [375, 412]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const wide: string[] = [];
      for (const path of routes) {
        await page.goto(path, { waitUntil: "load" });
        const { layoutWidth, scrollWidth, menuRight } = await page.evaluate(() => ({
          layoutWidth: window.innerWidth,
          scrollWidth: document.documentElement.scrollWidth,
          menuRight: document.querySelector("header button[data-sheet-open]")?.getBoundingClientRect().right ?? null,
        }));
        if (layoutWidth !== width || scrollWidth > width || menuRight === null || menuRight > width) {
          wide.push(`${path} at ${width} px: layout viewport ${layoutWidth} px, content ${scrollWidth} px, menu button's right edge ${menuRight ?? "missing"}`);
        }
      }
      await context.close();
      expect(wide).toEqual([]);
    }
  });

  test("reads without JavaScript: headings visible", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // What hides or fades a heading is the template's: one page of each.
    for (const path of templates) {
      await page.goto(path);
      const headings = await page.evaluate(() =>
        Array.from(document.querySelectorAll("main h1, main h2:not(.sr-only)"))
          .filter((heading) => !heading.closest("[hidden], nav"))
          .map((heading) => {
            const box = heading.getBoundingClientRect();
            // Visible only if the heading and every wrapper around it is fully opaque.
            let opacity = 1;
            for (let node: Element | null = heading; node; node = node.parentElement) {
              opacity *= Number(getComputedStyle(node).opacity);
            }
            return { text: heading.textContent?.trim() ?? "", shown: box.width > 0 && box.height > 0, opacity };
          }),
      );
      expect(headings.length, path).toBeGreaterThan(0);
      for (const heading of headings) {
        expect(heading, `${path}: ${heading.text}`).toMatchObject({ shown: true, opacity: 1 });
      }
    }
    await context.close();
  });
});
