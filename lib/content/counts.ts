import fs from "node:fs";
import path from "node:path";
import { includeDrafts, isPublished } from "./root";
import { parseYaml } from "./yaml";

/** Counts of the content, so copy written as {caseStudyCount} follows when an entry is added. */
type Counted = {
  what: string;
  /** A regular expression. */
  nouns: string;
  /** Undefined when a file it comes from cannot be read (that file's own check says why). */
  count: (root: string, shown: (data: Record<string, unknown>) => boolean) => number | undefined;
};

function frontMatters(folder: string): Record<string, unknown>[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".md") && name !== "README.md" && !name.startsWith("."))
    .flatMap((name) => {
      const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(path.join(folder, name), "utf8"));
      const parsed = block ? parseYaml(block[1]!) : undefined;
      return parsed?.ok && parsed.data && typeof parsed.data === "object" ? [parsed.data as Record<string, unknown>] : [];
    });
}

function listLength(file: string, field: string): number | undefined {
  if (!fs.existsSync(file)) return undefined;
  const parsed = parseYaml(fs.readFileSync(file, "utf8"));
  const list = parsed.ok ? (parsed.data as Record<string, unknown> | null)?.[field] : undefined;
  return Array.isArray(list) ? list.length : undefined;
}

export const contentCounts = {
  caseStudyCount: {
    what: "case studies",
    nouns: String.raw`case[ -]stud(?:y|ies)|engagements?|client stories`,
    count: (root, shown) => frontMatters(path.join(root, "case-studies")).filter(shown).length,
  },
  articleCount: {
    what: "articles",
    nouns: String.raw`articles?|insights?`,
    count: (root, shown) => frontMatters(path.join(root, "insights")).filter(shown).length,
  },
  authorCount: {
    what: "authors",
    nouns: String.raw`authors?|writers?|contributors?`,
    count: (root) => listLength(path.join(root, "authors.yaml"), "authors"),
  },
  sectorCount: {
    what: "sectors the case studies cover",
    nouns: String.raw`sectors?`,
    count: (root, shown) => new Set(frontMatters(path.join(root, "case-studies")).filter(shown).map((data) => data.sector)).size,
  },
  industryCount: {
    what: "industries on the AI solutions page",
    nouns: String.raw`industr(?:y|ies)`,
    count: (root) => listLength(path.join(root, "pages", "ai-solutions.yaml"), "industries"),
  },
} satisfies Record<string, Counted>;

export type CountName = keyof typeof contentCounts;
export const countNames = Object.keys(contentCounts) as CountName[];

/** `published` counts what a production build shows; otherwise drafts count too while developing. */
export function countValues(root: string, { published = false } = {}): Partial<Record<CountName, string>> {
  const shown = (data: Record<string, unknown>) => (!published && includeDrafts()) || isPublished(data as { draft?: boolean; publishedAt?: string });
  const values: Partial<Record<CountName, string>> = {};
  for (const name of countNames) {
    const count = contentCounts[name].count(root, shown);
    if (count !== undefined) values[name] = String(count);
  }
  return values;
}

const ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** Larger numbers stay digits. */
export function numberInWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 999) return String(value);
  if (value < 20) return ones[value]!;
  if (value < 100) return tens[Math.floor(value / 10)]! + (value % 10 ? `-${ones[value % 10]}` : "");
  return `${ones[Math.floor(value / 100)]} hundred${value % 100 ? ` ${numberInWords(value % 100)}` : ""}`;
}

export type WrittenCount = { line: number; text: string; name: CountName; placeholder: string; value: string };

/** A written number counts as a count only if it equals today's count and names what it counts; other numbers pass. */
export function writtenCounts(source: string, counts: Partial<Record<CountName, string>>): WrittenCount[] {
  const found: WrittenCount[] = [];
  for (const name of countNames) {
    const value = counts[name];
    if (value === undefined) continue;
    // "twenty-four" is also written "twenty four".
    const words = numberInWords(Number(value)).replace(/-/g, "[- ]");
    const pattern = new RegExp(
      String.raw`(?<![\w{$.,-])(${value}|${words})(?![\w%+.,]?\d|\+|%|-\w)((?:\s+[A-Za-z][\w-]*){0,2}?\s+(?:${contentCounts[name].nouns}))\b`,
      "gi",
    );
    for (const match of source.matchAll(pattern)) {
      const written = match[1]!;
      const form = /^\d/.test(written) ? "" : written[0] === written[0]!.toUpperCase() ? ":Words" : ":words";
      found.push({
        line: source.slice(0, match.index).split("\n").length,
        text: match[0].replace(/\s+/g, " "),
        name,
        placeholder: `{${name}${form}}`,
        value,
      });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
