import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { CORE_SCHEMA, load as loadYaml } from "js-yaml";
import type { z } from "zod";
import { slugPattern } from "./schema";

/** Where content lives. Tests and benchmarks point CONTENT_DIR at a scratch copy. */
export function contentRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.CONTENT_DIR ?? path.join(process.cwd(), "content"));
}

/** Where images referenced from front-matter must exist. */
export function publicRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.PUBLIC_DIR ?? path.join(process.cwd(), "public"));
}

/** Drafts are shown while developing and left out of production builds. */
export function includeDrafts(): boolean {
  if (process.env.CONTENT_DRAFTS === "include") return true;
  if (process.env.CONTENT_DRAFTS === "exclude") return false;
  return process.env.NODE_ENV !== "production";
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
        problems.map((line) => `  - ${line}`).join("\n"),
    );
    this.name = "ContentError";
  }
}

export type Entry<T> = {
  slug: string;
  /** Path relative to the project, for messages. */
  file: string;
  data: T;
  body: string;
};

export type Problem = { file: string; field: string; message: string };

export function formatProblem({ file, field, message }: Problem): string {
  return field ? `${file}: ${field}: ${message}` : `${file}: ${message}`;
}

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

export function issueToProblems(
  file: string,
  data: unknown,
  issue: z.core.$ZodIssue,
  allowed: string[],
  /** Where a missing field belongs, for the message. */
  where = "the front-matter",
): Problem[] {
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => ({
      file,
      field: describePath([...issue.path, key]),
      message:
        issue.path.length === 0
          ? `unknown field; check the spelling or remove it (allowed: ${allowed.join(", ")})`
          : "unknown field; check the spelling or remove it",
    }));
  }
  const field = describePath(issue.path);
  if (issue.code === "invalid_type" && valueAt(data, issue.path) === undefined) {
    return [{ file, field, message: `is missing; add it to ${where} (see content/README.md)` }];
  }
  return [{ file, field, message: issue.message }];
}

const yamlEngine = {
  // CORE_SCHEMA keeps dates as text, so an impossible date is reported instead of rolled over.
  parse: (source: string) => loadYaml(source, { schema: CORE_SCHEMA }) as object,
};

type CollectionOptions<S extends z.ZodType> = {
  /** Folder under the content root, e.g. "insights". */
  folder: string;
  schema: S;
  /** Extra checks on a valid entry (e.g. that its image exists). */
  check?: (entry: Entry<z.infer<S>>) => Problem[];
};

export type Collection<T> = { entries: Entry<T>[]; problems: string[] };

/** Reads every Markdown file of a folder, validates it and collects every problem found. */
export function readCollection<S extends z.ZodType>({ folder, schema, check }: CollectionOptions<S>): Collection<z.infer<S>> {
  const dir = path.join(contentRoot(), folder);
  // Messages name files as an editor sees them in the repository: content/insights/x.md.
  const relative = (name: string) => path.relative(path.dirname(contentRoot()), path.join(dir, name)) || name;
  const problems: Problem[] = [];
  const entries: Entry<z.infer<S>>[] = [];

  if (!fs.existsSync(dir)) {
    return { entries, problems: [formatProblem({ file: relative(""), field: "", message: "folder is missing" })] };
  }

  const allowed =
    "shape" in schema && schema.shape && typeof schema.shape === "object" ? Object.keys(schema.shape) : [];
  const files = fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith(".") && name !== "README.md")
    .sort();
  const seen = new Map<string, string>();

  for (const name of files) {
    const file = relative(name);
    if (!name.endsWith(".md")) {
      problems.push({ file, field: "", message: "is not a Markdown file; content files end in .md" });
      continue;
    }
    const fileSlug = name.slice(0, -".md".length);

    let parsed: matter.GrayMatterFile<string>;
    try {
      parsed = matter(fs.readFileSync(path.join(dir, name), "utf8"), { engines: { yaml: yamlEngine } });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      problems.push({ file, field: "", message: `front-matter is not valid YAML (${reason}); check quotes and indentation` });
      continue;
    }
    if (!parsed.matter.trim()) {
      problems.push({ file, field: "", message: "has no front-matter; start the file with a --- block (see content/README.md)" });
      continue;
    }

    const result = schema.safeParse(parsed.data);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(...issueToProblems(file, parsed.data, issue, allowed));
      continue;
    }

    const data = result.data as z.infer<S> & { slug?: string };
    const slug = data.slug ?? fileSlug;
    if (!slugPattern.test(slug)) {
      problems.push({
        file,
        field: data.slug ? "slug" : "",
        message: `slug "${slug}" must be lowercase words joined by hyphens; rename the file, e.g. ${slugPattern.test(slug.toLowerCase()) ? slug.toLowerCase() : "fraud-detection"}.md`,
      });
      continue;
    }
    const earlier = seen.get(slug);
    if (earlier) {
      problems.push({
        file,
        field: "slug",
        message: `duplicate slug "${slug}" (also used by ${earlier}); give one of them a different file name or slug`,
      });
      continue;
    }
    seen.set(slug, file);

    const body = parsed.content.trim();
    if (body.length === 0) {
      problems.push({ file, field: "", message: "has no body; write the Markdown text after the front-matter" });
      continue;
    }
    const entry: Entry<z.infer<S>> = { slug, file, data, body };
    const extra = check?.(entry) ?? [];
    if (extra.length > 0) {
      problems.push(...extra);
      continue;
    }
    entries.push(entry);
  }

  return { entries, problems: problems.map(formatProblem) };
}

/** A check that an image under public/ exists. */
export function imageExists(file: string, field: string, src: string): Problem[] {
  const target = path.join(publicRoot(), src);
  if (!target.startsWith(publicRoot() + path.sep) || !fs.existsSync(target)) {
    return [{ file, field, message: `image "${src}" does not exist; add it under public${src} or fix the path` }];
  }
  return [];
}
