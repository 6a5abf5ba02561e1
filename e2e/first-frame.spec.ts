import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { FOOTER_LEGAL_ID } from "../components/layout/frame-ids";
import { isPageDataUrl, loaderSources } from "../lib/speed/loader";
import { COMPILE_HINT } from "../lib/speed/post-build";
import { E2E_ORIGIN } from "./support/env";
import { watchForErrors } from "./support/page-checks";

/**
 * Every page paints its first frame before the framework's scripts are even requested, and what
 * a visitor can use before they arrive (the header's menu) does not need them.
 */
const pages = ["/", "/insights/ai-vision-to-value", "/case-studies/ai-risk-management", "/insights", "/services/ai-strategy"];
const CHUNKS = "**/_next/static/chunks/**/*.js";

/** Records the time of the page's first animation frame, before any of its own scripts run. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame((time) => {
      (window as unknown as { __firstFrameAt: number }).__firstFrameAt = time;
    });
  });
}

test.describe("first frame before the framework", () => {
  for (const path of pages) {
    test(`${path}: no framework script and no page data is requested before the first frame and the load event, and the page still hydrates cleanly`, async ({ page }) => {
      const errors = watchForErrors(page);
      await recordFirstFrame(page);
      await page.goto(path);
      await page.waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === "object");
      const { firstFrameAt, loadedAt, chunks } = await page.evaluate(() => ({
        firstFrameAt: (window as unknown as { __firstFrameAt: number }).__firstFrameAt,
        loadedAt: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
        chunks: performance
          .getEntriesByType("resource")
          // The chunks and the page data the framework hydrates from.
          .filter((entry) => /\/_next\/static\/(chunks|page-data)\/.+\.js$/.test(entry.name))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }));
      expect(chunks.length).toBeGreaterThan(1);
      expect(chunks.some((chunk) => chunk.name.includes("/page-data/"))).toBe(true);
      expect(loadedAt).toBeGreaterThan(0);
      for (const chunk of chunks) {
        expect(chunk.startTime, chunk.name).toBeGreaterThanOrEqual(firstFrameAt);
        // Not even competing with the stylesheet, the font or an image above the fold.
        expect(chunk.startTime, chunk.name).toBeGreaterThanOrEqual(loadedAt);
      }
      expect(errors()).toEqual([]);
    });
  }
});

test("every chunk a page loads up front is served with V8's compile hint on its first line", async ({ request }) => {
  // Compiled off the main thread while it downloads, so starting the framework is a short task.
  const chunks = new Set<string>();
  for (const path of pages) {
    const sources = loaderSources(await (await request.get(path)).text());
    expect(sources.length, path).toBeGreaterThan(0);
    // The page data is data: nothing in it is compiled ahead.
    sources.filter((source) => !isPageDataUrl(source)).forEach((source) => chunks.add(source));
  }
  const unhinted: string[] = [];
  for (const chunk of chunks) {
    const response = await request.get(chunk);
    expect(response.status(), chunk).toBe(200);
    if (!(await response.text()).startsWith(COMPILE_HINT)) unhinted.push(chunk);
  }
  expect(unhinted).toEqual([]);
});

test.describe("the menu before the framework", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("opens on the first tap, closes and returns focus, while no framework script has run", async ({ page }) => {
    // The framework never arrives: whatever works here works from the first frame.
    await page.route(CHUNKS, (route) => route.abort());
    await page.goto("/insights/ai-vision-to-value", { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);

    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.tap();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(await page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe("undefined");

    await page.keyboard.press("Tab");
    expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await panel.getByRole("button", { name: "Close" }).tap();
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("hydration in slices", () => {
  // The page's content and the footer sit in <Activity> boundaries (app/layout.tsx). React leaves
  // such a boundary for a second, low-priority pass that yields to the browser every few
  // milliseconds, so hydrating a long page never holds the main thread in one piece, and the
  // header, outside the boundaries, is interactive first. React marks the boundaries <!--&-->.
  for (const path of pages) {
    test(`${path}: the content and the footer are hydration boundaries of their own`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<main id="main"[^>]*><!--&-->[\s\S]*<!--\/&--><\/main>/);
      expect(html).toMatch(/<\/main><!--&--><footer[\s\S]*<\/footer><!--\/&-->/);
    });
  }
});

test.describe("no layout read while the page is parsed", () => {
  // A script that measures the page (a box, a scroll position) while the HTML is still being
  // parsed makes the browser lay out everything parsed so far on the spot, once more than the
  // first frame needs, and holds the parser and that frame until it is done. The page's inline
  // scripts wait for a scroll instead.
  for (const path of pages) {
    test(`${path}: no script reads the layout before the document is parsed`, async ({ page }) => {
      await page.addInitScript(() => {
        const reads: string[] = [];
        (window as unknown as { __layoutReads: string[] }).__layoutReads = reads;
        const note = (name: string) => {
          if (document.readyState === "loading") reads.push(`${name}: ${new Error().stack?.split("\n")[3]?.trim() ?? "?"}`);
        };
        const watch = (target: object, names: string[]) => {
          for (const name of names) {
            const descriptor = Object.getOwnPropertyDescriptor(target, name);
            if (!descriptor) continue;
            if (typeof descriptor.value === "function") {
              const original = descriptor.value as (...args: unknown[]) => unknown;
              Object.defineProperty(target, name, {
                ...descriptor,
                value: function (this: unknown, ...args: unknown[]) {
                  note(name);
                  return original.apply(this, args);
                },
              });
            } else if (descriptor.get) {
              const getter = descriptor.get;
              Object.defineProperty(target, name, {
                ...descriptor,
                get: function (this: unknown) {
                  note(name);
                  return getter.call(this);
                },
              });
            }
          }
        };
        watch(Element.prototype, ["getBoundingClientRect", "getClientRects", "scrollTop", "scrollHeight", "clientHeight", "clientWidth"]);
        watch(HTMLElement.prototype, ["offsetTop", "offsetLeft", "offsetWidth", "offsetHeight"]);
        watch(window, ["scrollY", "scrollX", "pageYOffset", "pageXOffset"]);
      });
      await page.goto(path);
      expect(await page.evaluate(() => (window as unknown as { __layoutReads: string[] }).__layoutReads)).toEqual([]);
    });
  }
});

test.describe("the first frame waits for the whole page", () => {
  // A long page drawn as the parser went came in frames of 50–190 ms at 4× CPU right after the
  // first paint, and a tap on the menu waited for them. `<link rel="expect" blocking="render">`
  // (app/layout.tsx) holds the first frame until the parser has reached the footer's last part.
  // Here the page arrives in two parts, that last part 800 ms after the rest, as on a slow
  // connection.
  const PAUSE_MS = 800;

  /** Serves the site with `path`'s HTML held back from the footer's last part on; `edit` changes that HTML. */
  async function startSplittingProxy(path: string, edit: (html: string) => string = (html) => html) {
    const server = http.createServer(async (request, response) => {
      const upstream = await fetch(`${E2E_ORIGIN}${request.url}`, { headers: { "user-agent": request.headers["user-agent"] ?? "" } });
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name)));
      if (request.url !== path) {
        response.writeHead(upstream.status, headers);
        return response.end(Buffer.from(await upstream.arrayBuffer()));
      }
      const html = edit(await upstream.text());
      const at = html.lastIndexOf("<", html.indexOf(` id="${FOOTER_LEGAL_ID}"`));
      // Without the footer's last part the page never marks its arrival, and the test fails on it.
      if (at <= 0) return response.writeHead(500).end(`no element with id ${FOOTER_LEGAL_ID} in ${path}`);
      response.writeHead(upstream.status, headers);
      response.write(html.slice(0, at));
      setTimeout(() => response.end(html.slice(at)), PAUSE_MS);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const close = () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close };
  }

  /** When the footer's last part entered the document and when the first contentful paint came, in ms. */
  async function lastPartAndFirstPaint(page: Page, url: string) {
    await page.addInitScript((id) => {
      const times = { lastPart: -1 };
      (window as unknown as { __times: typeof times }).__times = times;
      new MutationObserver((_, observer) => {
        if (!document.getElementById(id)) return;
        times.lastPart = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, FOOTER_LEGAL_ID);
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    return page.evaluate(() => ({
      lastPart: (window as unknown as { __times: { lastPart: number } }).__times.lastPart,
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      responseStart: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseStart,
    }));
  }

  for (const path of ["/", "/insights/ai-vision-to-value"]) {
    test(`${path}: nothing is painted before the footer's last part is parsed, and without the hold the top would have been`, async ({ browser }) => {
      const held = await startSplittingProxy(path);
      const unheld = await startSplittingProxy(path, (html) => html.replace(/<link rel="expect"[^>]*>/, ""));
      const [page, control] = [await browser.newPage(), await browser.newPage()];
      try {
        const withHold = await lastPartAndFirstPaint(page, `${held.origin}${path}`);
        expect(withHold.lastPart - withHold.responseStart, "the footer's last part arrived late").toBeGreaterThan(PAUSE_MS * 0.8);
        expect(withHold.firstPaint).toBeGreaterThanOrEqual(withHold.lastPart);

        // The same page without the link paints its top while the rest is still on its way,
        // which is what the check above would see if the hold were gone.
        const withoutHold = await lastPartAndFirstPaint(control, `${unheld.origin}${path}`);
        expect(withoutHold.lastPart - withoutHold.responseStart).toBeGreaterThan(PAUSE_MS * 0.8);
        expect(withoutHold.firstPaint).toBeLessThan(withoutHold.lastPart);
      } finally {
        await Promise.all([page.close(), control.close()]);
        await Promise.all([held.close(), unheld.close()]);
      }
    });
  }
});
