/**
 * Full-page screenshots of pages at phone and desktop widths, for design review.
 *   npx tsx scripts/screenshots.ts [base URL] [path ...]   (default http://127.0.0.1:3000, /)
 * Writes .tmp/screenshots/<page>-<width>.png; WIDTHS=390,1440 sets the widths, OUT the folder.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../e2e/support/env";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ["/"];
const widths = (process.env.WIDTHS ?? "375,1280").split(",").map(Number);
const out = path.resolve(process.env.OUT ?? ".tmp/screenshots");
fs.mkdirSync(out, { recursive: true });

async function main() {
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  for (const target of targets) {
    await page.goto(new URL(target, base).toString(), { waitUntil: "load" });
    // Scroll through once so lazy images load.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(1000);
    const name = target === "/" ? "home" : target.replace(/^\//, "").replace(/[/#]/g, "_");
    const file = path.join(out, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    if (process.env.SLICES) {
      // Page-height slices are easier to review than one very tall image.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const slice = width < 600 ? 1400 : 1000;
      for (let y = 0, index = 0; y < height; y += slice, index += 1) {
        const clip = { x: 0, y, width, height: Math.min(slice, height - y) };
        await page.screenshot({ path: file.replace(/\.png$/, `-${index}.png`), fullPage: true, clip });
      }
    }
  }
  await page.close();
}
await browser.close();
}

void main();
