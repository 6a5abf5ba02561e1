import { authorIsKnown, loadAuthors } from "./authors";
import { imageExists, readCollection } from "./loader";
import { getServicePages } from "./pages";
import { caseStudyFrontMatter, insightFrontMatter, legalFrontMatter } from "./schema";
import { caseStudySnippet, insightSnippet, legalSnippet, snippetWarnings } from "./search-snippet";
import { loadServicesIndex } from "./services-index";

export function loadCaseStudies(authors = loadAuthors().authors) {
  const knownAuthor = authorIsKnown(authors);
  return readCollection({
    folder: "case-studies",
    schema: caseStudyFrontMatter,
    check: (entry) => [...imageExists(entry.file, "image.src", entry.data.image.src), ...knownAuthor(entry)],
  });
}

export function loadInsights(authors = loadAuthors().authors) {
  return readCollection({ folder: "insights", schema: insightFrontMatter, check: authorIsKnown(authors) });
}

export function loadLegalDocuments() {
  return readCollection({ folder: "legal", schema: legalFrontMatter });
}

/** Every problem in every collection, one line each, and the warnings that never stop a build. */
export function checkContent(): { problems: string[]; warnings: string[]; counts: Record<string, number> } {
  const authors = loadAuthors();
  const caseStudies = loadCaseStudies(authors.authors);
  const insights = loadInsights(authors.authors);
  const legal = loadLegalDocuments();
  const collections = { "case studies": caseStudies, insights, "legal documents": legal };
  return {
    problems: [
      authors.problems,
      ...Object.values(collections).map((collection) => collection.problems),
      loadServicesIndex(getServicePages().map((page) => page.slug)).problems,
    ].flat(),
    warnings: [
      ...caseStudies.entries.flatMap((entry) => snippetWarnings(entry.file, caseStudySnippet(entry.data))),
      ...insights.entries.flatMap((entry) => snippetWarnings(entry.file, insightSnippet(entry.data))),
      ...legal.entries.flatMap((entry) => snippetWarnings(entry.file, legalSnippet(entry.data))),
    ],
    counts: {
      authors: authors.authors.length,
      ...Object.fromEntries(Object.entries(collections).map(([name, collection]) => [name, collection.entries.length])),
    },
  };
}
