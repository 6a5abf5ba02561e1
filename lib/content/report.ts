import type { ContentReport } from "./check";
import { formatProblem, isError, type Problem } from "./loader";

/** GitHub reads `::error file=…,line=…::message` on a job's output as an annotation on that line of the diff. */
export function annotation(problem: Problem): string {
  const escapeData = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const escapeProperty = (text: string) => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
  const properties = [
    `file=${escapeProperty(problem.file)}`,
    ...(problem.line ? [`line=${problem.line}`] : []),
    ...(problem.line && problem.column ? [`col=${problem.column}`] : []),
  ].join(",");
  const message = problem.field ? `${problem.field}: ${problem.message}` : problem.message;
  return `::${problem.severity} ${properties}::${escapeData(message)}`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** What `npm run content:check` prints, and whether it fails: errors fail, warnings never do. */
export function renderReport(report: ContentReport, options: { github: boolean }): { lines: string[]; failed: boolean } {
  const errors = report.problems.filter(isError);
  const warnings = report.problems.filter((problem) => !isError(problem));
  const lines: string[] = [];

  if (errors.length > 0) {
    lines.push(`Errors (${errors.length}), which stop the build until fixed:`);
    for (const problem of errors) lines.push(`  ${formatProblem(problem)}`);
  }
  if (warnings.length > 0) {
    lines.push(`Warnings (${warnings.length}), worth a look but never stopping the build:`);
    for (const problem of warnings) lines.push(`  ${formatProblem(problem)}`);
  }
  if (report.scheduled.length > 0) {
    lines.push(`Scheduled (${report.scheduled.length}), left out of the build until their publishedAt:`);
    for (const { file, publishedAt } of report.scheduled) lines.push(`  ${file}: scheduled for ${publishedAt}`);
  }
  if (report.drafts.length > 0) {
    lines.push(`Drafts (${report.drafts.length}), shown by npm run dev and never in production:`);
    for (const file of report.drafts) lines.push(`  ${file}`);
  }
  if (options.github) lines.push(...report.problems.map(annotation));

  const counts = Object.entries(report.counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(", ");
  lines.push(
    errors.length > 0
      ? `Content check failed: ${plural(errors.length, "error")}; warnings are checked once there are no errors.`
      : `Content check passed${warnings.length > 0 ? ` with ${plural(warnings.length, "warning")}` : ""}: ${counts}.`,
  );
  return { lines, failed: errors.length > 0 };
}
