import fs from "node:fs";
import path from "node:path";
import { loadCaseStudies } from "./collections";
import { loadPageCopy } from "./page-copy";

/**
 * One client, one set of facts: the figures the copy gives for a client agree in every file that
 * mentions them, and a team said to have N people lists N.
 */
const content = path.join(process.cwd(), "content");

/** The named clients of the success stories whose engagement is also told as a case study. */
const sameEngagement: Record<string, string> = {
  "Calder Ridge Bancorp": "fraud-detection",
  "Wrenfield Health Partners": "healthcare-ai",
  "Stratavue Software": "cybersecurity-ai",
  "Fernhollow Outfitters": "chatbot-automation",
};

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(md|yaml)$/.test(entry.name) ? [full] : [];
  });
}

const numbers: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
};
const count = (word: string) => (/^\d+$/.test(word) ? Number(word) : numbers[word.toLowerCase()]);

/** Facts that identify an engagement: rankings, latencies and sizes. */
function identifyingFacts(text: string): string[] {
  const facts = text.match(/\btop-?\s?\d+\b|\b\d+[- ]millisecond|\b\d+\s?ms\b|\b\d+-hospital|\b\d+ hospitals/gi) ?? [];
  return facts.map((fact) => fact.toLowerCase().replace(/[\s-]+/g, "-").replace(/-ms$/, "-millisecond"));
}

const significant = (label: string) =>
  new Set(label.toLowerCase().split(/[^a-z]+/).filter((word) => word.length > 3 && !["than", "from", "with", "their"].includes(word)));

describe("one client, one set of facts", () => {
  const copy = loadPageCopy().copy!;
  const studies = loadCaseStudies().entries;

  it.each(Object.entries(sameEngagement))("%s has the ranking, latency and size of its case study", (company, slug) => {
    const story = copy.successStories.stories.find((candidate) => candidate.company === company);
    const study = studies.find((entry) => entry.slug === slug);
    expect(story).toBeDefined();
    expect(study).toBeDefined();
    // The front-matter tells the engagement; the body may mention other clients in passing.
    const studyText = JSON.stringify(study!.data);
    const studyFacts = new Set(identifyingFacts(studyText));
    for (const fact of identifyingFacts(JSON.stringify(story))) {
      expect({ company, fact, inCaseStudy: studyFacts.has(fact) }).toEqual({ company, fact, inCaseStudy: true });
    }
  });

  it("a result (figure and what it measures) is claimed for one client only", () => {
    type Claim = { client: string; figure: string; words: Set<string>; text: string };
    const claims: Claim[] = [];
    for (const study of studies) {
      const client = Object.entries(sameEngagement).find(([, slug]) => slug === study.slug)?.[0] ?? study.slug;
      for (const result of study.data.results) {
        claims.push({ client, figure: result.value, words: significant(result.label), text: `${study.file}: ${result.value} ${result.label}` });
      }
    }
    for (const story of copy.successStories.stories) {
      for (const result of story.results) {
        claims.push({ client: story.company, figure: result.value, words: significant(result.label), text: `success-stories.yaml: ${story.company}: ${result.value} ${result.label}` });
      }
    }
    const clashes: string[] = [];
    claims.forEach((claim, index) => {
      for (const other of claims.slice(index + 1)) {
        if (other.client === claim.client || other.figure !== claim.figure) continue;
        const shared = [...claim.words].filter((word) => other.words.has(word));
        if (shared.length >= 2) clashes.push(`${claim.text}  <->  ${other.text}`);
      }
    });
    expect(clashes).toEqual([]);
  });

  it("a team said to have N people lists N", () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const file of files(content)) {
      const text = fs.readFileSync(file, "utf8");
      const pattern = /\b(\w+)-person team[^:.]*:([^.]+)\.|\bteam of (\w+)[^:.]*:([^.]+)\./gi;
      for (const match of text.matchAll(pattern)) {
        if (/team of \w+ to \w+/i.test(match[0])) continue; // a range ("six to ten people") is not a count
        const size = count(match[1] ?? match[3]!);
        // "a lead, two engineers and a designer": items start with how many; "risk and compliance lead" is one item.
        const list = (match[2] ?? match[4]!)
          .split(new RegExp(`,\\s*(?:and\\s+)?|\\s+and\\s+(?=(?:${Object.keys(numbers).join("|")}|\\d+)\\s)`, "i"))
          .map((item) => item.trim())
          .filter(Boolean);
        // Items without a count ("working side by side with the bank's team") are not people on the team.
        const listed = list.reduce((sum, item) => sum + (count(item.split(/\s+/)[0]!) ?? 0), 0);
        checked += 1;
        if (size !== listed) mismatches.push(`${path.relative(process.cwd(), file)}: a team of ${size} lists ${listed}: ${list.join(" | ")}`);
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(mismatches).toEqual([]);
  });
});
