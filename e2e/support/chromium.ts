/**
 * The one Chromium every browser test and benchmark starts: Debian's build (CHROMIUM_PATH points
 * elsewhere) with the flags that let it run headless as root on a machine without a GPU or network.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
