import { CORE_SCHEMA, load, YAMLException } from "js-yaml";

/** js-yaml's reason covers a colon in a value, a stray quote and a slipped indent alike, so the line is read again to tell which. */
export type YamlSlip = {
  /** 1-based, in the YAML text. */
  line: number;
  column: number;
  message: string;
};

export type YamlResult = { ok: true; data: unknown } | { ok: false; slip: YamlSlip };

export function parseYaml(source: string): YamlResult {
  try {
    // CORE_SCHEMA keeps dates as text, so an impossible date is reported instead of rolled over.
    return { ok: true, data: load(source, { schema: CORE_SCHEMA }) };
  } catch (cause) {
    if (!(cause instanceof YAMLException)) throw cause;
    return { ok: false, slip: diagnose(source, cause) };
  }
}

type Line = { index: number; text: string; indent: number; isKey: boolean };

const KEY = /^(\s*)(?:- +)?(?:"[^"]*"|'[^']*'|[^\s#'"][^:#]*?)\s*:(?:\s|$)/;

function linesOf(source: string): Line[] {
  return source.split(/\r?\n/).map((text, index) => {
    const content = text.replace(/^(\s*)- +/, (_, spaces: string) => spaces + "  ");
    return { index, text, indent: /^ */.exec(content)![0].length, isKey: KEY.test(text) && !/^\s*#/.test(text) };
  });
}

function keyAndValue(text: string): { key: string; value: string; valueColumn: number } | undefined {
  const match = /^(\s*(?:- +)?)([^\s#'"][^:#]*?|"[^"]*"|'[^']*')\s*:[ \t]+(.*)$/.exec(text);
  if (!match) return undefined;
  const value = match[3]!.replace(/\s+$/, "");
  return { key: match[2]!, value, valueColumn: text.length - match[3]!.length + 1 };
}

const quoted = (key: string, value: string) => `${key}: "${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
const spaces = (count: number) => `${count} space${count === 1 ? "" : "s"}`;

function valueSlip(line: Line): YamlSlip | undefined {
  const found = keyAndValue(line.text);
  if (!found) return undefined;
  const { key, value, valueColumn } = found;
  const at = (offset: number, message: string): YamlSlip => ({ line: line.index + 1, column: valueColumn + offset, message });
  if (value.startsWith('"')) {
    const closing = value.slice(1).search(/(?<!\\)"/);
    if (closing >= 0 && value.slice(closing + 2).trim() !== "" && !value.slice(closing + 2).trim().startsWith("#")) {
      return at(0, `the value starts with a quote and goes on after the closing one; put the whole value in double quotes and write a quote inside it as \\": ${quoted(key, value)}`);
    }
    return undefined;
  }
  if (value.startsWith("'")) {
    return at(0, `an apostrophe ends a value written in single quotes; put the value in double quotes instead: ${quoted(key, value.slice(1, value.endsWith("'") ? -1 : undefined))}`);
  }
  const first = value[0];
  if (first && "{[*&!%@`|>".includes(first) && !/^[|>][-+]?\d*$/.test(value)) {
    return at(0, `a value that starts with ${first} must be in double quotes: ${quoted(key, value)}`);
  }
  const colon = value.search(/:\s/);
  if (colon >= 0) {
    return at(colon, `a colon followed by a space in a value; put the value in double quotes: ${quoted(key, value)}`);
  }
  return undefined;
}

/** It swallows the lines after it. */
function leftOpen(line: Line): YamlSlip | undefined {
  const found = keyAndValue(line.text);
  if (!found) return undefined;
  const at = (message: string): YamlSlip => ({ line: line.index + 1, column: found.valueColumn, message });
  if (found.value.startsWith('"')) {
    return found.value.slice(1).search(/(?<!\\)"/) >= 0 ? undefined : at(`this value opens a double quote and never closes it; end the value with "`);
  }
  const opening = found.value[0];
  if (opening === "[" || opening === "{") {
    const closing = opening === "[" ? "]" : "}";
    const depth = [...found.value].reduce((sum, char) => sum + (char === opening ? 1 : char === closing ? -1 : 0), 0);
    if (depth > 0) return at(`a value that starts with ${opening} must be in double quotes: ${quoted(found.key, found.value)}`);
  }
  return undefined;
}

/** Content files indent evenly, so a line at an odd indent is the slip, wherever js-yaml stopped. */
function indentSlip(lines: Line[], stopped: number): YamlSlip | undefined {
  const keys = lines.filter((line) => line.isKey);
  const even = keys.filter((line) => line.indent % 2 === 0).length;
  const byTwos = even >= keys.length - 2;
  const near = keys.filter((line) => Math.abs(line.index - stopped) <= 6);
  const culprit =
    (byTwos
      ? [...near].sort((a, b) => Math.abs(a.index - stopped) - Math.abs(b.index - stopped) || b.index - a.index).find((line) => line.indent % 2 === 1)
      : undefined) ?? lines[stopped];
  if (!culprit || !culprit.isKey) return undefined;
  const openers = new Set<Line>();
  let floor = culprit.indent;
  for (let index = culprit.index - 1; index >= 0 && floor > 0; index--) {
    const line = lines[index]!;
    if (line.isKey && line.indent < floor) {
      openers.add(line);
      floor = line.indent;
    }
  }
  const beside = near
    .filter((line) => line !== culprit && line.indent !== culprit.indent && !openers.has(line))
    .sort((a, b) => Math.abs(a.indent - culprit.indent) - Math.abs(b.indent - culprit.indent) || Math.abs(a.index - culprit.index) - Math.abs(b.index - culprit.index))[0];
  if (!beside) return undefined;
  return {
    line: culprit.index + 1,
    column: culprit.indent + 1,
    message: `this line is indented ${spaces(culprit.indent)} and the lines beside it ${beside.indent}; line it up with them`,
  };
}

function diagnose(source: string, error: YAMLException): YamlSlip {
  const lines = linesOf(source);
  const mark = error.mark as { line?: number; column?: number } | undefined;
  const stopped = Math.min(Math.max(mark?.line ?? 0, 0), Math.max(lines.length - 1, 0));
  const fallback: YamlSlip = {
    line: stopped + 1,
    column: (mark?.column ?? 0) + 1,
    message: `is not valid YAML (${error.reason}); check quotes and indentation (see content/README.md)`,
  };
  const line = lines[stopped];
  if (!line) return fallback;

  if (/tab characters/.test(error.reason)) {
    return { line: stopped + 1, column: 1, message: "a tab indents this line; indent with spaces, two for each level" };
  }
  const duplicate = /duplicated mapping key/.test(error.reason) ? keyAndValue(line.text) ?? /^\s*(?:- +)?([^:]+):/.exec(line.text) : undefined;
  if (duplicate) {
    const key = "key" in duplicate ? duplicate.key : duplicate[1]!;
    return { line: stopped + 1, column: line.indent + 1, message: `${key} is written twice in the same place; keep one` };
  }
  for (let index = stopped; index >= Math.max(0, stopped - 20); index--) {
    const open = leftOpen(lines[index]!);
    if (open) return open;
  }
  // "title:Hello" is a plain line of text to YAML, which then stops a line or two later.
  if (/end of the stream|implicit key|block mapping entry/.test(error.reason)) {
    for (let index = stopped; index >= Math.max(0, stopped - 2); index--) {
      const text = lines[index]!.text;
      const glued = /^(\s*(?:- +)?)([\w-]+):(?=[^\s/])/.exec(text);
      if (glued) {
        const column = glued[0].length + 1;
        return { line: index + 1, column, message: `a field name needs a space after its colon: ${glued[2]}: ${text.slice(column - 1).trim()}` };
      }
    }
  }
  return valueSlip(line) ?? indentSlip(lines, stopped) ?? fallback;
}
