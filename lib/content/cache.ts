import { createHash } from "node:crypto";
import fs from "node:fs";
import { contentRoot, filesUnder, publicRoot, today } from "./root";

const memo = new Map<string, { version: string; value: unknown }>();

/**
 * Each part of the content (the collections, the page copy, the bodies), loaded once.
 *
 * Content does not change while a production server runs, so there a part is loaded once for
 * good. In development (and tests) it is loaded again whenever anything it depends on has changed:
 * a file under content/ (its name or its text), the files under public/ that images point at, the
 * settings that choose drafts, or the day, which decides what is scheduled. So an edit shows on
 * the next request, and the many calls one page makes read the content once instead of once each.
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
