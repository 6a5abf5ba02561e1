import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { settledCentre, type Driver, type Engine, type Key } from "./driver";

/** Debian's Firefox ESR (`apt-get install firefox-esr`); FIREFOX_PATH points elsewhere. */
export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

const keys: Record<Key, { hold?: "Shift"; key: "Tab" | "Escape" | "Enter" }> = {
  Tab: { key: "Tab" },
  "Shift+Tab": { hold: "Shift", key: "Tab" },
  Escape: { key: "Escape" },
  Enter: { key: "Enter" },
};

class FirefoxDriver implements Driver {
  readonly #problems: string[] = [];

  constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly origin: string,
  ) {
    page.on("console", (message) => {
      const type = message.type();
      if (type === "error" || type === "warn") this.#problems.push(`${type}: ${message.text()}`);
    });
    // Uncaught exceptions and what Firefox reports as script errors, CSP violations among them.
    page.on("pageerror", (error) => this.#problems.push(`error: ${error instanceof Error ? error.message : String(error)}`));
  }

  async open(path: string) {
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: "load" });
  }

  async resize(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }

  run<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>> {
    return this.page.evaluate(fn as (...values: unknown[]) => Result, ...(args as unknown[])) as Promise<Awaited<Result>>;
  }

  async click(selector: string, { count = 1 }: { count?: 1 | 2 } = {}) {
    const { x, y } = await settledCentre(this, selector);
    await this.page.mouse.click(x, y, { count });
  }

  async type(selector: string, text: string) {
    await this.page.type(selector, text);
  }

  async press(key: Key) {
    const { hold, key: name } = keys[key];
    if (hold) await this.page.keyboard.down(hold);
    await this.page.keyboard.press(name);
    if (hold) await this.page.keyboard.up(hold);
  }

  async back() {
    await this.page.goBack({ waitUntil: "load" });
  }

  async reload() {
    await this.page.reload({ waitUntil: "load" });
  }

  async takeConsoleProblems() {
    return this.#problems.splice(0);
  }

  async release() {
    await this.context.close();
  }
}

function launch(javaScript: boolean): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      // Firefox's BiDi cannot turn scripts off for one page, so that browser has them off for all.
      "javascript.enabled": javaScript,
      "browser.shell.checkDefaultBrowser": false,
      "datareporting.policy.dataSubmissionEnabled": false,
    },
  });
}

/**
 * Firefox ESR, headless, driven over WebDriver BiDi: one browser for pages with scripts and one,
 * started when first needed, without; each test gets a browser context of its own.
 */
export async function launchFirefox(origin: string): Promise<Engine> {
  const browsers = new Map<boolean, Promise<Browser>>();
  return {
    name: "firefox",
    async driver({ javaScript }) {
      if (!browsers.has(javaScript)) browsers.set(javaScript, launch(javaScript));
      const browser = await browsers.get(javaScript)!;
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      return new FirefoxDriver(context, page, origin);
    },
    async close() {
      await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
    },
  };
}
