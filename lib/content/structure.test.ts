import { loadCaseStudies, loadInsights } from "./collections";

/**
 * Articles and case studies are written one by one, not filled into one template: a section title
 * shared by more than half of a collection reads as boilerplate ("A worked example" in eleven of
 * twelve articles did).
 */
type Body = { file: string; body: string };

/** Section titles (##) used by more than `max` of the bodies, with the files that use them. */
export function overusedHeadings(bodies: Body[], max: number): string[] {
  const files = new Map<string, string[]>();
  for (const { file, body } of bodies) {
    const titles = new Set([...body.matchAll(/^##\s+(.+?)\s*$/gm)].map((match) => match[1]!.replace(/:.*$/, "").toLowerCase()));
    for (const title of titles) files.set(title, [...(files.get(title) ?? []), file]);
  }
  return [...files]
    .filter(([, using]) => using.length > max)
    .map(([title, using]) => `"## ${title}" opens a section in ${using.length} of ${bodies.length} files (at most ${max}): ${using.join(", ")}`);
}

const atMostHalf = (bodies: Body[]) => overusedHeadings(bodies, Math.floor(bodies.length / 2));

describe("section titles vary from file to file", () => {
  it("flags a title most files share, naming them, and counts a title once per file", () => {
    const bodies = [
      { file: "a.md", body: "## A worked example\n\nText.\n\n## A worked example: again\n" },
      { file: "b.md", body: "## A Worked Example\n\nText.\n" },
      { file: "c.md", body: "## What a threat model found\n\nText.\n" },
    ];
    expect(atMostHalf(bodies)).toEqual(['"## a worked example" opens a section in 2 of 3 files (at most 1): a.md, b.md']);
  });

  it("holds for the articles", () => {
    expect(atMostHalf(loadInsights().entries)).toEqual([]);
  });

  it("holds for the case studies", () => {
    expect(atMostHalf(loadCaseStudies().entries)).toEqual([]);
  });
});
