import { expect, test } from "@playwright/test";
import { site } from "../lib/site";
import { commonCopy } from "./support/page-copy";
import { topOf, waitForScrollToSettle, watchForErrors } from "./support/page-checks";


/** The header's entries (content/pages/common.yaml), each a section of the home page. */
const navigation = commonCopy.header.navigation.map((link) => ({ label: link.label, anchor: link.href.slice("/#".length) }));

test.describe("header navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every jump link lands with its section 80 px below the top of the viewport, clear of the header", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // The offset is the header's height (--spacing-header in app/globals.css) plus 8 px.
    const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom);
    for (const item of navigation) {
      const link = nav.getByRole("link", { name: item.label, exact: true });
      await expect(link).toHaveAttribute("href", `/#${item.anchor}`);
      await link.click();
      await waitForScrollToSettle(page);
      const top = await topOf(page, `#${item.anchor}`);
      expect(Math.abs(top - 80), `#${item.anchor}`).toBeLessThanOrEqual(3);
      expect(top, `#${item.anchor} below the header`).toBeGreaterThan(headerBottom);
      await expect(page).toHaveURL(new RegExp(`#${item.anchor}$`));
    }
  });

  test("'Get in Touch' lands on the contact section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Get in Touch" }).click();
    await waitForScrollToSettle(page);
    expect(Math.abs((await topOf(page, "#contact")) - 80)).toBeLessThanOrEqual(3);
  });

  test("from another page the links go to the home page's sections", async ({ page }) => {
    await page.goto("/does-not-exist");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of navigation) {
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", `/#${item.anchor}`);
    }
    await nav.getByRole("link", { name: "Expertise", exact: true }).click();
    await expect(page).toHaveURL(/\/#expertise$/);
    await waitForScrollToSettle(page);
    expect(Math.abs((await topOf(page, "#expertise")) - 80)).toBeLessThanOrEqual(3);
  });

  test("the first Tab shows a skip link that takes focus to the page's content", async ({ page }) => {
    await page.goto("/services/ai-strategy");
    const skip = page.locator("a.skip-link");
    expect((await skip.boundingBox())!.width).toBeLessThanOrEqual(1);
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute("href", "#main");
    // Shown on the header, with room around its text.
    const box = (await skip.boundingBox())!;
    expect(box.width).toBeGreaterThan(80);
    expect(box.height).toBeGreaterThanOrEqual(32);
    await expect(skip).toHaveCSS("padding-left", "16px");
    await expect(skip).toHaveCSS("padding-top", "8px");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("the logo links home", async ({ page }) => {
    await page.goto("/does-not-exist");
    await page.getByRole("banner").getByRole("link", { name: commonCopy.header.homeLabel }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the header turns solid with a shadow after 50 px of scroll, not before", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    const look = () =>
      header.evaluate((element) => {
        const style = getComputedStyle(element);
        return { solid: element.dataset.solid, shadow: style.boxShadow, background: style.backgroundColor };
      });

    await page.evaluate(() => window.scrollTo({ top: 50, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-solid", "false");
    const before = await look();
    expect(before.shadow).toBe("none");

    await page.evaluate(() => window.scrollTo({ top: 51, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect.poll(async () => (await look()).shadow).not.toBe("none");
    await expect.poll(async () => (await look()).background).toBe("rgb(255, 255, 255)");

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-solid", "false");
  });
});

test.describe("side panel on narrow screens", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("opens from the menu button, holds the links and traps focus", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await menuButton.click();

    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    for (const item of navigation) {
      await expect(panel.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", `/#${item.anchor}`);
    }
    await expect(panel.getByRole("link", { name: "Get in Touch" })).toBeVisible();

    // The panel slides in from the right edge.
    await expect
      .poll(() => panel.locator(":scope > div").evaluate((element) => Math.round(element.getBoundingClientRect().right)))
      .toBe(375);

    // Focus never leaves the panel, forwards or backwards.
    const focusInPanel = () => panel.evaluate((dialog) => dialog.contains(document.activeElement));
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      expect(await focusInPanel()).toBe(true);
    }
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInPanel()).toBe(true);
    }
  });

  test("answers the tap in a frame that restyles only the panel, then makes the page inert without restarting the slide", async ({ page }) => {
    // Making the page inert (showModal) restyles every element; on the home page that was most of
    // the frame that answered the tap. So the panel is painted sliding in first, non-modal, and is
    // modal from the next frames on.
    await page.goto("/");
    await page.evaluate(() => {
      const dialog = document.getElementById("site-menu") as HTMLDialogElement;
      const panel = dialog.firstElementChild as HTMLElement;
      const look = () => ({ open: dialog.open, modal: dialog.matches(":modal"), slide: panel.getAnimations()[0] ?? null });
      const seen: Record<string, unknown> = {};
      (window as unknown as { menuSeen: typeof seen }).menuSeen = seen;
      document.addEventListener("click", () => {
        // After the page script's own click listener, which was added first.
        const atTap = look();
        seen.atTap = { open: atTap.open, modal: atTap.modal };
        requestAnimationFrame(() => {
          const first = look();
          seen.firstFrame = { open: first.open, modal: first.modal, sliding: first.slide?.playState === "running" };
          let frames = 1;
          const next = () => {
            const now = look();
            frames += 1;
            // Modal after the first frame's task; a busy page may take a few frames to run it.
            if (!now.modal && frames < 10) return void requestAnimationFrame(next);
            document.querySelector<HTMLElement>("main")!.focus();
            seen.modal = {
              frames,
              modal: now.modal,
              sameSlide: now.slide === first.slide,
              sliding: now.slide?.playState === "running",
              focusInside: dialog.contains(document.activeElement),
            };
          };
          requestAnimationFrame(next);
        });
      });
    });
    await page.getByRole("button", { name: "Open menu" }).click();
    const seen = () => page.evaluate(() => (window as unknown as { menuSeen: Record<string, unknown> }).menuSeen);
    await expect.poll(async () => (await seen()).modal).toBeTruthy();
    expect(await seen()).toEqual({
      atTap: { open: true, modal: false },
      firstFrame: { open: true, modal: false, sliding: true },
      modal: { frames: expect.any(Number), modal: true, sameSlide: true, sliding: true, focusInside: true },
    });
    // The page behind is dimmed by the dialog itself, not by a backdrop it has only when modal.
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect.poll(() => panel.evaluate((dialog) => getComputedStyle(dialog).backgroundColor)).toMatch(/ \/ 0\.5\)$/);
    expect(await panel.evaluate((dialog) => getComputedStyle(dialog, "::backdrop").backgroundColor)).toBe("rgba(0, 0, 0, 0)");
  });

  test("waits closed laid out off screen, where nothing of it can be seen, hit, focused or read", async ({ page }) => {
    // Rendered while closed, the tap that opens it restyles it instead of building its boxes.
    await page.goto("/");
    const closedState = () =>
      page.evaluate(() => {
        const dialog = document.getElementById("site-menu") as HTMLDialogElement;
        const panel = (dialog.firstElementChild as HTMLElement).getBoundingClientRect();
        const link = dialog.querySelector("a")!;
        link.focus();
        const hit = document.elementFromPoint(innerWidth - 20, innerHeight / 2);
        return {
          open: dialog.open,
          display: getComputedStyle(dialog).display,
          visibility: getComputedStyle(dialog).visibility,
          panelLaidOut: panel.width > 0 && panel.height > 0,
          panelOffScreen: panel.left >= innerWidth,
          focusable: document.activeElement === link,
          hit: !!hit && dialog.contains(hit),
        };
      });
    const closed = { open: false, display: "block", visibility: "hidden", panelLaidOut: true, panelOffScreen: true, focusable: false, hit: false };
    expect(await closedState()).toEqual(closed);
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);

    // Opened and closed again, it is back where it waited.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
    await expect.poll(closedState).toEqual(closed);
  });

  test("closes on a tap beside the panel, and with Escape in the frame before it is modal", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    const panel = page.getByRole("dialog", { name: "Menu" });
    await menuButton.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Escape pressed in the same task as the tap, before the dialog is modal.
    const closedBy = await page.evaluate(() => {
      const button = document.querySelector<HTMLElement>("[data-sheet-open='site-menu']")!;
      const dialog = document.getElementById("site-menu") as HTMLDialogElement;
      button.click();
      const modal = dialog.matches(":modal");
      document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
      return { open: dialog.open, modal, state: dialog.dataset.state };
    });
    expect(closedBy).toEqual({ open: true, modal: false, state: "closing" });
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test("closes with 'Close' and gives focus back to the menu button", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Close" }).click();
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test("closes with Escape and gives focus back to the menu button", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("closes when a link is followed, and the section is reached", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await panel.getByRole("link", { name: "Services", exact: true }).click();
    await expect(panel).toBeHidden();
    await waitForScrollToSettle(page);
    expect(Math.abs((await topOf(page, "#services")) - 80)).toBeLessThanOrEqual(3);
  });
});

test.describe("footer", () => {
  test("shows the year the page is read in, not only the year it was built", async ({ page }) => {
    const built = new Date().getFullYear();
    await page.clock.install({ time: new Date(`${built + 3}-01-05T10:00:00Z`) });
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(`© ${built + 3} ${site.legalName}.`)).toBeVisible();
    // The HTML as served carries the build year, for readers without JavaScript.
    const html = await (await page.request.get("/about")).text();
    expect(html).toContain(`<span data-current-year="">${built}</span>`);
  });

  test("a link to a section of the home page leads to a section that shows what the link names", async ({ page }) => {
    await page.goto("/");
    const links = await page.getByRole("contentinfo").locator('a[href^="/#"]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({ name: anchor.textContent!.trim(), section: anchor.getAttribute("href")!.slice(2) })),
    );
    expect(links.map((link) => link.name)).toContain("Digital Transformation");
    for (const { name, section } of links) {
      await expect(page.locator(`#${section}`).getByText(name, { exact: true }).first(), `${name} → #${section}`).toBeAttached();
    }
  });

  test("has the four columns and a bottom bar whose links lead to real pages", async ({ page, request }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const heading of ["Services", "Company", "Contact"]) {
      await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(footer.getByText(commonCopy.footer.tagline.slice(0, 40))).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${site.legalName}. All rights reserved.`)).toBeVisible();
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);

    const legal = footer.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(legal.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    await expect(legal.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/privacy-policy#cookies");

    // Each network's mark is its own symbol of the icon sprite, drawn at 18 px.
    const marks = new Set<string>();
    for (const profile of site.social) {
      const link = footer.locator(`a[href="${profile.href}"]`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const icon = link.locator('svg[aria-hidden="true"]');
      expect(await icon.boundingBox()).toMatchObject({ width: 18, height: 18 });
      const use = icon.locator("use");
      await expect(use).toHaveAttribute("href", /\.svg#[a-z]+$/);
      await expect.poll(() => use.evaluate((element: SVGUseElement) => element.getBBox().width)).toBeGreaterThan(15);
      marks.add((await use.getAttribute("href")) ?? "");
    }
    expect(marks.size).toBe(site.social.length);

    const internal = await footer
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(internal.length).toBeGreaterThanOrEqual(13);
    for (const href of new Set(internal)) {
      const response = await request.get(href.split("#")[0] ?? href);
      expect(response.status(), href).toBe(200);
    }
  });
});

test.describe("icons", () => {
  test("draw their outlines from one sprite that browsers cache, not from path data in the page", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const response = await page.goto("/");
    const references = await page.locator("svg > use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
    expect(references.length).toBeGreaterThan(20);
    const files = new Set(references.map((href) => href.split("#")[0]));
    expect(files.size).toBe(1);

    const [file] = [...files];
    const sprite = await request.get(file!);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
    expect(sprite.headers()["cache-control"]).toContain("immutable");
    const symbols = new Set([...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
    for (const href of new Set(references)) expect(symbols, href).toContain(href.split("#")[1]);

    // The header's search icon is drawn (its shapes have a box) ...
    const search = page.getByRole("banner").locator("svg > use").first();
    await expect.poll(() => search.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(10);
    // ... and its outline is in neither the HTML nor the page data.
    expect(await response!.text()).not.toContain("m21 21-4.34-4.34");

    // The stylesheet loads no image (the footer's marks are symbols of the same sprite): every
    // image is a document of its own that the browser builds, styles and paints on the main thread.
    const stylesheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const href of stylesheets) {
      const css = await (await request.get(href)).text();
      const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!);
      expect(urls.filter((url) => !/\.woff2["']?$/.test(url)), href).toEqual([]);
    }
  });
});

test.describe("not-found page", () => {
  for (const path of ["/no-such-page", "/case-studies/no-such-study", "/insights/no-such-article", "/services/nothing"]) {
    test(`${path} answers 404, noindex, in words for a visitor, with search and the main sections`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
      await expect(page.getByText(/may have moved/)).toBeVisible();
      await expect(page.getByText(/router/i)).toHaveCount(0);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
      await expect(main.locator("[data-search-src]")).toHaveAttribute("href", "/insights");
      const sections = main.getByRole("navigation", { name: "Explore the site" }).getByRole("link");
      await expect(sections).toHaveCount(6);
      for (const href of ["/services", "/ai-solutions", "/success-stories", "/case-studies", "/insights", "/about"]) {
        await expect(sections.and(page.locator(`[href="${href}"]`))).toHaveCount(1);
      }
    });
  }
});

test.describe("security headers", () => {
  const expected = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  };

  for (const path of ["/", "/no-such-page", "/icon.svg", "/robots.txt"]) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
        expect(csp).toContain(directive);
      }
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
      for (const [name, value] of Object.entries(expected)) expect(headers[name]).toBe(value);
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-powered-by"]).toBeUndefined();
    });
  }

  test("the contact API carries them too", async ({ request }) => {
    const response = await request.get("/api/contact");
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-powered-by"]).toBeUndefined();
  });
});

test.describe("console", () => {
  for (const path of ["/", "/no-such-page"]) {
    test(`${path} hydrates with no console error or CSP violation`, async ({ page }) => {
      const errors = watchForErrors(page, { expectNotFound: path !== "/" });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Hydration is done once the header's menu button reacts.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      expect(errors()).toEqual([]);
    });
  }
});
