import { createHash } from "node:crypto";
import fs from "node:fs";
import { contentRoot, filesUnder, publicRoot, today } from "./root";

const memo = new Map<string, { version: string; value: unknown }>();

/**
 * Loaded once for good in production, where content does not change; in development reloaded
 * whenever a file, image, draft setting or the day it depends on changes.
 */
export function cachedContent<T>(key: string, load: () => T): T {
  const version = process.env.NODE_ENV === "production" ? "" : contentVersion();
  const held = memo.get(key);
  if (held && held.version === version) return held.value as T;
  const value = load();
  memo.set(key, { version, value });
  return value;
}

function contentVersion(): string {
  const hash = createHash("sha1");
  hash.update(JSON.stringify([process.env.NODE_ENV, process.env.CONTENT_DRAFTS, today(), contentRoot(), publicRoot()]));
  for (const file of filesUnder(contentRoot())) hash.update(`\0${file}\0`).update(fs.readFileSync(file));
  for (const file of filesUnder(publicRoot())) hash.update(`\0${file}`);
  return hash.digest("hex");
}
