import fs from "node:fs";
import path from "node:path";

/** Where content lives, and what a build publishes of it. */

/** Where content lives. Tests and benchmarks point CONTENT_DIR at a scratch copy. */
export function contentRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.CONTENT_DIR ?? path.join(process.cwd(), "content"));
}

/** Where images referenced from front-matter must exist. */
export function publicRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.PUBLIC_DIR ?? path.join(process.cwd(), "public"));
}

/** Every file under a directory, at any depth, in a stable order; none if it does not exist. */
export function filesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : entry.isFile() ? [full] : [];
    });
  return walk(directory).sort();
}

/** Drafts are shown while developing and left out of production builds. */
export function includeDrafts(): boolean {
  if (process.env.CONTENT_DRAFTS === "include") return true;
  if (process.env.CONTENT_DRAFTS === "exclude") return false;
  return process.env.NODE_ENV !== "production";
}

/** Today as YYYY-MM-DD (UTC): an entry published after it is scheduled. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A `publishedAt` in the future means scheduled: left out of the build until that day, like a draft. */
export function isScheduled(data: { publishedAt?: string }, on = today()): boolean {
  return data.publishedAt !== undefined && data.publishedAt > on;
}

/** What a production build shows: neither a draft nor scheduled. */
export function isPublished(data: { draft?: boolean; publishedAt?: string }): boolean {
  return !data.draft && !isScheduled(data);
}
