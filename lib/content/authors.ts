import { z } from "zod";
import { readDataFile, type Problem } from "./loader";
import { slugPattern, text } from "./schema";

const authorId = z
  .string({ error: "must be text" })
  .regex(slugPattern, { error: "must be lowercase words joined by hyphens, e.g. rajiv-malhotra" });

/** Bylines read "By <name>": a name, not a phrase that begins a sentence ("our Organizational Development"). */
const bylineName = text(3, 60).refine((name) => !/^(?:our|the|by|a|an)\b/i.test(name), {
  error: 'is written after "By" in bylines; give the name alone, without "our", "the" or "by"',
});

const person = z.strictObject({
  id: authorId,
  type: z.literal("person"),
  name: bylineName.refine((name) => name.trim().split(/\s+/).length >= 2, { error: "must be the person's full name, e.g. Rajiv Malhotra" }),
  role: text(2, 60),
  bio: text(60, 400),
});

const team = z.strictObject({
  id: authorId,
  type: z.literal("team"),
  name: bylineName.refine((name) => /\b(?:Practice|Team|Group|Office|Lab|Desk|Council|Studio)$/.test(name), {
    error: 'must name the team as a reader should see it, ending in what it is, e.g. "Healthcare Practice" or "Arcforge Leadership Team"',
  }),
  bio: text(60, 400),
});

/** content/authors.yaml: the people and teams who write articles and case studies. */
export const authorsFile = z.strictObject({
  authors: z
    .array(z.discriminatedUnion("type", [person, team], { error: 'type must be "person" or "team"' }))
    .min(1, { error: "must list at least one author" }),
});

export type Author = z.infer<typeof authorsFile>["authors"][number];

export const AUTHORS_FILE = "authors.yaml";

/** Every author, with the problems of the file (invalid fields, repeated ids). */
export function loadAuthors(): { authors: Author[]; problems: Problem[] } {
  const { data, problems } = readDataFile(AUTHORS_FILE, authorsFile);
  if (!data) return { authors: [], problems };
  const seen = new Set<string>();
  const repeated = data.authors.flatMap((author, index) => {
    if (!seen.has(author.id)) {
      seen.add(author.id);
      return [];
    }
    const problem: Problem = {
      file: `content/${AUTHORS_FILE}`,
      field: `authors[${index}].id`,
      message: `"${author.id}" is used by an earlier author; ids must be unique`,
      severity: "error",
    };
    return [problem];
  });
  return { authors: data.authors, problems: repeated };
}

/** A front-matter check: the `author` field names an id from content/authors.yaml. */
export function authorIsKnown(authors: readonly Author[]) {
  const ids = new Set(authors.map((author) => author.id));
  return (entry: { file: string; data: { author: string }; lineOf?: (field: PropertyKey[]) => number }): Problem[] =>
    ids.has(entry.data.author) || ids.size === 0
      ? []
      : [
          {
            file: entry.file,
            line: entry.lineOf?.(["author"]),
            field: "author",
            message: `unknown author "${entry.data.author}"; use an id from content/${AUTHORS_FILE}, e.g. ${[...ids].slice(0, 2).join(" or ")}, or add the author there`,
            severity: "error",
          },
        ];
}
