import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { retiredFields, slugPattern } from "./schema";
import { closest } from "./nearest";
import { parseYaml, type YamlSlip } from "./yaml";
import { fillBody, fillPlaceholders, readSharedValues, unknownPlaceholderMessage } from "./shared-values";
import { contentRoot, includeDrafts, isPublished, publicRoot, today } from "./root";

/** A mistake in a content file. Errors stop the build; warnings are printed and never do. */
export type Problem = {
  file: string;
  line?: number;
  /** Where the mistake is one place on the line (a file that does not parse). */
  column?: number;
  field: string;
  message: string;
  severity: "error" | "warning";
};

/** The `file:line: field: message` form editors' terminals recognise. */
export function formatProblem({ file, line, column, field, message }: Problem): string {
  const where = line ? `${file}:${line}${column ? `:${column}` : ""}` : file;
  return field ? `${where}: ${field}: ${message}` : `${where}: ${message}`;
}

export const isError = (problem: Problem) => problem.severity === "error";

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `Content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
        problems.map((problem) => `  - ${formatProblem(problem)}`).join("\n"),
    );
    this.name = "ContentError";
  }
}

export type Entry<T> = {
  slug: string;
  file: string;
  data: T;
  body: string;
  bodyLine: number;
  /** Line of a front-matter field, e.g. ["tags", 1, "label"]; the opening `---` when it is not written. */
  lineOf: (field: PropertyKey[]) => number;
};

export function describePath(segments: PropertyKey[]): string {
  return segments.reduce<string>((out, segment) => {
    if (typeof segment === "number") return `${out}[${segment}]`;
    return out ? `${out}.${String(segment)}` : String(segment);
  }, "");
}

function valueAt(data: unknown, segments: PropertyKey[]): unknown {
  let current: unknown = data;
  for (const segment of segments) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** Follows the path one key or list item at a time, each a deeper indentation. */
export function findFieldLine(source: string, field: PropertyKey[]): number | undefined {
  const lines = source.split(/\r?\n/);
  const end = lines.indexOf("---", 1);
  const last = end < 0 ? lines.length : end;
  let from = 1;
  let indent = -1;
  let found: number | undefined;
  for (const segment of field) {
    let hit: number | undefined;
    if (typeof segment === "number") {
      let itemIndent: number | undefined;
      let count = -1;
      for (let index = from; index < last; index++) {
        const match = /^(\s*)- /.exec(lines[index]!);
        if (!match || match[1]!.length <= indent) continue;
        itemIndent ??= match[1]!.length;
        if (match[1]!.length !== itemIndent) continue;
        if (++count === segment) {
          hit = index;
          // Keys of this item sit at the indentation of the text after "- ".
          indent = itemIndent + 1;
          break;
        }
      }
      if (hit !== undefined) {
        from = hit;
        found = hit;
        continue;
      }
      break;
    }
    const key = String(segment).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pattern = new RegExp(`^(\\s*)(?:- )?${key}\\s*:`);
    for (let index = from; index < last; index++) {
      const match = pattern.exec(lines[index]!);
      if (!match) continue;
      const column = match[1]!.length + (match[0].includes("- ") ? 2 : 0);
      if (column > indent) {
        hit = index;
        indent = column;
        break;
      }
    }
    if (hit === undefined) break;
    from = hit + 1;
    found = hit;
  }
  return found === undefined ? undefined : found + 1;
}

/** Every variant's fields, for a union. */
function fieldsAt(schema: z.ZodType, at: PropertyKey[]): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (next: unknown) => fieldsAt(next as z.ZodType, at);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return inner(def.innerType);
    case "pipe":
      return [...new Set([...inner(def.in), ...inner(def.out)])];
    case "union":
      return [...new Set((def.options as z.ZodType[]).flatMap((option) => fieldsAt(option, at)))];
    case "array":
      return typeof at[0] === "number" ? fieldsAt(def.element as z.ZodType, at.slice(1)) : [];
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      if (at.length === 0) return Object.keys(shape);
      const next = shape[String(at[0])];
      return next ? fieldsAt(next, at.slice(1)) : [];
    }
    default:
      return [];
  }
}

/** An unknown field gets the closest known one; when that one is missing, only the typo is reported. */
export function issuesToProblems(
  file: string,
  data: unknown,
  issues: readonly z.core.$ZodIssue[],
  schema: z.ZodType,
  lineOf: (field: PropertyKey[]) => number | undefined,
  /** Where a missing field goes, in the message: the front-matter of a Markdown file, or a data file. */
  where = "the front-matter",
): Problem[] {
  const suggestions = new Map<z.core.$ZodIssue, (string | undefined)[]>();
  const meant = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== "unrecognized_keys") continue;
    const allowed = fieldsAt(schema, issue.path);
    const suggested = issue.keys.map((key) => closest(key, allowed));
    suggestions.set(issue, suggested);
    for (const suggestion of suggested) if (suggestion) meant.add(describePath([...issue.path, suggestion]));
  }
  return issues.flatMap((issue): Problem[] => {
    if (issue.code === "unrecognized_keys") {
      const allowed = fieldsAt(schema, issue.path);
      return issue.keys.map((key, index) => {
        const at = [...issue.path, key];
        const suggestion = suggestions.get(issue)?.[index];
        const message =
          issue.path.length === 0 && Object.hasOwn(retiredFields, key)
            ? retiredFields[key]!
            : suggestion && valueAt(data, [...issue.path, suggestion]) !== undefined
            ? `unknown field; ${suggestion} is written already (line ${lineOf([...issue.path, suggestion]) ?? "above"}), so remove this line`
            : suggestion
            ? `unknown field; did you mean ${suggestion}?`
            : `unknown field; check the spelling or remove it${allowed.length > 0 ? ` (allowed: ${allowed.join(", ")})` : ""}`;
        return { file, line: lineOf(at), field: describePath(at), message, severity: "error" };
      });
    }
    const field = describePath(issue.path);
    const line = lineOf(issue.path);
    if (issue.code === "invalid_type" && valueAt(data, issue.path) === undefined) {
      return meant.has(field) ? [] : [{ file, line, field, message: `is missing; add it to ${where} (see content/README.md)`, severity: "error" }];
    }
    return [{ file, line, field, message: issue.message, severity: "error" }];
  });
}

export const placeholderPattern = /\bTODO\b/;

function findPlaceholders(value: unknown, at: PropertyKey[] = []): { path: PropertyKey[]; value: string }[] {
  if (typeof value === "string") return placeholderPattern.test(value) ? [{ path: at, value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => findPlaceholders(item, [...at, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => findPlaceholders(item, [...at, key]));
  }
  return [];
}

const startsWith = (path: PropertyKey[], prefix: PropertyKey[]) => prefix.every((segment, index) => path[index] === segment);

class FrontMatterSlip extends Error {
  constructor(readonly slip: YamlSlip) {
    super(slip.message);
  }
}

const yamlEngine = {
  parse: (source: string) => {
    const result = parseYaml(source);
    if (!result.ok) throw new FrontMatterSlip(result.slip);
    return result.data as object;
  },
};

export function slipProblem(file: string, slip: YamlSlip, firstLine = 1): Problem {
  return { file, line: slip.line + firstLine - 1, column: slip.column, field: "", message: slip.message, severity: "error" };
}

type CollectionOptions<S extends z.ZodType> = {
  folder: string;
  schema: S;
  check?: (entry: Entry<z.infer<S>>) => Problem[];
};

export type Collection<T> = {
  entries: Entry<T>[];
  problems: Problem[];
  /** Files left out for their own errors: their pages are missing through no fault of a link to them. */
  rejected: { slug: string; data?: Record<string, unknown> }[];
};

export function checkedEntries<T>(collection: Collection<T>): Entry<T>[] {
  const errors = collection.problems.filter(isError);
  if (errors.length > 0) throw new ContentError(errors);
  return collection.entries;
}

/** Drafts and scheduled entries are previewed while developing, never published. */
export function publishedEntries<T extends { draft: boolean; publishedAt: string }>(collection: Collection<T>): Entry<T>[] {
  return checkedEntries(collection).filter((entry) => includeDrafts() || isPublished(entry.data));
}

type Dated = { slug?: string; publishedAt?: string; updatedAt?: string };

const error = (file: string, line: number | undefined, field: string, message: string): Problem => ({
  file,
  line,
  field,
  message,
  severity: "error",
});

export function readCollection<S extends z.ZodType>({ folder, schema, check }: CollectionOptions<S>): Collection<z.infer<S>> {
  const dir = path.join(contentRoot(), folder);
  const relative = (name: string) => path.relative(path.dirname(contentRoot()), path.join(dir, name)) || name;
  const problems: Problem[] = [];
  const candidates: Entry<z.infer<S>>[] = [];
  const seen = new Map<string, { slug: string; data?: Record<string, unknown> }>();

  if (!fs.existsSync(dir)) {
    return { entries: [], problems: [error(relative(""), undefined, "", "folder is missing")], rejected: [] };
  }

  const shared = readSharedValues();
  const files = fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith(".") && name !== "README.md")
    .sort();

  for (const name of files) {
    const file = relative(name);
    if (!name.endsWith(".md")) {
      problems.push(error(file, undefined, "", "is not a Markdown file; content files end in .md"));
      continue;
    }
    const fileSlug = name.slice(0, -".md".length);
    seen.set(file, { slug: fileSlug });
    const source = fs.readFileSync(path.join(dir, name), "utf8");
    const lineOf = (field: PropertyKey[]) => findFieldLine(source, field) ?? 1;

    let parsed: matter.GrayMatterFile<string>;
    try {
      parsed = matter(source, { engines: { yaml: yamlEngine } });
    } catch (cause) {
      if (!(cause instanceof FrontMatterSlip)) throw cause;
      // The YAML starts on the line of the opening ---, so its line n is the file's line n.
      problems.push(slipProblem(file, cause.slip));
      continue;
    }
    const written = (parsed.data as { slug?: unknown }).slug;
    seen.set(file, { slug: typeof written === "string" && slugPattern.test(written) ? written : fileSlug, data: parsed.data });
    if (!parsed.matter.trim()) {
      problems.push(error(file, 1, "", "has no front-matter; start the file with a --- block (see content/README.md)"));
      continue;
    }

    // Shared values such as {responseTime} are filled in before the fields are checked.
    let unknownShared = false;
    const data = fillPlaceholders(parsed.data, shared, [], (at, name) => {
      unknownShared = true;
      problems.push(error(file, lineOf(at), describePath(at), unknownPlaceholderMessage(name)));
    });
    if (unknownShared) continue;
    const placeholders = findPlaceholders(data);
    for (const { path: at, value } of placeholders) {
      const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
      problems.push(error(file, lineOf(at), describePath(at), `still holds the placeholder "${shown}"; replace it (see content/README.md)`));
    }
    const result = schema.safeParse(data);
    if (!result.success) {
      // A field that still holds its placeholder is reported once, as a placeholder.
      const issues = result.error.issues.filter((issue) => !placeholders.some((placeholder) => startsWith(issue.path, placeholder.path)));
      problems.push(...issuesToProblems(file, data, issues, schema, lineOf));
      continue;
    }
    if (placeholders.length > 0) continue;

    const valid = result.data as z.infer<S> & Dated;
    const slug = valid.slug ?? fileSlug;
    if (!slugPattern.test(slug)) {
      problems.push(
        error(
          file,
          valid.slug ? lineOf(["slug"]) : 1,
          valid.slug ? "slug" : "",
          `slug "${slug}" must be lowercase words joined by hyphens; rename the file, e.g. ${slugPattern.test(slug.toLowerCase()) ? slug.toLowerCase() : "fraud-detection"}.md`,
        ),
      );
      continue;
    }

    const body = parsed.content.trim();
    if (body.length === 0) {
      problems.push(error(file, 1, "", "has no body; write the Markdown text after the front-matter"));
      continue;
    }
    const bodyStart = source.indexOf(body, source.length - parsed.content.length);
    const bodyLine = source.slice(0, Math.max(bodyStart, 0)).split("\n").length;
    candidates.push({ slug, file, data: valid, body: fillBody(body, shared), bodyLine, lineOf });
  }

  const entries: Entry<z.infer<S>>[] = [];
  for (const entry of withoutDuplicateSlugs(candidates, problems)) {
    const extra = [...datesInOrder(entry), ...(check?.(entry) ?? [])];
    problems.push(...extra);
    if (!extra.some(isError)) entries.push(entry);
  }
  const kept = new Set(entries.map((entry) => entry.file));
  return { entries, problems, rejected: [...seen].filter(([file]) => !kept.has(file)).map(([, rejected]) => rejected) };
}

/** Two files with one slug would be one page: the first published keeps it, each later file is blamed. */
function withoutDuplicateSlugs<T>(candidates: Entry<T>[], problems: Problem[]): Entry<T>[] {
  const order = (entry: Entry<T>) => `${(entry.data as Dated).publishedAt ?? ""}\u0000${entry.file}`;
  const bySlug = new Map<string, Entry<T>[]>();
  for (const entry of candidates) bySlug.set(entry.slug, [...(bySlug.get(entry.slug) ?? []), entry]);
  const kept = new Set<Entry<T>>();
  for (const [slug, group] of bySlug) {
    const [original, ...later] = [...group].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
    kept.add(original!);
    for (const entry of later) {
      const published = (original!.data as Dated).publishedAt;
      problems.push(
        error(
          entry.file,
          (entry.data as Dated).slug ? entry.lineOf(["slug"]) : 1,
          "slug",
          `duplicate slug "${slug}": ${original!.file}${published ? ` (published ${published})` : ""} already uses it; give this file a different file name or slug`,
        ),
      );
    }
  }
  return candidates.filter((entry) => kept.has(entry));
}

function datesInOrder<T>(entry: Entry<T>): Problem[] {
  const { publishedAt, updatedAt } = entry.data as Dated;
  if (!publishedAt || !updatedAt) return [];
  if (updatedAt < publishedAt) {
    return [
      error(
        entry.file,
        entry.lineOf(["updatedAt"]),
        "updatedAt",
        `${updatedAt} is earlier than publishedAt (${publishedAt}); an entry cannot be revised before it is published`,
      ),
    ];
  }
  if (updatedAt > today()) {
    return [
      {
        file: entry.file,
        line: entry.lineOf(["updatedAt"]),
        field: "updatedAt",
        message: `${updatedAt} is in the future; set it to the day of the revision`,
        severity: "warning",
      },
    ];
  }
  return [];
}

export function imageExists(file: string, line: number, field: string, src: string): Problem[] {
  const target = path.join(publicRoot(), src);
  if (!target.startsWith(publicRoot() + path.sep) || !fs.existsSync(target)) {
    return [error(file, line, field, `image "${src}" does not exist; add it under public${src} or fix the path`)];
  }
  return [];
}

export function readDataFile<S extends z.ZodType>(name: string, schema: S): { data?: z.infer<S>; problems: Problem[] } {
  const absolute = path.join(contentRoot(), name);
  const file = path.relative(path.dirname(contentRoot()), absolute);
  if (!fs.existsSync(absolute)) return { problems: [error(file, undefined, "", "file is missing")] };
  const source = fs.readFileSync(absolute, "utf8");
  const parsed = parseYaml(source);
  if (!parsed.ok) return { problems: [slipProblem(file, parsed.slip)] };
  const data = parsed.data;
  const result = schema.safeParse(data);
  if (!result.success) {
    // findFieldLine reads front-matter, which starts after a `---` line.
    const lineOf = (field: PropertyKey[]) => Math.max(1, (findFieldLine(`---\n${source}`, field) ?? 2) - 1);
    return { problems: issuesToProblems(file, data, result.error.issues, schema, lineOf, "the file") };
  }
  return { data: result.data, problems: [] };
}
