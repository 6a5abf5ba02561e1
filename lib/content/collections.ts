import { imageExists, readCollection } from "./loader";
import { loadPageCopy } from "./page-copy";
import { caseStudyFrontMatter, insightFrontMatter, legalFrontMatter } from "./schema";

export function loadCaseStudies() {
  return readCollection({
    folder: "case-studies",
    schema: caseStudyFrontMatter,
    check: (entry) => imageExists(entry.file, "image.src", entry.data.image.src),
  });
}

export function loadInsights() {
  return readCollection({ folder: "insights", schema: insightFrontMatter });
}

export function loadLegalDocuments() {
  return readCollection({ folder: "legal", schema: legalFrontMatter });
}

/** Every problem in every collection and page-copy file, one line each; warnings never fail. */
export function checkContent(): { problems: string[]; warnings: string[]; counts: Record<string, number> } {
  const collections = {
    "case studies": loadCaseStudies(),
    insights: loadInsights(),
    "legal documents": loadLegalDocuments(),
  };
  const pageCopy = loadPageCopy();
  return {
    problems: [...Object.values(collections).flatMap((collection) => collection.problems), ...pageCopy.problems],
    warnings: pageCopy.warnings,
    counts: {
      ...Object.fromEntries(Object.entries(collections).map(([name, collection]) => [name, collection.entries.length])),
      "page-copy files": pageCopy.files,
    },
  };
}
