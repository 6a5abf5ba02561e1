import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Content files for tests: a valid article or case study with any field replaced (or "__omit__"),
 * and a scratch project (content/ and public/) that CONTENT_DIR and PUBLIC_DIR point at.
 */

export const insightFile = (fields: Record<string, string> = {}, body = "## First section\n\nText.\n") => {
  const base: Record<string, string> = {
    title: "Supply Chain Resilience in Practice",
    excerpt: "Which supply chain decisions AI improves today, which it does not, and how to tell the difference.",
    summary:
      "Most supply chain AI pilots stall because they optimise a forecast nobody acts on. This article shows where returns last.",
    category: "AI Strategy",
    categoryColor: "amber",
    author: "jane-doe",
    publishedAt: "2024-04-02",
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

export const caseStudyFile = (fields: Record<string, string> = {}, body = "## Our Approach\n\nWe started with the decisions.\n") => {
  const base: Record<string, string> = {
    title: "AI Demand Planning for a Grocer",
    summary: "A 90-store grocer replaced spreadsheet ordering with store-level demand forecasts and cut stockouts.",
    sector: "Retail",
    categoryColor: "rose",
    client: "A regional grocery chain with 90 stores",
    publishedAt: "2024-04-02",
    durationMonths: "6",
    author: "retail-practice",
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
  return `---\n${yaml}\n---\n${body}`;
};

/** The authors the fixtures name: one person and one team. */
export const AUTHORS_YAML = `authors:
  - id: jane-doe
    type: person
    name: Jane Doe
    role: Supply Chain Practice Lead
    bio: Jane leads our supply chain practice and writes about planning decisions that AI improves.
  - id: retail-practice
    type: team
    name: Retail Practice
    bio: Analysts and engineers who build forecasting and store analytics for retailers.
`;

/** Gives each test a scratch project with the authors file and the real page copy; returns a writer for its content files. */
export function scratchContentProject() {
  let root = "";
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    for (const folder of ["insights", "case-studies", "legal"]) fs.mkdirSync(path.join(root, "content", folder), { recursive: true });
    fs.mkdirSync(path.join(root, "public", "images", "case-studies"), { recursive: true });
    fs.writeFileSync(path.join(root, "public", "images", "case-studies", "sample.svg"), "<svg/>");
    fs.writeFileSync(path.join(root, "content", "authors.yaml"), AUTHORS_YAML);
    fs.cpSync(path.join(__dirname, "../../content/pages"), path.join(root, "content", "pages"), { recursive: true });
    for (const file of ["site.yaml", "figures.yaml", "availability.yaml"]) fs.copyFileSync(path.join(__dirname, "../../content", file), path.join(root, "content", file));
    process.env.CONTENT_DIR = path.join(root, "content");
    process.env.PUBLIC_DIR = path.join(root, "public");
  });
  afterEach(() => {
    delete process.env.CONTENT_DIR;
    delete process.env.PUBLIC_DIR;
    fs.rmSync(root, { recursive: true, force: true });
  });
  return {
    root: () => root,
    write(folder: string, name: string, text: string) {
      fs.mkdirSync(path.join(root, "content", folder), { recursive: true });
      fs.writeFileSync(path.join(root, "content", folder, name), text);
    },
  };
}
