import { authorIsKnown, loadAuthors, type Author } from "./authors";
import { imageExists, readCollection, type Entry, type Problem } from "./loader";
import { headingProblems, imageProblems, placeholderProblems, unknownSlotProblems } from "./rules";
import { caseStudyFrontMatter, insightFrontMatter, legalFrontMatter } from "./schema";

/** Addresses the lists' own pages take under /insights/ and /case-studies/ (app/insights/page, .../category...). */
const reservedSlugs = { insights: ["page", "category"], "case-studies": ["page", "sector"] } as const;

function reservedSlug(folder: keyof typeof reservedSlugs) {
  return (entry: Entry<unknown>): Problem[] =>
    (reservedSlugs[folder] as readonly string[]).includes(entry.slug)
      ? [
          {
            file: entry.file,
            line: 1,
            field: "slug",
            message: `"${entry.slug}" is taken by the list's own pages (/${folder}/${entry.slug}/...); give this file a different file name or slug`,
            severity: "error",
          },
        ]
      : [];
}

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
      ...reservedSlug("case-studies")(entry),
      ...bodyRules(entry),
    ],
  });
}

export function loadInsights(authors: readonly Author[] = loadAuthors().authors) {
  const knownAuthor = authorIsKnown(authors);
  return readCollection({ folder: "insights", schema: insightFrontMatter, check: (entry) => [...knownAuthor(entry), ...reservedSlug("insights")(entry), ...bodyRules(entry)] });
}

export function loadLegalDocuments() {
  return readCollection({ folder: "legal", schema: legalFrontMatter, check: bodyRules });
}
