import fs from "node:fs";
import path from "node:path";
import { authorIsKnown, loadAuthors, type Author } from "./authors";
import { imageExists, readCollection, type Entry, type Problem } from "./loader";
import { contentRoot } from "./root";
import { closest } from "./nearest";
import { parseYaml } from "./yaml";
import { headingProblems, htmlProblems, imageProblems, placeholderProblems, unknownSlotProblems } from "./rules";
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

/** The listing file that declares each folder's topics, and what one of them is called. */
const topicLists = {
  insights: { file: "pages/insights.yaml", field: "category", one: "category", many: "categories" },
  "case-studies": { file: "pages/case-studies.yaml", field: "sector", one: "sector", many: "sectors" },
} as const;

/**
 * The names declared under `topics` in a listing file, or undefined when the file cannot be read:
 * its own check reports why, and entries are not blamed for it.
 */
export function declaredTopics(folder: keyof typeof topicLists): string[] | undefined {
  const absolute = path.join(/*turbopackIgnore: true*/ contentRoot(), topicLists[folder].file);
  if (!fs.existsSync(absolute)) return undefined;
  const parsed = parseYaml(fs.readFileSync(absolute, "utf8"));
  const topics = parsed.ok ? (parsed.data as { topics?: unknown } | null)?.topics : undefined;
  if (!Array.isArray(topics)) return undefined;
  const names = topics.map((topic) => (topic as { name?: unknown } | null)?.name);
  return names.every((name): name is string => typeof name === "string") ? names.map((name) => name.trim()) : undefined;
}

/** An entry's category or sector is one its listing file declares. */
function declaredTopic(folder: keyof typeof topicLists) {
  const { file, field, one, many } = topicLists[folder];
  const names = declaredTopics(folder);
  return (entry: Entry<Record<string, unknown>>): Problem[] => {
    const value = entry.data[field];
    if (names === undefined || typeof value !== "string" || names.includes(value)) return [];
    const suggestion = closest(value, names);
    return [
      {
        file: entry.file,
        line: entry.lineOf([field]),
        field,
        message: `"${value}" is not one of the ${many}; ${suggestion ? `did you mean "${suggestion}"?` : `use one of ${names.map((name) => `"${name}"`).join(", ")}.`} A new ${one} is added under topics in content/${file}`,
        severity: "error",
      },
    ];
  };
}

/** What every Markdown body must get right, whatever its folder. */
function bodyRules(entry: Entry<unknown>): Problem[] {
  return [...placeholderProblems(entry), ...headingProblems(entry), ...htmlProblems(entry), ...imageProblems(entry), ...unknownSlotProblems(entry)];
}

export function loadCaseStudies(authors: readonly Author[] = loadAuthors().authors) {
  const knownAuthor = authorIsKnown(authors);
  const knownSector = declaredTopic("case-studies");
  return readCollection({
    folder: "case-studies",
    schema: caseStudyFrontMatter,
    check: (entry) => [
      ...imageExists(entry.file, entry.lineOf(["image", "src"]), "image.src", entry.data.image.src),
      ...knownAuthor(entry),
      ...knownSector(entry),
      ...reservedSlug("case-studies")(entry),
      ...bodyRules(entry),
    ],
  });
}

export function loadInsights(authors: readonly Author[] = loadAuthors().authors) {
  const knownAuthor = authorIsKnown(authors);
  const knownCategory = declaredTopic("insights");
  return readCollection({
    folder: "insights",
    schema: insightFrontMatter,
    check: (entry) => [...knownAuthor(entry), ...knownCategory(entry), ...reservedSlug("insights")(entry), ...bodyRules(entry)],
  });
}

export function loadLegalDocuments() {
  return readCollection({ folder: "legal", schema: legalFrontMatter, check: bodyRules });
}
