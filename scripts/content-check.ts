/**
 * Validates every content file and prints one line per problem: the file, the field and the fix.
 * Runs before every build; editors can run it alone with `npm run content:check`.
 */
import { checkContent } from "../lib/content/collections";

const { problems, warnings, counts } = checkContent();

if (warnings.length > 0) {
  console.warn(`${warnings.length} warning${warnings.length === 1 ? "" : "s"} (the build goes ahead; worth fixing):`);
  for (const line of warnings) console.warn(`  ${line}`);
}

if (problems.length > 0) {
  console.error(`Content check failed with ${problems.length} problem${problems.length === 1 ? "" : "s"}:`);
  for (const line of problems) console.error(`  ${line}`);
  process.exit(1);
}

const summary = Object.entries(counts)
  .map(([name, count]) => `${count} ${name}`)
  .join(", ");
console.log(`Content check passed: ${summary}.`);
