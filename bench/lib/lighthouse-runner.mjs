/**
 * One Lighthouse run, in a plain Node process: tsx's transform would add helpers to the functions
 * Lighthouse sends into the page as source text, which then fail there.
 *
 *   node bench/lib/lighthouse-runner.mjs <url> <DevTools port> <simulate|devtools> <result.json>
 */
import fs from "node:fs";
import lighthouse from "lighthouse";

const [url, port, throttlingMethod, output] = process.argv.slice(2);
const result = await lighthouse(url, {
  port: Number(port),
  output: "json",
  logLevel: "error",
  onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  throttlingMethod,
});
if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
fs.writeFileSync(output, JSON.stringify(result.lhr));
