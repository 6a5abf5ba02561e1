import { z } from "zod";
import { readDataFile, type Problem } from "./loader";
import { closest } from "./nearest";
import { described, text, withEditorForm, type EditorMeta } from "./schema";
import { FIGURES_FILE } from "./shared-values";

/** The firm's headline figures, each defined once; the content check rejects a figure written out anywhere else. */
const figureId = /^[a-z][A-Za-z0-9]*$/;

export const figureEntry = z.strictObject({
  value: z
    .union([z.string(), z.number()], { error: 'must be text, e.g. "95%"' })
    .transform((value) => String(value).trim())
    .pipe(text(1, 12))
    .refine((value) => /\d/.test(value), { error: 'must be a figure, e.g. "95%" or "200+"' })
    .meta({ maxLength: 12 } satisfies EditorMeta),
  label: text(2, 60),
  measures: text(30, 240),
});

/** The ids and labels are checked even while a figure has another mistake. */
export const figuresFile = z.record(z.string(), figureEntry).check(
  z.superRefine((figures, ctx) => {
    const seen = new Map<string, string>();
    for (const [id, entry] of Object.entries(figures as Record<string, unknown>)) {
      if (!figureId.test(id)) ctx.addIssue({ code: "custom", path: [id], message: "a figure's id is one word in camelCase, e.g. clientSatisfaction (pages name it so)" });
      const label = entry && typeof entry === "object" ? (entry as { label?: unknown }).label : undefined;
      if (typeof label !== "string") continue;
      const first = seen.get(normalLabel(label));
      if (first) ctx.addIssue({ code: "custom", path: [id, "label"], message: `is also the label of ${first}; two figures with one label would read as one figure with two values` });
      else seen.set(normalLabel(label), id);
    }
  }, { when: (payload) => payload.value !== null && typeof payload.value === "object" }),
);

export type Figure = z.infer<typeof figureEntry> & { id: string };
export type Figures = Record<string, Figure>;

/** A label as a reader compares two: case, spacing and punctuation aside. */
export function normalLabel(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9%$+]+/g, " ").trim();
}

export function loadFigures(): { figures?: Figures; problems: Problem[] } {
  const { data, problems } = readDataFile(FIGURES_FILE, figuresFile);
  if (!data) return { problems };
  return { figures: Object.fromEntries(Object.entries(data).map(([id, entry]) => [id, { id, ...entry }])), problems };
}

export type ShownFigure = { figure: string; value: string; label: string; measures: string };

/** An undefined figure, or a reference that also writes its value or label (hiding the defined one), is reported and left as it is. */
export function fillFigures(value: unknown, figures: Figures, at: PropertyKey[], report: (at: PropertyKey[], message: string) => void): unknown {
  if (Array.isArray(value)) return value.map((item, index) => fillFigures(item, figures, [...at, index], report));
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value);
  if (!Object.hasOwn(value, "figure")) {
    return Object.fromEntries(entries.map(([key, item]) => [key, fillFigures(item, figures, [...at, key], report)]));
  }
  const { figure: id, ...rest } = value as Record<string, unknown>;
  const found = typeof id === "string" && Object.hasOwn(figures, id) ? figures[id] : undefined;
  if (!found) {
    const suggestion = typeof id === "string" ? closest(id, Object.keys(figures)) : undefined;
    report([...at, "figure"], `${JSON.stringify(id)} is not a figure of content/${FIGURES_FILE}; ${suggestion ? `did you mean ${suggestion}? ` : ""}the figures are ${Object.keys(figures).join(", ")}`);
    return value;
  }
  const written = ["value", "label", "measures"].filter((key) => Object.hasOwn(rest, key));
  if (written.length > 0) {
    report([...at, written[0]!], `comes from content/${FIGURES_FILE} (${found.id}: ${found.value}, "${found.label}"); remove it here`);
    return value;
  }
  return { ...rest, figure: found.id, value: found.value, label: found.label, measures: found.measures } satisfies ShownFigure;
}

/** Anything but `{ figure: id }` (and the place's `extra` fields) is refused with the way to write it. */
export function shownFigure<Extra extends z.core.$ZodLooseShape = Record<never, never>>(extra?: Extra) {
  const schema = z
    .unknown()
    .superRefine((raw, ctx) => {
      if (raw && typeof raw === "object" && Object.hasOwn(raw, "figure")) return;
      ctx.addIssue({
        code: "custom",
        message: `must name one of the firm's figures, e.g. "figure: clientSatisfaction": figures are defined once, with what each measures, in content/${FIGURES_FILE}`,
      });
    })
    .pipe(z.strictObject({ figure: z.string(), value: z.string(), label: z.string(), measures: z.string(), ...(extra ?? ({} as Extra)) }));
  // The browser editor offers the figures by name; their value, label and measure stay in the file.
  const figure = described(z.string().meta({ choices: "figures" } satisfies EditorMeta), "Figure", `One of the firm's figures, from content/${FIGURES_FILE}`);
  return withEditorForm(schema, z.strictObject({ figure, ...(extra ?? ({} as Extra)) }));
}

const stopWords = new Set(["a", "an", "and", "the", "of", "in", "on", "to", "for", "by", "with", "we", "our", "at", "among", "within", "their", "that"]);

function stem(word: string): string {
  const single = word.toLowerCase().replace(/ies$/, "y").replace(/([^s])s$/, "$1").replace(/y$/, "");
  return single.length > 4 ? single.replace(/(?:ed|ing|er|e)$/, "") : single;
}

function keyStems(label: string): string[] {
  return normalLabel(label)
    .split(" ")
    .filter((word) => /^[a-z]/.test(word) && !stopWords.has(word))
    .map(stem);
}

const numberPattern = /(?<![\w{.,])\$?\d[\d,]*(?:\.\d+)?(?:%|\+)?/g;
/** In articles, case studies and legal pages only sentences in which the firm speaks of itself make a claim. */
const firmVoice = /\b(?:we|we're|we've|our|us|arcforge)\b/i;

/** Whether a word of the label stands within a few words of a number, before or after it. */
function nearLabel(text: string, numberEnd: number, stems: string[]): boolean {
  const words = (text: string) => (text.match(/[a-z]+/gi) ?? []).map(stem);
  const before = words(text.slice(0, numberEnd)).slice(-3);
  const after = words(text.slice(numberEnd)).slice(0, 3);
  return [...before, ...after].some((word) => stems.includes(word));
}

export type WrittenFigure = { line: number; id: string; written: string };

/**
 * A number in a sentence with every word of a figure's label (another number contradicts it). With
 * `anyVoice: false` only the firm's own sentences count, so an article may quote an industry's.
 */
export function writtenOutFigures(source: string, figures: Figures, { yaml, anyVoice }: { yaml: boolean; anyVoice: boolean }): WrittenFigure[] {
  const found: WrittenFigure[] = [];
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  // Blanked rather than removed, so offsets (and lines) stay.
  const blank = (part: string) => part.replace(/[^\n]/g, " ");
  const readable = yaml
    ? source.replace(/(^|\s)#.*$/gm, (comment, before: string) => before + blank(comment.slice(before.length))).replace(/^([ \t]*(?:- )?)([\w"']+:)/gm, (_, indent: string, key: string) => indent + blank(key))
    : source;
  const labels = Object.values(figures)
    .map((entry) => ({ id: entry.id, stems: keyStems(entry.label), own: new Set(entry.label.match(/\d+/g) ?? []) }))
    .filter(({ stems }) => stems.length > 0)
    .sort((a, b) => b.stems.length - a.stems.length);
  const ends = [...source.matchAll(/[.!?](?=\s|$)|\n[ \t]*\n|\n(?=[ \t]*(?:[-#>]|[\w"']+:))/g)].map((end) => end.index + end[0].length);
  let start = 0;
  for (const end of [...ends, readable.length]) {
    const text = readable.slice(start, end);
    const from = start;
    start = end;
    if (!anyVoice && !firmVoice.test(text)) continue;
    const words = new Set((text.match(/[a-z]+/gi) ?? []).map(stem));
    // The most specific label a sentence names is the figure it gives.
    const named = labels.find(({ stems }) => stems.every((word) => words.has(word)));
    if (!named) continue;
    if (text.includes(`{${named.id}}`)) continue;
    const number = [...text.matchAll(numberPattern)].find(
      (match) => !/^\d{4}$/.test(match[0]) && !named.own.has(match[0].replace(/\D/g, "")) && nearLabel(text, match.index + match[0].length, named.stems),
    );
    if (number) found.push({ line: lineAt(from + number.index), id: named.id, written: readable.slice(from, end).replace(/\s+/g, " ").replace(/^[\s>|-]+/, "").trim() });
  }
  return found;
}
