import { existsSync } from "node:fs";

/**
 * The Chromium builds the browser tests and benchmarks start, from Debian's packages (CHROMIUM_PATH
 * points both elsewhere), with the flags that let them run headless as root on a machine without
 * a GPU or network.
 *
 * The benchmarks run the full browser, as PageSpeed Insights does. The browser tests run
 * Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself uses for
 * headless runs): the same Blink and V8 without the browser's UI layers, which takes a third less
 * time over the whole suite on a two-core machine. Without it installed the tests use the full
 * browser.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const headlessShellPath = "/usr/bin/chromium-headless-shell";

export const testChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
