import { contactMessages as readContactMessages } from "../../lib/contact/copy";
import { getCommonCopy } from "../../lib/content/pages";
import { storedInquiries } from "../support/inquiries";
import { allRoutes, NOT_FOUND_ROUTE, templateRoutes } from "../support/routes";
import { waitUntil, type Driver } from "./driver";
import { ENGINES_DATA_DIR, expect, test } from "./fixtures";

/**
 * What a visitor does on the site, walked in Firefox and WebKit (./playwright.config.ts runs this
 * file once per engine). Every test also fails on a console error or warning (./fixtures.ts).
 */

const copy = getCommonCopy();
const messages = readContactMessages();

const PHONE = { width: 390, height: 844 } as const;
const MENU = "#site-menu";
const MENU_OPENER = 'header button[data-sheet-open="site-menu"]';
const SEARCH_CONTROL = "header [data-search-src]";
const SEARCH_DIALOG = "#site-search";
const CONTACT_FORM = 'form[aria-label="Contact form"]';
const CONTACT_SUBMIT = `${CONTACT_FORM} button[type="submit"]`;

/** What the page shows where a selector points: present, laid out, not hidden, its text. */
const look = (driver: Driver, selector: string) =>
  driver.run((target: string) => {
    const element = document.querySelector<HTMLElement>(target);
    if (!element) return { present: false, visible: false, text: "" };
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const visible = box.width > 0 && box.height > 0 && style.visibility !== "hidden" && element.checkVisibility({ opacityProperty: true });
    return { present: true, visible, text: (element.innerText ?? "").trim() };
  }, selector);

const pathOf = (driver: Driver) => driver.run(() => location.pathname + location.search);

/** Waits until the framework's scripts, which load after the first paint, have arrived and run. */
async function frameworkSettled(driver: Driver) {
  await waitUntil(
    () =>
      driver.run(
        () =>
          new Promise<boolean>((resolve) => {
            const fetched = () =>
              new Set(
                performance
                  .getEntriesByType("resource")
                  .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
                  .map((entry) => entry.name),
              );
            const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="/_next/static/"]:not([nomodule])'));
            if (scripts.length === 0 || !scripts.every((script) => fetched().has(script.src))) return resolve(false);
            // And then half a second with no new request: hydrated, and what it loads has arrived.
            const count = performance.getEntriesByType("resource").length;
            setTimeout(() => resolve(performance.getEntriesByType("resource").length === count), 500);
          }),
      ),
    (settled) => settled,
    "the framework's scripts",
    30_000,
  );
}

test.describe("with JavaScript", () => {
  test("the console watch catches what a page logs and a script the policy blocks", async ({ site }) => {
    await site.open("/");
    await site.run(() => {
      console.warn("journey canary");
      // An inline script without one of the policy's hashes: the browser refuses it and says so.
      const script = document.createElement("script");
      script.textContent = "document.documentElement.dataset.canary = 'ran'";
      document.head.append(script);
    });
    const seen: string[] = [];
    await waitUntil(
      async () => (seen.push(...(await site.takeConsoleProblems())), seen),
      (problems) => problems.length >= 2,
      "the canary's warning and the policy's report",
    );
    expect(seen).toEqual(expect.arrayContaining([expect.stringContaining("journey canary"), expect.stringMatching(/Content.Security.Policy|script-src/i)]));
    expect(await site.run(() => document.documentElement.dataset.canary ?? null)).toBeNull();
  });

  test("every route renders its heading and body", async ({ site }) => {
    test.setTimeout(240_000);
    expect(await blankRoutes(site, allRoutes(), { framework: true })).toEqual([]);
  });

  test("the phone menu opens, keeps focus inside, and closes with Escape and with Close", async ({ site }) => {
    await site.resize(PHONE.width, PHONE.height);
    await site.open("/");
    const state = () =>
      site.run(
        (menu: string, opener: string) => {
          const dialog = document.querySelector<HTMLDialogElement>(menu)!;
          return {
            open: dialog.open,
            modal: dialog.matches(":modal"),
            expanded: document.querySelector(opener)?.getAttribute("aria-expanded"),
            focusInside: dialog.contains(document.activeElement),
            focusOnOpener: document.activeElement === document.querySelector(opener),
          };
        },
        MENU,
        MENU_OPENER,
      );

    for (const closeWith of ["Escape", "Close"] as const) {
      await site.click(MENU_OPENER);
      await expect.poll(state).toMatchObject({ open: true, modal: true, expanded: "true" });
      // Tab walks through the menu's controls and wraps, both ways, never leaving it.
      const stops = await site.run((menu: string) => document.querySelector(menu)!.querySelectorAll("a[href], button").length, MENU);
      for (let step = 0; step < stops + 2; step += 1) {
        await site.press("Tab");
        expect((await state()).focusInside).toBe(true);
      }
      for (let step = 0; step < 3; step += 1) {
        await site.press("Shift+Tab");
        expect((await state()).focusInside).toBe(true);
      }
      if (closeWith === "Escape") await site.press("Escape");
      else await site.click(`${MENU} button[data-sheet-close]`);
      await expect.poll(state).toEqual({ open: false, modal: false, expanded: "false", focusInside: false, focusOnOpener: true });
    }
  });

  test("the testimonial carousel wraps both ways", async ({ site }) => {
    await site.open("/#testimonials");
    const carousel = '[aria-roledescription="carousel"]';
    await expect.poll(() => site.run((target: string) => document.querySelector(target)?.getAttribute("data-ready"), carousel)).toBe("true");
    const shown = () =>
      site.run(
        (target: string) =>
          Array.from(document.querySelectorAll<HTMLElement>(`${target} [aria-roledescription="slide"]`))
            .filter((slide) => !slide.hidden)
            .map((slide) => slide.getAttribute("aria-label")),
        carousel,
      );
    const { previous, next } = copy.testimonials;
    await expect.poll(shown).toEqual(["1 of 4"]);
    await site.click(`${carousel} button[aria-label="${previous}"]`);
    await expect.poll(shown).toEqual(["4 of 4"]);
    await site.click(`${carousel} button[aria-label="${next}"]`);
    await expect.poll(shown).toEqual(["1 of 4"]);
  });

  test("the contact form shows its field errors, then sends", async ({ site }, testInfo) => {
    await site.open("/#contact");
    await expect.poll(() => site.run((form: string) => !!document.querySelector(`${form}[data-ready="true"]`), CONTACT_FORM)).toBe(true);
    await site.click(CONTACT_SUBMIT);
    await expect.poll(() => fieldErrors(site)).toEqual({
      name: messages.name,
      email: messages.email,
      company: messages.company,
      interest: messages.interest,
      message: messages.message,
    });

    const inquiry = contactValues(`js.${testInfo.project.name}`);
    await fillContactForm(site, inquiry);
    await site.click(CONTACT_SUBMIT);
    await expect.poll(() => site.run(() => document.querySelector("h3[tabindex='-1']")?.textContent)).toBe(copy.contactForm.sentTitle);
    await expect.poll(() => storedFrom(inquiry.email)).toBe(1);
  });

  test("search opens, finds “governance”, closes with Escape, and opens a result", async ({ site }) => {
    await site.open("/insights");
    const dialog = () =>
      site.run(
        (target: string, control: string) => {
          const element = document.querySelector<HTMLDialogElement>(target);
          return {
            open: element?.open ?? false,
            modal: !!element?.matches(":modal"),
            focusInField: !!element && document.activeElement === element.querySelector("input"),
            focusOnControl: document.activeElement === document.querySelector(control),
            results: element ? element.querySelectorAll("[role=option]").length : 0,
          };
        },
        SEARCH_DIALOG,
        SEARCH_CONTROL,
      );

    await site.click(SEARCH_CONTROL);
    await expect.poll(dialog).toMatchObject({ open: true, modal: true, focusInField: true });
    await site.type(`${SEARCH_DIALOG} input`, "governance");
    await expect.poll(async () => (await dialog()).results).toBeGreaterThan(0);

    await site.press("Escape");
    // A search field may take the first Escape to clear itself; the next one closes the dialog.
    const afterOne = await waitUntil(dialog, (state) => !state.open || state.focusInField, "the dialog to answer Escape");
    if (afterOne.open && (await site.run((target: string) => document.querySelector<HTMLInputElement>(`${target} input`)!.value, SEARCH_DIALOG)) === "") {
      await site.press("Escape");
    }
    await expect.poll(dialog).toMatchObject({ open: false, focusOnControl: true });

    await site.click(SEARCH_CONTROL);
    await expect.poll(dialog).toMatchObject({ open: true, focusInField: true });
    await site.run((target: string) => {
      const field = document.querySelector<HTMLInputElement>(`${target} input`)!;
      field.value = "";
      field.dispatchEvent(new Event("input"));
    }, SEARCH_DIALOG);
    await site.type(`${SEARCH_DIALOG} input`, "governance");
    await expect.poll(async () => (await dialog()).results).toBeGreaterThan(0);
    const target = await site.run((dialogSelector: string) => document.querySelector(`${dialogSelector} [role=option]`)!.getAttribute("data-href"), SEARCH_DIALOG);
    await site.click(`${SEARCH_DIALOG} [role=option]`);
    await expect.poll(() => pathOf(site)).toBe(target);
    await expect.poll(async () => (await look(site, "main h1")).visible).toBe(true);
  });

  test("a card opens its page in the app, and Back returns to the list", async ({ site }) => {
    await site.open("/insights");
    await frameworkSettled(site);
    const card = 'main article a[href^="/insights/"]:not([href^="/insights/category/"])';
    const href = await site.run((selector: string) => document.querySelector(selector)!.getAttribute("href"), card);
    // A mark on the document survives navigations in the app and is lost on a page load.
    await site.run(() => {
      Object.assign(window, { __sameDocument: true });
    });
    const sameDocument = () => site.run(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

    await site.click(card);
    await expect.poll(() => pathOf(site)).toBe(href);
    await expect.poll(async () => (await look(site, "main h1")).visible).toBe(true);
    expect(await sameDocument()).toBe(true);

    await site.back();
    await expect.poll(() => pathOf(site)).toBe("/insights");
    await expect.poll(async () => (await look(site, "main h1")).visible).toBe(true);
    expect(await sameDocument()).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test("every template renders its heading and body", async ({ siteWithoutScripts: site }) => {
    test.setTimeout(240_000);
    expect(await blankRoutes(site, templateRoutes(), { framework: false })).toEqual([]);
  });

  test("the contact form shows the field errors with what was typed, then sends once, whatever is reloaded", async ({ siteWithoutScripts: site }, testInfo) => {
    await site.open("/#contact");
    expect(await site.run((button: string) => document.querySelector<HTMLButtonElement>(button)?.disabled, CONTACT_SUBMIT)).toBe(false);

    const inquiry = contactValues(`nojs.${testInfo.project.name}`);
    await fillContactForm(site, { ...inquiry, name: "A", email: "priya@" });
    await site.click(CONTACT_SUBMIT);
    await expect.poll(() => fieldErrors(site)).toEqual({ name: messages.name, email: messages.email });
    // Post/redirect/get: the answer is a page of its own, which a reload only shows again.
    expect(await pathOf(site)).toMatch(/^\/contact\?draft=[\w-]+$/);
    expect(await formValues(site)).toEqual({ ...inquiry, name: "A", email: "priya@" });
    expect(await storedFrom(inquiry.email)).toBe(0);

    await site.run(() => {
      for (const field of ["name", "email"]) (document.getElementById(`contact-${field}`) as HTMLInputElement).value = "";
    });
    await site.type("#contact-name", inquiry.name);
    await site.type("#contact-email", inquiry.email);
    await site.click(CONTACT_SUBMIT);
    await expect.poll(async () => (await look(site, "main h1")).text).toBe(copy.contactForm.sentTitle);
    expect(await storedFrom(inquiry.email)).toBe(1);

    expect(await pathOf(site)).toMatch(/^\/contact\/sent\b/);
    const sentAt = await pathOf(site);
    await site.reload();
    expect(await pathOf(site)).toBe(sentAt);
    await site.back();
    await site.reload();
    expect(await storedFrom(inquiry.email)).toBe(1);
  });

  test("a double click on Send stores one inquiry", async ({ siteWithoutScripts: site }, testInfo) => {
    await site.open("/#contact");
    const inquiry = contactValues(`double.${testInfo.project.name}`);
    await fillContactForm(site, inquiry);
    await site.click(CONTACT_SUBMIT, { count: 2 });
    await expect.poll(async () => (await look(site, "main h1")).text).toBe(copy.contactForm.sentTitle);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await storedFrom(inquiry.email)).toBe(1);
  });

  test("Share Article is a plain link that shares by e-mail", async ({ siteWithoutScripts: site }) => {
    await site.open("/insights/ai-vision-to-value");
    const controls = await site.run((label: string) => {
      return Array.from(document.querySelectorAll<HTMLElement>("main a, main button"))
        .filter((element) => element.innerText.trim() === label && element.checkVisibility())
        .map((element) => ({ tag: element.tagName, href: element.getAttribute("href") ?? "" }));
    }, copy.shareArticle.label);
    expect(controls).toHaveLength(1);
    expect(controls[0]!.tag).toBe("A");
    expect(controls[0]!.href).toMatch(/^mailto:\?subject=.+&body=.*%2Finsights%2Fai-vision-to-value/);
  });

  test("the phone menu opens and closes", async ({ siteWithoutScripts: site }) => {
    await site.resize(PHONE.width, PHONE.height);
    await site.open("/");
    const { openMenu, closeMenu, menuNavLabel, navigation } = copy.header;
    // The control is found by its name, whatever element the menu ends up using.
    const mark = (name: string, label: string) =>
      site.run(
        (text: string, mark: string) => {
          const control = Array.from(document.querySelectorAll<HTMLElement>("button, summary, label, a")).find(
            (element) => element.textContent?.trim() === text && element.checkVisibility(),
          );
          control?.setAttribute("data-journey", mark);
          return !!control;
        },
        name,
        label,
      );
    const linksShown = () =>
      site.run(
        (label: string) =>
          Array.from(document.querySelectorAll<HTMLElement>(`nav[aria-label="${label}"] a`))
            .filter((link) => link.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
            .map((link) => link.textContent?.trim()),
        menuNavLabel,
      );
    expect(await mark(openMenu, "open")).toBe(true);
    await site.click('[data-journey="open"]');
    await expect.poll(linksShown).toEqual(expect.arrayContaining(navigation.map((link) => link.label)));
    // As a visitor taps Close once the panel has slid in, not while it moves under the finger.
    const panelMoving = () =>
      site.run(
        (menu: string) =>
          document.getAnimations().filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return animation.playState === "running" && !!target && !!document.querySelector(menu)?.contains(target);
          }).length,
        MENU,
      );
    await expect.poll(panelMoving).toBe(0);
    expect(await mark(closeMenu, "close")).toBe(true);
    await site.click('[data-journey="close"]');
    await expect.poll(linksShown).toEqual([]);
  });
});

/** Of the routes, the contact page and the not-found page, those whose heading is missing or hidden or whose body is nearly empty. */
async function blankRoutes(driver: Driver, routes: string[], { framework }: { framework: boolean }) {
  const blank: string[] = [];
  for (const route of [...routes, "/contact", NOT_FOUND_ROUTE]) {
    await driver.open(route);
    // With scripts, what the framework logs as it starts is read here, not cut off by the next route.
    if (framework) {
      await waitUntil(() => driver.run(() => typeof (window as { next?: unknown }).next === "object"), Boolean, `the framework on ${route}`);
      // And what it fetches has arrived (/book's free times): WebKit logs a request cut off by leaving.
      const quiet = () =>
        driver.run(
          () =>
            new Promise<boolean>((resolve) => {
              const count = performance.getEntriesByType("resource").length;
              setTimeout(() => resolve(performance.getEntriesByType("resource").length === count), 250);
            }),
        );
      await waitUntil(quiet, Boolean, `the requests of ${route}`);
    }
    const page = await driver.run(() => {
      const heading = document.querySelector<HTMLElement>("main h1");
      const box = heading?.getBoundingClientRect();
      return {
        heading: heading?.innerText.trim() ?? "",
        headingShown: !!box && box.height > 0 && heading!.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        body: document.querySelector<HTMLElement>("main")?.innerText.trim().length ?? 0,
      };
    });
    const least = route === NOT_FOUND_ROUTE ? 80 : 400;
    if (!page.heading || !page.headingShown || page.body < least) blank.push(`${route}: ${JSON.stringify(page)}`);
  }
  return blank;
}

type ContactValues = { name: string; email: string; company: string; interest: string; message: string };

const contactValues = (label: string): ContactValues => ({
  name: "Priya Raman",
  email: `priya.${label}.${Date.now()}@example.com`,
  company: "Northgate Logistics",
  interest: "program-management",
  message: "We run six AI pilots and need help taking two of them to production.",
});

async function fillContactForm(driver: Driver, values: ContactValues) {
  for (const field of ["name", "email", "company", "message"] as const) await driver.type(`#contact-${field}`, values[field]);
  // A select is set the way its change reaches the page, in every engine alike.
  await driver.run((value: string) => {
    const select = document.getElementById("contact-interest") as HTMLSelectElement;
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }, values.interest);
}

const fieldErrors = (driver: Driver) =>
  driver.run(() => {
    const shown: Record<string, string> = {};
    for (const field of ["name", "email", "company", "interest", "message"]) {
      const control = document.getElementById(`contact-${field}`);
      const text = document.getElementById(`contact-${field}-error`)?.textContent?.trim();
      if (text && control?.getAttribute("aria-invalid") === "true") shown[field] = text;
    }
    return shown;
  });

const formValues = (driver: Driver) =>
  driver.run(() => {
    const values: Record<string, string> = {};
    for (const field of ["name", "email", "company", "interest", "message"]) {
      values[field] = (document.getElementById(`contact-${field}`) as HTMLInputElement).value;
    }
    return values;
  });

const storedFrom = async (email: string) => (await storedInquiries(ENGINES_DATA_DIR)).filter((inquiry) => inquiry.email === email).length;
