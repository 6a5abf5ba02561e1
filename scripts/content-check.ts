/**
 * Validates every content file and prints one line per problem: the file, the line, the field and
 * the fix. Runs before every build; editors can run it alone with `npm run content:check`.
 * With --github (or on GitHub Actions) each problem is also printed as an annotation, which GitHub
 * shows on the file's line in the pull request.
 */
import { ContentError } from "../lib/content/loader";
import { renderReport } from "../lib/content/report";
import { loadSiteFacts } from "../lib/content/site-facts";

const github = process.argv.includes("--github") || process.env.GITHUB_ACTIONS === "true";

async function report() {
  // Every page reads content/site.yaml as it loads, so its problems are reported before the rest.
  const site = loadSiteFacts();
  if (!site.data) return { problems: site.problems, scheduled: [], drafts: [], counts: {} };
  try {
    const { checkContent } = await import("../lib/content/check");
    return checkContent();
  } catch (cause) {
    if (cause instanceof ContentError) return { problems: cause.problems, scheduled: [], drafts: [], counts: {} };
    throw cause;
  }
}

void report().then((found) => {
  const { lines, failed } = renderReport(found, { github });
  for (const line of lines) (failed ? console.error : console.log)(line);
  process.exit(failed ? 1 : 0);
});
