import fs from "node:fs";
import path from "node:path";
import { CORE_SCHEMA, load as loadYaml } from "js-yaml";
import { closest } from "./nearest";

/**
 * The values every content file shares, such as the reply promise: written once in
 * content/pages/common.yaml and used elsewhere as {responseTime}, in page copy, front-matter and
 * Markdown bodies alike. The firm's figures are shared the same way: {clientSatisfaction} is the
 * value of that figure in content/figures.yaml.
 */

/** The firm's headline figures, beside the content folder's other data files (see figures.ts). */
export const FIGURES_FILE = "figures.yaml";

export type SharedValues = Record<string, string>;

const sharedPattern = /\{([^{}\s]*)\}/g;

/**
 * The shared values common.yaml and figures.yaml (in the folder above it) define; none from a file
 * that is missing or broken (its own check says why).
 */
export function readSharedValues(commonFile: string): SharedValues {
  const figuresFile = path.join(path.dirname(path.dirname(commonFile)), FIGURES_FILE);
  const common = sharedValuesIn(readYamlFile(commonFile));
  const figures = Object.entries(figureValuesIn(readYamlFile(figuresFile))).filter(([id]) => !Object.hasOwn(common, id));
  return { ...common, ...Object.fromEntries(figures) };
}

function readYamlFile(file: string): unknown {
  if (!fs.existsSync(file)) return undefined;
  try {
    return loadYaml(fs.readFileSync(file, "utf8"), { schema: CORE_SCHEMA });
  } catch {
    return undefined;
  }
}

/** Each figure's value by its id, from figures.yaml's parsed fields. */
function figureValuesIn(raw: unknown): SharedValues {
  if (!raw || typeof raw !== "object") return {};
  return Object.fromEntries(
    Object.entries(raw).flatMap(([id, figure]) => {
      const value = figure && typeof figure === "object" ? (figure as Record<string, unknown>).value : undefined;
      return (typeof value === "string" || typeof value === "number") && !/[{}]/.test(String(value)) ? [[id, String(value).trim()]] : [];
    }),
  );
}

/** The shared values of common.yaml's parsed fields. */
export function sharedValuesIn(raw: unknown): SharedValues {
  const responseTime = raw && typeof raw === "object" ? (raw as Record<string, unknown>).responseTime : undefined;
  return typeof responseTime === "string" && !/[{}]/.test(responseTime) ? { responseTime } : {};
}

/** Replaces {name} with the shared value in every string; an unknown name is reported and left as it is. */
export function fillPlaceholders(
  value: unknown,
  values: SharedValues,
  at: PropertyKey[],
  report: (at: PropertyKey[], name: string) => void,
): unknown {
  if (typeof value === "string") {
    return value.replace(sharedPattern, (whole, name: string) => {
      if (Object.hasOwn(values, name)) return values[name]!;
      report(at, name);
      return whole;
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => fillPlaceholders(item, values, [...at, index], report));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values, [...at, key], report)]));
  }
  return value;
}

/** A Markdown body with the shared values filled in; other braces (code, examples) are left alone. */
export function fillBody(body: string, values: SharedValues): string {
  return body.replace(sharedPattern, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

export function unknownPlaceholderMessage(name: string, values: SharedValues): string {
  const suggestion = closest(name, Object.keys(values));
  if (suggestion) return `{${name}} is not a shared value; did you mean {${suggestion}}? Otherwise remove the braces`;
  const names = Object.keys(values).map((known) => `{${known}}`).join(", ");
  return `{${name}} is not a shared value; use one of ${names || "(none)"} or remove the braces`;
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
