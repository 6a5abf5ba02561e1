import fs from "node:fs";
import path from "node:path";
import { countNames, countValues, numberInWords } from "./counts";
import { closest } from "./nearest";
import { contentRoot } from "./root";
import { parseYaml } from "./yaml";

/**
 * The values every content file shares, written once and used elsewhere as {name}, in page copy,
 * front-matter and Markdown bodies alike: the reply promise (content/pages/common.yaml) and the
 * counts of the content ({caseStudyCount}). A number can be written in words: {caseStudyCount:words}
 * gives "twelve", {caseStudyCount:Words} "Twelve".
 */

export type SharedValues = Record<string, string>;

/**
 * What the content can use: the values, and the names whose file cannot be read just now. Those
 * are not reported where they are used: the file's own check says what is wrong with it.
 */
export type Shared = { values: SharedValues; unreadable: ReadonlySet<string> };

const sharedPattern = /\{([^{}\s]*)\}/g;

/** One place shared values come from, and the names it defines whether or not it can be read. */
type Source = { names: readonly string[]; read: (root: string) => SharedValues | undefined };

const replyPromise: Source = {
  names: ["responseTime"],
  read: (root) => {
    const file = path.join(root, "pages", "common.yaml");
    if (!fs.existsSync(file)) return undefined;
    const parsed = parseYaml(fs.readFileSync(file, "utf8"));
    return parsed.ok ? sharedValuesIn(parsed.data) : undefined;
  },
};

const counts: Source = { names: countNames, read: (root) => countValues(root) as SharedValues };

const sources: readonly Source[] = [replyPromise, counts];

/** Every shared value of the content under `root`. */
export function readSharedValues(root = contentRoot()): Shared {
  const values: SharedValues = {};
  const unreadable = new Set<string>();
  for (const source of sources) {
    const read = source.read(root) ?? {};
    Object.assign(values, read);
    for (const name of source.names) if (!Object.hasOwn(read, name)) unreadable.add(name);
  }
  return { values, unreadable };
}

/** The shared values of common.yaml's parsed fields. */
export function sharedValuesIn(raw: unknown): SharedValues {
  const responseTime = raw && typeof raw === "object" ? (raw as Record<string, unknown>).responseTime : undefined;
  return typeof responseTime === "string" && !/[{}]/.test(responseTime) ? { responseTime } : {};
}

/** The text of {name}, {name:words} or {name:Words}; undefined when there is no such value. */
function lookUp(values: SharedValues, written: string): string | undefined {
  const [name = "", format, ...rest] = written.split(":");
  if (rest.length > 0 || !Object.hasOwn(values, name)) return undefined;
  const value = values[name]!;
  if (format === undefined) return value;
  if (!/^\d+$/.test(value) || (format !== "words" && format !== "Words")) return undefined;
  const words = numberInWords(Number(value));
  return format === "Words" ? words[0]!.toUpperCase() + words.slice(1) : words;
}

/**
 * Replaces {name} with the shared value in every string. An unknown name is reported and left as it
 * is; a name whose file cannot be read becomes the bare name, so nothing else is blamed for it.
 */
export function fillPlaceholders(
  value: unknown,
  shared: Shared,
  at: PropertyKey[],
  report: (at: PropertyKey[], name: string) => void,
): unknown {
  if (typeof value === "string") {
    return value.replace(sharedPattern, (whole, name: string) => {
      const found = lookUp(shared.values, name);
      if (found !== undefined) return found;
      if (shared.unreadable.has(name.split(":")[0]!)) return name;
      report(at, name);
      return whole;
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => fillPlaceholders(item, shared, [...at, index], report));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, shared, [...at, key], report)]));
  }
  return value;
}

/** A Markdown body with the shared values filled in; other braces (code, examples) are left alone. */
export function fillBody(body: string, shared: Shared): string {
  return body.replace(sharedPattern, (whole, name: string) => lookUp(shared.values, name) ?? (shared.unreadable.has(name.split(":")[0]!) ? name : whole));
}

export function unknownPlaceholderMessage(name: string): string {
  const known = sources.flatMap((source) => source.names);
  const suggestion = closest(name.split(":")[0]!, known);
  if (suggestion) return `{${name}} is not a shared value; did you mean {${suggestion}${name.includes(":") ? `:${name.split(":").slice(1).join(":")}` : ""}}?`;
  return `{${name}} is not a shared value; use one of ${known.map((known) => `{${known}}`).join(", ")} or remove the braces`;
}

const countWord = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty-four|forty-eight|seventy-two)`;
/**
 * "reply within 24 hours", "we respond to every request in 48 business hours". Day-long deadlines
 * ("we will respond within 30 days" to a privacy request) are other promises, and allowed.
 */
const promisePattern = new RegExp(
  String.raw`\b(?:repl(?:y|ies|ied)|respond(?:s|ed)?|responses?|get(?:s)? back|hear back|hear from us|answers?|answered)\b[^.!?]{0,80}?\b((?:within|in under|in less than|in)\s+${countWord}(?:\s+|-)(?:business\s+|working\s+)?hours?)\b`,
  "gi",
);

export type HardCodedPromise = { line: number; text: string };

/**
 * Reply-time promises written out in a content file's text instead of as {responseTime}: the
 * promise's own words anywhere, and any "reply within N hours". `skipLine` is the line that
 * defines the promise (common.yaml's responseTime).
 */
export function hardCodedPromises(source: string, promise: string | undefined, skipLine?: number): HardCodedPromise[] {
  const found = new Map<number, HardCodedPromise>();
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  const add = (index: number, text: string) => {
    const line = lineAt(index);
    if (line !== skipLine && !found.has(line)) found.set(line, { line, text: text.replace(/\s+/g, " ") });
  };
  for (const match of source.matchAll(promisePattern)) {
    add(match.index + match[0].length - match[1]!.length, match[1]!);
  }
  if (promise && promise.trim().length > 0) {
    const literal = new RegExp(promise.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"), "gi");
    for (const match of source.matchAll(literal)) add(match.index, match[0]);
  }
  return [...found.values()].sort((a, b) => a.line - b.line);
}
