import { authorIsKnown, loadAuthors, type Author } from "./authors";
import { imageExists, readCollection, type Entry, type Problem } from "./loader";
import { headingProblems, imageProblems, placeholderProblems, unknownSlotProblems } from "./rules";
import { caseStudyFrontMatter, insightFrontMatter, legalFrontMatter } from "./schema";

/** What every Markdown body must get right, whatever its folder. */
function bodyRules(entry: Entry<unknown>): Problem[] {
  return [...placeholderProblems(entry), ...headingProblems(entry), ...imageProblems(entry), ...unknownSlotProblems(entry)];
}

export function loadCaseStudies(authors: readonly Author[] = loadAuthors().authors) {
  const knownAuthor = authorIsKnown(authors);
  return readCollection({
    folder: "case-studies",
    schema: caseStudyFrontMatter,
    check: (entry) => [
      ...imageExists(entry.file, entry.lineOf(["image", "src"]), "image.src", entry.data.image.src),
      ...knownAuthor(entry),
      ...bodyRules(entry),
    ],
  });
}

export function loadInsights(authors: readonly Author[] = loadAuthors().authors) {
  const knownAuthor = authorIsKnown(authors);
  return readCollection({ folder: "insights", schema: insightFrontMatter, check: (entry) => [...knownAuthor(entry), ...bodyRules(entry)] });
}

export function loadLegalDocuments() {
  return readCollection({ folder: "legal", schema: legalFrontMatter, check: bodyRules });
}
