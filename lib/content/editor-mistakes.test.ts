import fs from "node:fs";
import path from "node:path";
import { caseStudyFile, insightFile, scratchContentProject } from "@/test/support/content-fixtures";
import { checkContent } from "./check";
import { loadInsights } from "./collections";
import { writtenCounts } from "./counts";
import { formatProblem, isError } from "./loader";
import { loadPageCopy } from "./page-copy";

/**
 * The mistakes editors made when they tried the tooling (issue 46), each on a broken copy of the
 * real files: the check names the real mistake, once, and nothing that only follows from it.
 */
const project = scratchContentProject();
const errors = () => checkContent().problems.filter(isError).map(formatProblem);
const warnings = () => checkContent().problems.filter((problem) => !isError(problem)).map(formatProblem);

const pageFile = (name: string) => path.join(project.root(), "content", "pages", name);

/** Replaces `from` (which must be there) with `to` in a page-copy file, and returns the 1-based line where it was. */
function editPage(name: string, from: string, to: string): number {
  const source = fs.readFileSync(pageFile(name), "utf8");
  const at = source.indexOf(from);
  if (at < 0) throw new Error(`${name} does not contain ${JSON.stringify(from)}`);
  fs.writeFileSync(pageFile(name), source.slice(0, at) + to + source.slice(at + from.length));
  return source.slice(0, at).split("\n").length + (from.startsWith("\n") ? 1 : 0);
}

/** An article that links to the fixed pages, as the real articles do: the first to be blamed when the site map is wrong. */
const linkingArticle = insightFile(
  {},
  "## Section\n\nSee [home](/), [our strategy work](/services/ai-strategy), [case studies](/case-studies) and [about us](/about).\n",
);

describe("a slip in a page-copy file is one error, on its line, and nothing in other files", () => {
  beforeEach(() => project.write("insights", "linking.md", linkingArticle));

  it("home.yaml: a field indented one space too far", () => {
    const line = editPage("home.yaml", "\n  eyebrow: AI & Business Consulting\n", "\n   eyebrow: AI & Business Consulting\n");
    expect(errors()).toEqual([
      `content/pages/home.yaml:${line}:4: this line is indented 3 spaces and the lines beside it 2; line it up with them`,
    ]);
  });

  it("about.yaml: a field indented one space too little", () => {
    const line = editPage("about.yaml", "\n  badge: About Arcforge\n", "\n badge: About Arcforge\n");
    expect(errors()).toEqual([
      `content/pages/about.yaml:${line}:2: this line is indented 1 space and the lines beside it 2; line it up with them`,
    ]);
  });

  it("insights.yaml: a colon in an unquoted value", () => {
    const line = editPage("insights.yaml", "\n  title: Insights & Perspectives\n", "\n  title: Insights: Field Notes\n");
    expect(errors()).toEqual([
      `content/pages/insights.yaml:${line}:18: a colon followed by a space in a value; put the value in double quotes: title: "Insights: Field Notes"`,
    ]);
  });

  it("common.yaml: a quote left open, with {responseTime} used elsewhere", () => {
    const line = editPage("common.yaml", "responseTime: within 24 hours", 'responseTime: "within 24 hours');
    project.write("insights", "promise.md", insightFile({ ctaText: "Book a free 30-minute session with our planners. We reply {responseTime}." }));
    expect(errors()).toEqual([`content/pages/common.yaml:${line}:15: this value opens a double quote and never closes it; end the value with "`]);
  });

  it("no warnings while there is an error: the slip is the only problem, though the valid content has warnings", () => {
    project.write("insights", "long.md", insightFile({ excerpt: `"${"Which supply chain decisions AI improves today. ".repeat(4).trim()}"` }));
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([
      "content/insights: only 0 articles are marked featured; the home page fills its other places with the newest articles",
      "content/insights/long.md:3: excerpt: is 191 characters and results pages show 160; add a seoDescription of at most 160 characters",
    ]);
    const line = editPage("home.yaml", "\n  eyebrow: AI & Business Consulting\n", "\n   eyebrow: AI & Business Consulting\n");
    expect(checkContent().problems.map(formatProblem)).toEqual([
      `content/pages/home.yaml:${line}:4: this line is indented 3 spaces and the lines beside it 2; line it up with them`,
    ]);
  });

  it("home.yaml: a rule broken in valid YAML", () => {
    editPage("home.yaml", "    - figure: engagementSuccess\n", "");
    expect(errors()).toEqual([expect.stringMatching(/^content\/pages\/home\.yaml:\d+: hero\.stats: must list exactly 3 figures/)]);
  });
});

describe("a mistake in an article or a case study is reported in that file only", () => {
  it("links to an entry that has an error are not reported as links to a missing page", () => {
    project.write("insights", "linking.md", insightFile({}, "## Section\n\nRead [the other one](/insights/broken).\n"));
    project.write("insights", "broken.md", insightFile({ excerpt: "__omit__" }));
    expect(errors()).toEqual(["content/insights/broken.md:1: excerpt: is missing; add it to the front-matter (see content/README.md)"]);
  });

  it("nor are links to the sector page that only an entry with an error names", () => {
    project.write("insights", "linking.md", insightFile({}, "## Section\n\nSee [our banking work](/case-studies/sector/banking).\n"));
    project.write("case-studies", "bank.md", caseStudyFile({ sector: "Banking", durationMonths: "0" }));
    expect(errors()).toEqual([expect.stringMatching(/^content\/case-studies\/bank\.md:\d+: durationMonths: /)]);
  });

  it("a link to the browser editor is not a page of the site: /admin stays unlinked", () => {
    project.write("insights", "x.md", insightFile({}, "## Section\n\nEdit it in [the editor](/admin).\n"));
    expect(errors()).toEqual([expect.stringMatching(/^content\/insights\/x\.md:15: links to \/admin, which is not a page of this site/)]);
  });

  it("an error in a featured article does not also warn that fewer articles are featured", () => {
    for (const [name, date] of [["a", "2024-01-01"], ["b", "2024-02-01"], ["c", "2024-03-01"]] as const) {
      project.write("insights", `${name}.md`, insightFile({ publishedAt: date, featured: "true", title: `Article Published ${date}` }));
    }
    project.write("insights", "c.md", insightFile({ publishedAt: "2024-03-01", featured: "true", title: "Too short" }));
    expect(errors()).toEqual(["content/insights/c.md:2: title: is 9 characters; write at least 10"]);
    expect(warnings().filter((warning) => warning.startsWith("content/insights"))).toEqual([]);
  });
});

describe("front-matter slips", () => {
  it("a colon in an unquoted title is one error that says so, with line and column", () => {
    project.write("insights", "x.md", insightFile({ title: "Supply Chain: Where AI Earns Its Keep" }));
    expect(errors()).toEqual([
      'content/insights/x.md:2:20: a colon followed by a space in a value; put the value in double quotes: title: "Supply Chain: Where AI Earns Its Keep"',
    ]);
  });

  it("an unknown field says which field was meant, and the field it stands for is not also reported missing", () => {
    const source = insightFile().replace(/^excerpt:/m, "exerpt:");
    project.write("insights", "x.md", source);
    expect(errors()).toEqual(["content/insights/x.md:3: exerpt: unknown field; did you mean excerpt?"]);
  });

  it("a misspelt copy of a field that is there says to remove it", () => {
    project.write("insights", "x.md", insightFile({ exerpt: "A second excerpt, misspelt, written below the first one by mistake." }));
    expect(errors()).toEqual(["content/insights/x.md:12: exerpt: unknown field; excerpt is written already (line 3), so remove this line"]);
  });

  it("a value that is too long says how long it is", () => {
    project.write("insights", "x.md", insightFile({ title: "A".repeat(123) }));
    expect(errors()).toEqual(["content/insights/x.md:2: title: is 123 characters; shorten it to at most 110"]);
  });

  it("the search-length hint asks to shorten a seoTitle that is there, not to add one", () => {
    project.write("insights", "x.md", insightFile({ title: "Supply Chain Resilience and Where AI Earns Its Keep", seoTitle: "Supply Chain Resilience and Where AI Pays Off" }));
    expect(errors()).toEqual([]);
    expect(warnings()).toContain(
      'content/insights/x.md:12: seoTitle: the page title "Supply Chain Resilience and Where AI Pays Off | Arcforge Consulting" is 67 characters and results pages show 60; shorten the seoTitle to at most 38 characters',
    );
  });
});

describe("categories and sectors are closed lists", () => {
  it.each([
    ["a misspelt category", "AI Stratgy"],
    ["a category in lower case", "ai strategy"],
  ])("%s is an error that names the nearest category", (_kind, category) => {
    project.write("insights", "x.md", insightFile({ category }));
    expect(errors()).toEqual([
      `content/insights/x.md:5: category: "${category}" is not one of the categories; did you mean "AI Strategy"? A new category is added under topics in content/pages/insights.yaml`,
    ]);
  });

  it("an unknown sector is an error that names the nearest sector", () => {
    project.write("case-studies", "x.md", caseStudyFile({ sector: "Retial" }));
    expect(errors()).toEqual([
      'content/case-studies/x.md:4: sector: "Retial" is not one of the sectors; did you mean "Retail"? A new sector is added under topics in content/pages/case-studies.yaml',
    ]);
  });

  it("a topic declared in the listing file is accepted", () => {
    editPage("insights.yaml", "\ntopics:\n", "\ntopics:\n  - name: Supply Chain\n    description: Where AI improves planning, sourcing and logistics, and how to tell before you fund it.\n");
    project.write("insights", "x.md", insightFile({ category: "Supply Chain" }));
    expect(errors()).toEqual([]);
  });
});

describe("raw HTML in a body", () => {
  it("is an error on each line that has some, since the page would drop it", () => {
    project.write(
      "insights",
      "x.md",
      insightFile({}, '## Section\n\nText with <span style="color:red">red words</span>.\n\n<div class="note">A note.</div>\n\n<!-- a note for editors -->\n'),
    );
    expect(errors()).toEqual([
      'content/insights/x.md:15: HTML (<span style="color:red">) is removed from the page; write it in Markdown instead (see content/README.md)',
      'content/insights/x.md:17: HTML (<div class="note">) is removed from the page; write it in Markdown instead (see content/README.md)',
    ]);
  });
});

describe("counts of content come from the content", () => {
  const writeCaseStudies = (count: number) => {
    for (let index = 1; index <= count; index++) {
      project.write("case-studies", `study-${index}.md`, caseStudyFile({ title: `Case Study Number ${index} for a Grocer` }));
    }
  };

  it("rejects the number of case studies written out, in words or digits", () => {
    writeCaseStudies(12);
    const line = editPage("case-studies.yaml", "{caseStudyCount:Words} engagements, {caseStudyCount:words} measured", "Twelve engagements, twelve measured");
    project.write("insights", "x.md", insightFile({}, "## Section\n\nOur 12 case studies show it.\n"));
    expect(errors()).toEqual([
      `content/insights/x.md:15: "12 case studies" is the number of case studies written out; write {caseStudyCount} instead, so it follows the content (12 today)`,
      `content/pages/case-studies.yaml:${line}: "Twelve engagements" is the number of case studies written out; write {caseStudyCount:Words} instead, so it follows the content (12 today)`,
    ]);
  });

  it.each([
    {
      what: "articles",
      name: "articleCount",
      value: 3,
      setup: () => ["a", "b"].forEach((name) => project.write("insights", `${name}.md`, insightFile({ title: `Another Article Called ${name.toUpperCase()}` }))),
      digits: ["These 3 articles agree.", "3 articles"],
      words: ["Three articles agree.", "Three articles"],
    },
    { what: "authors", name: "authorCount", value: 2, setup: () => {}, digits: ["Its 2 authors agree.", "2 authors"], words: ["Two authors agree.", "Two authors"] },
    {
      what: "sectors the case studies cover",
      name: "sectorCount",
      value: 2,
      setup: () => ["Retail", "Healthcare"].forEach((sector) => project.write("case-studies", `${sector.toLowerCase()}.md`, caseStudyFile({ sector, title: `A Case Study in ${sector}` }))),
      digits: ["The 2 sectors differ.", "2 sectors"],
      words: ["Two sectors differ.", "Two sectors"],
    },
    {
      what: "industries on the AI solutions page",
      name: "industryCount",
      value: 6,
      setup: () => {},
      digits: ["The 6 industries differ.", "6 industries"],
      words: ["Six industries differ.", "Six industries"],
    },
  ])("rejects the number of $what written out, in digits and in words", ({ what, name, value, setup, digits, words }) => {
    setup();
    project.write("insights", "x.md", insightFile({}, `## Section\n\n${digits[0]}\n\n${words[0]}\n`));
    expect(errors()).toEqual([
      `content/insights/x.md:15: "${digits[1]}" is the number of ${what} written out; write {${name}} instead, so it follows the content (${value} today)`,
      `content/insights/x.md:17: "${words[1]}" is the number of ${what} written out; write {${name}:Words} instead, so it follows the content (${value} today)`,
    ]);
  });

  it("finds a compound number in words with or without its hyphen", () => {
    const found = (text: string) => writtenCounts(text, { authorCount: "24" }).map((count) => count.text);
    expect(["Twenty-four authors write.", "Twenty four authors write.", "twenty four of our authors"].map(found)).toEqual([
      ["Twenty-four authors"],
      ["Twenty four authors"],
      ["twenty four of our authors"],
    ]);
  });

  it("fills {caseStudyCount} in, and follows a 13th case study; other numbers of the same words pass", () => {
    writeCaseStudies(12);
    project.write("insights", "x.md", insightFile({}, "## Section\n\n{articleCount:Words} of our articles says so, and 15+ case studies are in review.\n"));
    expect(errors()).toEqual([]);
    expect(loadPageCopy().copy?.caseStudies.hero.intro).toMatch(/^Twelve engagements, twelve measured results\./);
    expect(loadInsights().entries[0]?.body).toContain("One of our articles says so");
    writeCaseStudies(13);
    expect(loadPageCopy().copy?.caseStudies.hero.intro).toMatch(/^Thirteen engagements, thirteen measured results\./);
  });

  it("leaves drafts out of the count a production build shows", () => {
    writeCaseStudies(12);
    project.write("case-studies", "unfinished.md", caseStudyFile({ title: "A Case Study Still in Draft", draft: "true" }));
    process.env.CONTENT_DRAFTS = "exclude";
    try {
      expect(loadPageCopy().copy?.caseStudies.hero.intro).toMatch(/^Twelve engagements/);
    } finally {
      delete process.env.CONTENT_DRAFTS;
    }
    expect(loadPageCopy().copy?.caseStudies.hero.intro).toMatch(/^Thirteen engagements/);
  });
});
