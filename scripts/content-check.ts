/**
 * Validates every content file and prints one line per problem: the file, the line, the field and
 * the fix. Runs before every build; editors can run it alone with `npm run content:check`.
 * With --github (or on GitHub Actions) each problem is also printed as an annotation, which GitHub
 * shows on the file's line in the pull request.
 */
import { checkContent } from "../lib/content/check";
import { renderReport } from "../lib/content/report";

const github = process.argv.includes("--github") || process.env.GITHUB_ACTIONS === "true";
const { lines, failed } = renderReport(checkContent(), { github });
for (const line of lines) (failed ? console.error : console.log)(line);
process.exit(failed ? 1 : 0);
