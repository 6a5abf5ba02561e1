import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent, loadCaseStudies, loadInsights } from "./collections";

/**
 * The content pipeline against scratch content folders: what a valid file yields, and the one-line
 * message each kind of mistake produces.
 */
let root: string;

const insight = (fields: Record<string, string> = {}, body = "## First section\n\nText.\n") => {
  const base: Record<string, string> = {
    title: "Supply Chain Resilience in Practice",
    excerpt: "Which supply chain decisions AI improves today, which it does not, and how to tell the difference.",
    summary:
      "Most supply chain AI pilots stall because they optimise a forecast nobody acts on. This article shows where returns last.",
    category: "Supply Chain",
    categoryColor: "amber",
    author: "Supply Chain Practice Lead",
    publishedAt: "2024-04-02",
    readingMinutes: "7",
    ctaTitle: "Stress-test your plan",
    ctaText: "In a free 30-minute session we will review one of your planning decisions.",
    ctaLabel: "Plan Your Next Step",
    ...fields,
  };
  const yaml = Object.entries(base)
    .filter(([, value]) => value !== "__omit__")
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n${body}`;
};

const caseStudy = (fields: Record<string, string> = {}) => {
  const base: Record<string, string> = {
    title: "AI Demand Planning for a Regional Grocer",
    summary: "A 90-store grocer replaced spreadsheet ordering with store-level demand forecasts and cut stockouts.",
    sector: "Retail",
    categoryColor: "rose",
    client: "A regional grocery chain with 90 stores",
    publishedAt: "2024-04-02",
    durationMonths: "6",
    readingMinutes: "9",
    author: "Retail Practice",
    image:
      "\n  src: /images/case-studies/sample.svg\n  alt: Store shelves beside a demand forecast chart\n  caption: Forecasts for every item in every store.",
    tags: "\n  - label: Forecasting\n    color: rose\n  - label: Replenishment\n    color: amber\n  - label: Analytics\n    color: teal",
    metric: "\n  label: Stockouts\n  value: 40% fewer",
    challenge:
      "Ordering ran on spreadsheets fed by week-old sales reports, so stores that sold out early were sent too little again and shelves stayed empty.",
    solution:
      "\n  - title: Store Forecasts\n    description: Daily forecasts for every item in every store, from sales, promotions and weather data.\n  - title: Ordering Workbench\n    description: Recommended orders with their reasons, which planners accept or override with a reason code.",
    results: "\n  - value: 40%\n    label: fewer stockouts\n  - value: $6M\n    label: less aged stock\n  - value: 6\n    label: months to all stores",
    ctaLabel: "Improve Your Forecasts",
    ...fields,
  };
  const yaml = Object.entries(base)
    .filter(([, value]) => value !== "__omit__")
    .map(([key, value]) => `${key}:${value.startsWith("\n") ? "" : " "}${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n## Our Approach\n\nWe started with the decisions.\n`;
};

function write(folder: string, name: string, text: string) {
  fs.mkdirSync(path.join(root, "content", folder), { recursive: true });
  fs.writeFileSync(path.join(root, "content", folder, name), text);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.mkdirSync(path.join(root, "content", "insights"), { recursive: true });
  fs.mkdirSync(path.join(root, "content", "case-studies"), { recursive: true });
  fs.mkdirSync(path.join(root, "content", "legal"), { recursive: true });
  fs.mkdirSync(path.join(root, "public", "images", "case-studies"), { recursive: true });
  fs.writeFileSync(path.join(root, "public", "images", "case-studies", "sample.svg"), "<svg/>");
  process.env.CONTENT_DIR = path.join(root, "content");
  process.env.PUBLIC_DIR = path.join(root, "public");
});

afterEach(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.PUBLIC_DIR;
  fs.rmSync(root, { recursive: true, force: true });
});

const problems = (load: () => { problems: string[] }) => load().problems;

describe("loading insights", () => {
  it("parses a valid file into a typed record with its slug from the file name", () => {
    write("insights", "supply-chain-resilience.md", insight());
    const { entries, problems: found } = loadInsights();
    expect(found).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      slug: "supply-chain-resilience",
      data: { title: "Supply Chain Resilience in Practice", readingMinutes: 7, publishedAt: "2024-04-02", draft: false },
      body: "## First section\n\nText.",
    });
  });

  it.each([
    ["a missing field", { title: "__omit__" }, "content/insights/x-article.md: title: is missing; add it to the front-matter"],
    ["a wrong type", { readingMinutes: "seven" }, "content/insights/x-article.md: readingMinutes: must be a whole number of minutes"],
    ["a too-short value", { excerpt: "Short." }, "content/insights/x-article.md: excerpt: must be at least 60 characters"],
    ["an impossible date", { publishedAt: "2024-02-30" }, "content/insights/x-article.md: publishedAt: is not a real calendar date"],
    ["a badly written date", { publishedAt: "March 5, 2024" }, "content/insights/x-article.md: publishedAt: must be a date written YYYY-MM-DD"],
    ["an unknown colour", { categoryColor: "purple" }, "content/insights/x-article.md: categoryColor: must be one of blue, indigo"],
    ["a misspelt field", { sumary: "typo" }, 'content/insights/x-article.md: sumary: unknown field; check the spelling'],
    ["a bad slug override", { slug: "Bad_Slug" }, "content/insights/x-article.md: slug: must be lowercase words joined by hyphens"],
  ])("reports %s with the file, the field and the fix", (_kind, fields, message) => {
    write("insights", "x-article.md", insight(fields));
    const found = problems(loadInsights);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it("reports a file name that is not a slug, broken YAML, and a missing body", () => {
    write("insights", "Bad Name.md", insight());
    write("insights", "broken.md", "---\ntitle: [unclosed\n---\nBody\n");
    write("insights", "empty.md", insight({}, ""));
    write("insights", "notes.txt", "not markdown");
    expect(problems(loadInsights)).toEqual([
      expect.stringMatching(/^content\/insights\/Bad Name\.md: slug "Bad Name" must be lowercase words joined by hyphens; rename the file/),
      expect.stringMatching(/^content\/insights\/broken\.md: front-matter is not valid YAML/),
      expect.stringMatching(/^content\/insights\/empty\.md: has no body/),
      "content/insights/notes.txt: is not a Markdown file; content files end in .md",
    ]);
  });

  it("reports a duplicate slug, naming both files", () => {
    write("insights", "first.md", insight({ slug: "same-slug" }));
    write("insights", "second.md", insight({ slug: "same-slug" }));
    expect(problems(loadInsights)).toEqual([
      'content/insights/second.md: slug: duplicate slug "same-slug" (also used by content/insights/first.md); give one of them a different file name or slug',
    ]);
  });

  it("reports every problem of every file at once", () => {
    write("insights", "a.md", insight({ title: "__omit__", readingMinutes: "x" }));
    write("insights", "b.md", insight({ publishedAt: "2023-13-01" }));
    expect(problems(loadInsights)).toHaveLength(3);
  });
});

describe("loading case studies", () => {
  it("parses a valid case study", () => {
    write("case-studies", "grocery-demand.md", caseStudy());
    const { entries, problems: found } = loadCaseStudies();
    expect(found).toEqual([]);
    expect(entries[0]?.data.results.map((result) => result.value)).toEqual(["40%", "$6M", "6"]);
    expect(entries[0]?.data.featured).toBe(false);
  });

  it("reports an image that does not exist", () => {
    write("case-studies", "grocery-demand.md", caseStudy({ image: "\n  src: /images/case-studies/missing.svg\n  alt: Store shelves beside a demand forecast chart\n  caption: Forecasts for every item in every store." }));
    expect(problems(loadCaseStudies)).toEqual([
      'content/case-studies/grocery-demand.md: image.src: image "/images/case-studies/missing.svg" does not exist; add it under public/images/case-studies/missing.svg or fix the path',
    ]);
  });

  it("reports the wrong number of tags and results, naming the field", () => {
    write(
      "case-studies",
      "grocery-demand.md",
      caseStudy({ tags: "\n  - label: Forecasting\n    color: rose", results: "\n  - value: 40%\n    label: fewer stockouts" }),
    );
    expect(problems(loadCaseStudies)).toEqual([
      "content/case-studies/grocery-demand.md: tags: must list exactly 3 tags",
      "content/case-studies/grocery-demand.md: results: must list exactly 3 results",
    ]);
  });

  it("reports a bad nested field by its path", () => {
    write("case-studies", "grocery-demand.md", caseStudy({ tags: "\n  - label: Forecasting\n    color: rose\n  - label: R\n    color: amber\n  - label: Analytics\n    color: teal" }));
    expect(problems(loadCaseStudies)).toEqual(["content/case-studies/grocery-demand.md: tags[1].label: must be at least 2 characters"]);
  });
});

describe("the published lists", () => {
  async function freshGetters() {
    jest.resetModules();
    return import("./index");
  }

  it("lists insights newest first and leaves drafts out of production", async () => {
    write("insights", "older.md", insight({ title: "An Older Article Title", publishedAt: "2024-01-05" }));
    write("insights", "newer.md", insight({ title: "A Newer Article Title", publishedAt: "2024-03-05" }));
    write("insights", "middle.md", insight({ title: "A Middle Article Title", publishedAt: "2024-02-05" }));
    write("insights", "unfinished.md", insight({ title: "An Unfinished Draft Title", publishedAt: "2024-04-05", draft: "true" }));

    process.env.CONTENT_DRAFTS = "exclude";
    const { getInsights, getLatestInsights } = await freshGetters();
    expect(getInsights().map((item) => item.slug)).toEqual(["newer", "middle", "older"]);
    expect(getLatestInsights(2).map((item) => item.slug)).toEqual(["newer", "middle"]);

    process.env.CONTENT_DRAFTS = "include";
    expect((await freshGetters()).getInsights().map((item) => item.slug)).toEqual(["unfinished", "newer", "middle", "older"]);
    delete process.env.CONTENT_DRAFTS;
  });

  it("throws one error listing every problem, so a build cannot publish bad content", async () => {
    write("insights", "bad.md", insight({ publishedAt: "2024-02-30" }));
    const { getInsights } = await freshGetters();
    expect(() => getInsights()).toThrow(/content\/insights\/bad\.md: publishedAt: is not a real calendar date/);
  });

  it("features the case studies marked featured, topped up with the newest others", async () => {
    write("case-studies", "one.md", caseStudy({ title: "Case Study Number One", publishedAt: "2024-01-01", featured: "true" }));
    write("case-studies", "two.md", caseStudy({ title: "Case Study Number Two", publishedAt: "2024-02-01" }));
    write("case-studies", "three.md", caseStudy({ title: "Case Study Number Three", publishedAt: "2024-03-01" }));
    write("case-studies", "four.md", caseStudy({ title: "Case Study Number Four", publishedAt: "2023-03-01" }));
    const { getFeaturedCaseStudies, getCaseStudies } = await freshGetters();
    expect(getCaseStudies().map((study) => study.slug)).toEqual(["three", "two", "one", "four"]);
    expect(getFeaturedCaseStudies().map((study) => study.slug)).toEqual(["one", "three", "two"]);
  });

  it("renders a case study's body and lists its sections", async () => {
    write("case-studies", "one.md", caseStudy());
    const { getCaseStudy } = await freshGetters();
    const study = await getCaseStudy("one");
    expect(study?.html).toContain('<h2 id="our-approach">Our Approach</h2>');
    expect(study?.sections).toEqual([{ id: "our-approach", title: "Our Approach" }]);
    expect(await getCaseStudy("missing")).toBeUndefined();
  });
});

describe("the real content", () => {
  it("has no problems or warnings, 12 case studies, 12 articles, both legal documents and the page copy", () => {
    delete process.env.CONTENT_DIR;
    delete process.env.PUBLIC_DIR;
    expect(checkContent()).toEqual({
      problems: [],
      warnings: [],
      counts: { "case studies": 12, insights: 12, "legal documents": 2, "page-copy files": 10 },
    });
  });
});
