import fs from "node:fs";
import path from "node:path";

/** Every word a visitor reads comes from content/: this reads components' source for text of their own. */
const root = path.join(__dirname, "..", "..");

/** Never read by visitors: the spam trap hidden from people and screen readers, a font's name. */
const allowed = ["Subject line (leave empty)", "Geist"];

type Literal = { line: number; text: string };

/** In a plain module (`jsx: false`) only words written as data count: `>` there ends type arguments. */
export function literalTexts(source: string, { jsx = true } = {}): Literal[] {
  const found: Literal[] = [];
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  const code = source
    // Blanked, keeping the line numbers.
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`])\/\/.*$/gm, (whole, before: string) => before + " ".repeat(whole.length - before.length));
  for (const match of jsx ? code.matchAll(/>([^<>{}]*[A-Za-z]{2,}[^<>{}]*)(?=[<{])/g) : []) {
    const text = match[1]!.replace(/&\w+;/g, "&").replace(/\s+/g, " ").trim();
    // Type arguments (Map<string, number>) and arrows end in ">" too: skip what reads as code.
    if (/^[&|,]|[;=()]|\w\.\w/.test(text)) continue;
    found.push({ line: lineAt(match.index + 1), text });
  }
  for (const match of jsx ? code.matchAll(/\b(aria-label|alt|title|placeholder|label|eyebrow|intro)="([^"]*[A-Za-z][^"]*)"/g) : []) {
    found.push({ line: lineAt(match.index), text: match[2]! });
  }
  for (const match of code.matchAll(/\b(term|title|label|name|text|description|heading|eyebrow)\s*:\s*["'`]([A-Z][^"'`]*)["'`]/g)) {
    found.push({ line: lineAt(match.index), text: match[2]! });
  }
  return found.filter(({ text }) => !allowed.includes(text));
}

/** Not tests, contracts, the scaffold's placeholders or the editor's forms, which no visitor reads. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (/\.contract\.ts$|^scaffold\.ts$|^editor-config\.ts$/.test(entry.name)) return [];
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("visible text lives in content/", () => {
  it("finds text between tags and literal labels, and says where", () => {
    const broken = [
      "export function Card({ title }: { title: string }) {",
      "  // A comment: not shown",
      "  return (",
      '    <nav aria-label="On this page">',
      '      <Facts facts={[{ term: "Sector", value: sector }]} />',
      "      <h2>{title}</h2>",
      "      <h3>Results &amp; Impact</h3>",
      "      <span className=\"sr-only\">Step {index + 1}: </span>",
      "      <Link href=\"/x\">Read more</Link>",
      "    </nav>",
      "  );",
      "}",
    ].join("\n");
    expect(literalTexts(broken)).toEqual([
      { line: 7, text: "Results & Impact" },
      { line: 8, text: "Step" },
      { line: 9, text: "Read more" },
      { line: 4, text: "On this page" },
      { line: 5, text: "Sector" },
    ]);
  });

  it("finds words written into data in plain modules, templates included", () => {
    const source = ["const page = {", "  path: `/case-studies/${slug}`,", "  eyebrow: `Case Study · ${study.sector}`,", "};"].join("\n");
    expect(literalTexts(source, { jsx: false })).toEqual([{ line: 3, text: "Case Study · ${study.sector}" }]);
  });

  it("leaves values from content and code alone", () => {
    const fine = [
      "const list = items.map((item) => <li key={item.id}>{item.label}</li>);",
      "const typed = new Map<string, number>();",
      '<nav aria-label={copy.mainNavLabel} className="hidden lg:block">',
    ].join("\n");
    expect(literalTexts(fine)).toEqual([]);
  });

  it("no component, route or drawn image writes text of its own", () => {
    const drawn = sources(path.join(root, "lib")); // share cards and the brand mark
    const offenders = [...sources(path.join(root, "components")), ...sources(path.join(root, "app")), ...drawn].flatMap((file) =>
      literalTexts(fs.readFileSync(file, "utf8"), { jsx: file.endsWith(".tsx") }).map(({ line, text }) => `${path.relative(root, file)}:${line}: "${text}"`),
    );
    expect(offenders).toEqual([]);
  });
});
