/**
 * One Lighthouse run in a plain Node process: launches Chromium through chrome-launcher, audits
 * the URL and writes the result (LHR) as JSON. It runs outside tsx on purpose: tsx's transform
 * adds helpers to functions that Lighthouse sends into the page as source text, which then fail
 * there ("__name is not defined").
 *
 *   node bench/lib/lighthouse-runner.mjs <url> <output.json> '<{"chromePath","chromeFlags","categories","throttlingMethod"}>'
 */
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const [url, output, settings] = process.argv.slice(2);
if (!url || !output || !settings) {
  console.error("usage: lighthouse-runner.mjs <url> <output.json> <settings as JSON>");
  process.exit(2);
}
// throttlingMethod: "simulate" (Lighthouse's default) or "devtools" (throttling applied while loading).
const { chromePath, chromeFlags, categories, throttlingMethod = "simulate" } = JSON.parse(settings);

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
// chrome-launcher puts Chromium in its own process group: stop it when this process is stopped.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    chrome.kill();
    process.exit(143);
  });
}
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    throttlingMethod,
    // Audit pages that answer 404 too (a page not built yet, the not-found page).
    ignoreStatusCode: true,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  fs.writeFileSync(output, JSON.stringify(result.lhr));
} finally {
  chrome.kill();
}
