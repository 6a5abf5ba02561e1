import fs from "node:fs";
import path from "node:path";
import { countNames, countValues, numberInWords } from "./counts";
import { closest } from "./nearest";
import { contentRoot } from "./root";
import { parseYaml } from "./yaml";

/** Values written once and used in any content file as {name}; {name:words} and {name:Words} spell a number out. */
export const FIGURES_FILE = "figures.yaml";

export type SharedValues = Record<string, string>;

/** Names whose file cannot be read are not reported where they are used: the file's own check says what is wrong. */
export type Shared = { values: SharedValues; unreadable: ReadonlySet<string> };

const sharedPattern = /\{([^{}\s]*)\}/g;

type Source = { names: (root: string) => readonly string[]; read: (root: string) => SharedValues | undefined };

function readYamlFile(file: string): unknown {
  if (!fs.existsSync(file)) return undefined;
  const parsed = parseYaml(fs.readFileSync(file, "utf8"));
  return parsed.ok ? parsed.data : undefined;
}

const replyPromise: Source = {
  names: () => ["responseTime"],
  read: (root) => {
    const raw = readYamlFile(path.join(root, "pages", "common.yaml"));
    return raw === undefined ? undefined : sharedValuesIn(raw);
  },
};

const counts: Source = { names: () => countNames, read: (root) => countValues(root) as SharedValues };

const figures: Source = {
  // Found line by line so the ids are known while the YAML has a slip.
  names: (root) => {
    const file = path.join(root, FIGURES_FILE);
    return fs.existsSync(file) ? [...fs.readFileSync(file, "utf8").matchAll(/^([a-z][A-Za-z0-9]*):/gm)].map((match) => match[1]!) : [];
  },
  read: (root) => figureValuesIn(readYamlFile(path.join(root, FIGURES_FILE))),
};

const sources: readonly Source[] = [replyPromise, counts, figures];

/** A name two sources define keeps the first one's value. */
export function readSharedValues(root = contentRoot()): Shared {
  const values: SharedValues = {};
  const unreadable = new Set<string>();
  for (const source of sources) {
    const read = source.read(root) ?? {};
    for (const name of source.names(root)) {
      if (Object.hasOwn(values, name) || unreadable.has(name)) continue;
      if (Object.hasOwn(read, name)) values[name] = read[name]!;
      else unreadable.add(name);
    }
  }
  return { values, unreadable };
}

function figureValuesIn(raw: unknown): SharedValues {
  if (!raw || typeof raw !== "object") return {};
  return Object.fromEntries(
    Object.entries(raw).flatMap(([id, figure]) => {
      const value = figure && typeof figure === "object" ? (figure as Record<string, unknown>).value : undefined;
      return (typeof value === "string" || typeof value === "number") && !/[{}]/.test(String(value)) ? [[id, String(value).trim()]] : [];
    }),
  );
}

export function sharedValuesIn(raw: unknown): SharedValues {
  const responseTime = raw && typeof raw === "object" ? (raw as Record<string, unknown>).responseTime : undefined;
  return typeof responseTime === "string" && !/[{}]/.test(responseTime) ? { responseTime } : {};
}

function lookUp(values: SharedValues, written: string): string | undefined {
  const [name = "", format, ...rest] = written.split(":");
  if (rest.length > 0 || !Object.hasOwn(values, name)) return undefined;
  const value = values[name]!;
  if (format === undefined) return value;
  if (!/^\d+$/.test(value) || (format !== "words" && format !== "Words")) return undefined;
  const words = numberInWords(Number(value));
  return format === "Words" ? words[0]!.toUpperCase() + words.slice(1) : words;
}

/** An unknown name is reported and left; one whose file cannot be read becomes the bare name, so nothing else is blamed. */
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

/** Other braces (code, examples) are left alone. */
export function fillBody(body: string, shared: Shared): string {
  return body.replace(sharedPattern, (whole, name: string) => lookUp(shared.values, name) ?? (shared.unreadable.has(name.split(":")[0]!) ? name : whole));
}

export function unknownPlaceholderMessage(name: string, root = contentRoot()): string {
  const known = [...new Set(sources.flatMap((source) => source.names(root)))];
  const suggestion = closest(name.split(":")[0]!, known);
  if (suggestion) return `{${name}} is not a shared value; did you mean {${suggestion}${name.includes(":") ? `:${name.split(":").slice(1).join(":")}` : ""}}? Otherwise remove the braces`;
  return `{${name}} is not a shared value; use one of ${known.map((known) => `{${known}}`).join(", ")} or remove the braces`;
}

const countWord = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty-four|forty-eight|seventy-two)`;
/** Hour-long reply promises; day-long deadlines (to a privacy request, say) are other promises, and allowed. */
const promisePattern = new RegExp(
  String.raw`\b(?:repl(?:y|ies|ied)|respond(?:s|ed)?|responses?|get(?:s)? back|hear back|hear from us|answers?|answered)\b[^.!?]{0,80}?\b((?:within|in under|in less than|in)\s+${countWord}(?:\s+|-)(?:business\s+|working\s+)?hours?)\b`,
  "gi",
);

export type HardCodedPromise = { line: number; text: string };

/** Reply-time promises written out instead of as {responseTime}; `skipLine` is the line that defines it. */
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
