import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { insightFile, scratchContentProject } from "@/test/support/content-fixtures";
import { checkContent } from "./check";
import { formatProblem, isError } from "./loader";
import { scaffold, ScaffoldError } from "./scaffold";
import { caseStudyFrontMatter, insightFrontMatter } from "./schema";

/** `npm run content:new` in a scratch CONTENT_DIR: what it writes, what the check says, and after. */
const { root } = scratchContentProject();

const errorFields = () =>
  checkContent()
    .problems.filter(isError)
    .map((problem) => ({ field: problem.field, message: problem.message, line: formatProblem(problem) }));

/** Fields a new file must fill in: the schema's required ones, less those the scaffold writes itself. */
function requiredFields(shape: Record<string, { safeParse: (value: undefined) => { success: boolean } }>) {
  return Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success && !["title", "publishedAt"].includes(key));
}

/** Replaces each placeholder the way an editor would: front-matter values by key, body lines by text. */
function fill(file: string, values: Record<string, string[]>, { body: fillBody = true } = {}) {
  const queues = Object.fromEntries(Object.entries(values).map(([key, list]) => [key, [...list]]));
  const [, frontMatter = "", body = ""] = fs.readFileSync(file, "utf8").split(/^---$/m);
  const filledFront = frontMatter.replace(/^(\s*(?:- )?)(\w+):\s*(?:"TODO[^"]*"|TODO)(.*)$/gm, (_line, lead: string, key: string) => {
    const next = queues[key]?.shift();
    if (next === undefined) throw new Error(`the test has no value for ${key}`);
    return `${lead}${key}: ${next}`;
  });
  const filledBody = fillBody ? body.replace(/TODO[^\n]*/g, "Written by the editor, in the firm's voice.") : body;
  fs.writeFileSync(file, `---${filledFront}---${filledBody}`);
}

const today = new Date().toISOString().slice(0, 10);

const insightValues = {
  excerpt: ["Which supply chain decisions AI improves today, which it does not, and how to tell the two apart."],
  summary: ["Most supply chain AI pilots stall because they optimise a forecast nobody acts on. This article shows where returns last and how to start."],
  category: ["AI Strategy"],
  categoryColor: ["amber"],
  author: ["jane-doe"],
  ctaTitle: ["Stress-test your supply chain plan"],
  ctaText: ["In a free 30-minute session we will review one of your planning decisions."],
  ctaLabel: ["Plan Your Next Step"],
};

describe("npm run content:new -- insight", () => {
  it("writes a dated draft whose every required field holds a placeholder the check rejects, and which passes once filled", () => {
    const { file, route } = scaffold("insight", "Supply Chain Resilience: Where AI Earns Its Keep");
    expect(file).toBe("content/insights/supply-chain-resilience-where-ai-earns-its-keep.md");
    expect(route).toBe("/insights/supply-chain-resilience-where-ai-earns-its-keep");
    const text = fs.readFileSync(path.join(root(), file), "utf8");
    expect(text).toContain('title: "Supply Chain Resilience: Where AI Earns Its Keep"');
    expect(text).toContain(`publishedAt: ${today}`);
    expect(text).toMatch(/^draft: true/m);
    // The categories it may take are the ones content/pages/insights.yaml declares.
    expect(text).toMatch(/^category: "TODO: the badge" # one of: AI Ethics, AI Strategy, Business Impact, /m);

    const found = errorFields();
    expect(found.map((problem) => problem.field).sort()).toEqual(requiredFields(insightFrontMatter.shape).sort());
    expect(found.every((problem) => problem.message.startsWith('still holds the placeholder "TODO'))).toBe(true);
    expect(found[0]?.line).toMatch(/^content\/insights\/supply-chain-resilience-where-ai-earns-its-keep\.md:3: excerpt: still holds the placeholder/);

    fill(path.join(root(), file), insightValues);
    const report = checkContent();
    expect(report.problems.filter(isError).map(formatProblem)).toEqual([]);
    expect(report.drafts).toEqual([file]);
  });

  it("reports the body's placeholders by line once the front-matter is filled", () => {
    const { file } = scaffold("insight", "Supply Chain Resilience in Practice");
    fill(path.join(root(), file), insightValues, { body: false });
    expect(errorFields().map((problem) => problem.line)).toEqual([
      `${file}:15: still holds a placeholder ("TODO: the opening paragraph. The page shows the title above "); write the text or remove the line`,
      `${file}:17: still holds a placeholder ("## TODO: the first section's heading"); write the text or remove the line`,
      `${file}:19: still holds a placeholder ("TODO: the section's text. Use ## for sections and ### for su"); write the text or remove the line`,
    ]);
  });
});

describe("npm run content:new -- case-study", () => {
  it("writes a draft case study that the check rejects until every placeholder and the picture are in place", () => {
    const { file } = scaffold("case-study", "AI Demand Planning Cuts Stockouts 40% for a Grocer");
    const slug = "ai-demand-planning-cuts-stockouts-40-for-a-grocer";
    expect(file).toBe(`content/case-studies/${slug}.md`);
    const fields = new Set(errorFields().map((problem) => problem.field.replace(/\[\d+\].*|\..*/, "")));
    expect([...fields].sort()).toEqual(requiredFields(caseStudyFrontMatter.shape).filter((key) => key !== "featured" && key !== "draft").sort());

    fill(path.join(root(), file), {
      summary: ["A 90-store grocer replaced spreadsheet ordering with store-level demand forecasts and cut stockouts."],
      sector: ["Retail"],
      categoryColor: ["rose"],
      client: ["A regional grocery chain with 90 stores"],
      durationMonths: ["6"],
      author: ["retail-practice"],
      alt: ["Store shelves beside a demand forecast chart"],
      caption: ["Forecasts for every item in every store."],
      label: ["Forecasting", "Replenishment", "Store Analytics", "Stockouts", "fewer stockouts", "less aged stock", "months to all stores"],
      color: ["rose", "amber", "orange"],
      value: ["40% fewer", "40%", "$6M", "6"],
      challenge: ["Ordering ran on spreadsheets fed by week-old sales reports, so stores that sold out early were sent too little again and shelves stayed empty."],
      title: ["Store Forecasts", "Ordering Workbench"],
      description: [
        "Daily forecasts for every item in every store, from sales, promotions and weather data.",
        "Recommended orders with their reasons, which planners accept or override with a reason code.",
      ],
      ctaLabel: ["Improve Your Forecasts"],
    });
    expect(errorFields().map((problem) => problem.line)).toEqual([
      `${file}:11: image.src: image "/images/case-studies/${slug}.svg" does not exist; add it under public/images/case-studies/${slug}.svg or fix the path`,
    ]);
    fs.writeFileSync(path.join(root(), "public", "images", "case-studies", `${slug}.svg`), "<svg/>");
    expect(checkContent().problems.filter(isError)).toEqual([]);
  });
});

describe("refusals", () => {
  it("never overwrites: an existing file or a slug another file claims is a clear error, and nothing is written", () => {
    const { file } = scaffold("insight", "Supply Chain Resilience in Practice");
    const absolute = path.join(root(), file);
    fs.appendFileSync(absolute, "\nThe editor's own words.\n");
    const before = fs.readFileSync(absolute, "utf8");
    expect(() => scaffold("insight", "Supply Chain Resilience in Practice")).toThrow(
      new ScaffoldError(`${file} already exists; nothing was written. Edit that file, or choose a different title`),
    );
    expect(fs.readFileSync(absolute, "utf8")).toBe(before);

    fs.writeFileSync(path.join(root(), "content", "insights", "older.md"), insightFile({ slug: "demand-sensing-explained" }));
    expect(() => scaffold("insight", "Demand Sensing Explained")).toThrow(
      'content/insights/older.md already uses the slug "demand-sensing-explained"; nothing was written. Choose a different title',
    );
  });

  it("names the kinds it knows and the title rule", () => {
    expect(() => scaffold("blog", "A Title Long Enough")).toThrow(/unknown kind "blog"; write insight or case-study/);
    expect(() => scaffold("insight", "Short")).toThrow("the title is 5 characters; write at least 10 characters; put it in quotes after the kind");
    expect(() => scaffold("insight", undefined)).toThrow("the title is 0 characters; write at least 10 characters");
  });

  it("runs as npm run content:new, printing the path and the next step, and exits 1 on a refusal", () => {
    const run = () =>
      spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/content-new.ts", "insight", "Supply", "Chain", "Resilience"], {
        cwd: path.join(__dirname, "..", ".."),
        env: process.env,
        encoding: "utf8",
      });
    const created = run();
    expect(created.status).toBe(0);
    expect(created.stdout).toContain("Created content/insights/supply-chain-resilience.md (a draft, dated today).");
    expect(created.stdout).toContain("Preview it: npm run dev, then open http://localhost:3000/insights/supply-chain-resilience");
    expect(fs.existsSync(path.join(root(), "content", "insights", "supply-chain-resilience.md"))).toBe(true);

    const refused = run();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("content:new: content/insights/supply-chain-resilience.md already exists; nothing was written.");
  }, 90_000);
});
