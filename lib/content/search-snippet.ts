import { documentTitle, SEARCH_DESCRIPTION_MAX, SEARCH_TITLE_MAX } from "../site";
import type { Problem } from "./loader";
import type { CaseStudyFrontMatter, InsightFrontMatter, LegalFrontMatter } from "./schema";

/** The title and description search engines get for an entry, and the front-matter fields they come from. */
export type SearchSnippet = { title: string; titleField: string; description: string; descriptionField: string };

function snippet(
  data: { title: string; seoTitle?: string; seoDescription?: string },
  fallback: { field: string; value: string },
): SearchSnippet {
  return {
    title: data.seoTitle ?? data.title,
    titleField: data.seoTitle ? "seoTitle" : "title",
    description: data.seoDescription ?? fallback.value,
    descriptionField: data.seoDescription ? "seoDescription" : fallback.field,
  };
}

type Titled = "title" | "seoTitle" | "seoDescription";

export const caseStudySnippet = (data: Pick<CaseStudyFrontMatter, Titled | "summary">) => snippet(data, { field: "summary", value: data.summary });
export const insightSnippet = (data: Pick<InsightFrontMatter, Titled | "excerpt">) => snippet(data, { field: "excerpt", value: data.excerpt });
export const legalSnippet = (data: Pick<LegalFrontMatter, "title" | "seoTitle" | "description">) => snippet(data, { field: "description", value: data.description });

/**
 * Warnings, never errors, for what results pages would cut: a full `<title>` (with the firm's name)
 * over 60 characters, or a description over 160.
 */
export function snippetWarnings(
  file: string,
  { title, titleField, description, descriptionField }: SearchSnippet,
  lineOf: (field: PropertyKey[]) => number | undefined = () => undefined,
): Problem[] {
  const warnings: Problem[] = [];
  const warn = (field: string, message: string) => warnings.push({ file, line: lineOf([field]), field, message, severity: "warning" });
  const full = documentTitle(title);
  if (full.length > SEARCH_TITLE_MAX) {
    const room = SEARCH_TITLE_MAX - documentTitle("").length;
    warn(
      titleField,
      `the page title "${full}" is ${full.length} characters and results pages show ${SEARCH_TITLE_MAX}; ` +
        (titleField === "seoTitle" ? `shorten the seoTitle to at most ${room} characters` : `add a seoTitle of at most ${room} characters`),
    );
  }
  if (description.length > SEARCH_DESCRIPTION_MAX) {
    warn(
      descriptionField,
      `is ${description.length} characters and results pages show ${SEARCH_DESCRIPTION_MAX}; ` +
        `add a seoDescription of at most ${SEARCH_DESCRIPTION_MAX} characters`,
    );
  }
  return warnings;
}
