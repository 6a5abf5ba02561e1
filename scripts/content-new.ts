/**
 * Starts a new article or case study as a draft:
 *   npm run content:new -- insight "Title of the article"
 *   npm run content:new -- case-study "Title of the case study"
 */
import { scaffold, ScaffoldError } from "../lib/content/scaffold";

const [kind = "", ...words] = process.argv.slice(2);
try {
  const { file, route } = scaffold(kind, words.join(" "));
  console.log(`Created ${file} (a draft, dated today).`);
  console.log("Next:");
  console.log(`  1. Replace every TODO in ${file}; npm run content:check lists the ones left, with their lines.`);
  if (route.startsWith("/case-studies/")) console.log("     Add the picture named in image.src under public/.");
  console.log(`  2. Preview it: npm run dev, then open http://localhost:3000${route}`);
  console.log("  3. Remove draft: true when it is ready, and open a pull request.");
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`content:new: ${error.message}`);
  process.exit(1);
}
