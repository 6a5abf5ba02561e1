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

/**
 * How a body opens: its first sentence and its first section title. Two case studies that open
 * alike read as one template filled in twice (eight of twelve once did).
 */
export function sharedOpenings(bodies: Body[]): string[] {
  const seen = new Map<string, string[]>();
  const note = (kind: string, text: string | undefined, file: string) => {
    if (!text) return;
    const key = `${kind}\u0000${text.toLowerCase().replace(/\s+/g, " ")}`;
    seen.set(key, [...(seen.get(key) ?? []), file]);
  };
  for (const { file, body } of bodies) {
    const paragraph = body
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block && !/^(#|[-*>|]|\d+\.|```|!\[)/.test(block));
    note("first sentence", paragraph?.match(/^.+?[.!?](?=\s|$)/s)?.[0], file);
    note("first section title", body.match(/^##\s+(.+?)\s*$/m)?.[1], file);
  }
  return [...seen]
    .filter(([, files]) => files.length > 1)
    .map(([key, files]) => {
      const [kind, text] = key.split("\u0000");
      return `${files.join(", ")} share their ${kind}: "${text}"`;
    });
}

describe("case studies open each in their own way", () => {
  it("flags two bodies with the same first sentence or the same first section title, naming both", () => {
    const bodies = [
      { file: "a.md", body: "The client came to us with a problem. It was large.\n\n## Our Approach\n\nText.\n" },
      { file: "b.md", body: "The client  came to us with a problem! No, a question.\n\n## Our approach\n" },
      { file: "c.md", body: "The client came to us with a problem.\n\n## The brief\n" },
      { file: "d.md", body: "Eleven thousand alerts a day.\n\n## How we worked\n" },
    ];
    expect(sharedOpenings(bodies)).toEqual([
      'a.md, c.md share their first sentence: "the client came to us with a problem."',
      'a.md, b.md share their first section title: "our approach"',
    ]);
  });

  it("holds for the case studies", () => {
    expect(sharedOpenings(loadCaseStudies().entries)).toEqual([]);
  });
});
