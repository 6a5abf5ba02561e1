import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** What axe finds on the page as it is now (or within `include`), a line each: empty when clean. */
export async function axeViolations(page: Page, { include, label = "" }: { include?: string; label?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(axeTags).options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${label}${label ? " " : ""}${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
}
