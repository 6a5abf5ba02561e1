import { parseYaml } from "./yaml";

/** What an editor is told for each way a YAML line commonly goes wrong: the place and the likely cause. */
const slipOf = (source: string) => {
  const result = parseYaml(source);
  if (result.ok) throw new Error("expected the YAML not to parse");
  const { line, column, message } = result.slip;
  return `${line}:${column}: ${message}`;
};

describe("YAML that does not parse", () => {
  it.each([
    ["a colon in a value", "title: Supply Chain: Where AI Earns Its Keep\n", '1:20: a colon followed by a space in a value; put the value in double quotes: title: "Supply Chain: Where AI Earns Its Keep"'],
    ["a value that starts with a brace", "ctaText: {responseTime} is our promise\n", '1:10: a value that starts with { must be in double quotes: ctaText: "{responseTime} is our promise"'],
    ["a value that starts with a bracket", "title: [Draft] Supply chains\n", '1:8: a value that starts with [ must be in double quotes: title: "[Draft] Supply chains"'],
    ["a value that starts with a backtick", "title: `npm` for editors\n", '1:8: a value that starts with ` must be in double quotes: title: "`npm` for editors"'],
    ["text after a closing quote", 'title: "Reliable" AI in practice\n', '1:8: the value starts with a quote and goes on after the closing one; put the whole value in double quotes and write a quote inside it as \\": title: "\\"Reliable\\" AI in practice"'],
    ["an apostrophe in single quotes", "title: 'The CFO's Guide'\n", '1:8: an apostrophe ends a value written in single quotes; put the value in double quotes instead: title: "The CFO\'s Guide"'],
    ["a quote never closed", 'title: "An open quote\nexcerpt: Text\n', '1:8: this value opens a double quote and never closes it; end the value with "'],
    ["a tab", "image:\n\tsrc: /images/a.svg\n", "2:1: a tab indents this line; indent with spaces, two for each level"],
    ["a field written twice", "title: One\nexcerpt: Text\ntitle: Two\n", "3:1: title is written twice in the same place; keep one"],
    ["no space after a colon", "title: One\nexcerpt:Text\n", "2:9: a field name needs a space after its colon: excerpt: Text"],
    ["a list item's field indented too far", "tags:\n  - label: One\n    color: rose\n  - label: Two\n     color: amber\n", "5:6: this line is indented 5 spaces and the lines beside it 4; line it up with them"],
  ])("%s", (_kind, source, expected) => {
    expect(slipOf(source)).toBe(expected);
  });

  it("reads valid YAML, keeping dates as text", () => {
    expect(parseYaml("publishedAt: 2024-02-30\ntitle: 'It''s fine'\n")).toEqual({ ok: true, data: { publishedAt: "2024-02-30", title: "It's fine" } });
  });
});
