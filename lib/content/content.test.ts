import fs from "node:fs";
import path from "node:path";
import { AUTHORS_YAML, caseStudyFile, insightFile, scratchContentProject } from "@/test/support/content-fixtures";
import { checkContent } from "./check";
import { loadCaseStudies, loadInsights } from "./collections";
import { formatProblem, isError } from "./loader";

/**
 * The content pipeline against scratch content folders: what a valid file yields, and the one-line
 * message each kind of mistake produces.
 */
const { write, root: scratchRoot } = scratchContentProject();
const insight = insightFile;
const caseStudy = caseStudyFile;

const problems = (load: () => { problems: Parameters<typeof formatProblem>[0][] }) => load().problems.map(formatProblem);

describe("loading insights", () => {
  it("parses a valid file into a typed record with its slug from the file name", () => {
    write("insights", "supply-chain-resilience.md", insight());
    const { entries, problems: found } = loadInsights();
    expect(found).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      slug: "supply-chain-resilience",
      data: { title: "Supply Chain Resilience in Practice", publishedAt: "2024-04-02", draft: false },
      body: "## First section\n\nText.",
    });
  });

  it.each([
    ["a missing field", { title: "__omit__" }, "content/insights/x-article.md:1: title: is missing; add it to the front-matter"],
    ["a wrong type", { keywords: "seven" }, "content/insights/x-article.md:12: keywords: "],
    [
      "a reading time written by hand",
      { readingMinutes: "7" },
      "content/insights/x-article.md:12: readingMinutes: is no longer written: the reading time is computed from the text (about 230 words a minute, rounded up); remove this line",
    ],
    ["a too-short value", { excerpt: "Short." }, "content/insights/x-article.md:3: excerpt: is 6 characters; write at least 60"],
    ["an impossible date", { publishedAt: "2024-02-30" }, "content/insights/x-article.md:8: publishedAt: is not a real calendar date"],
    ["a badly written date", { publishedAt: "March 5, 2024" }, "content/insights/x-article.md:8: publishedAt: must be a date written YYYY-MM-DD"],
    ["an unknown colour", { categoryColor: "purple" }, "content/insights/x-article.md:6: categoryColor: must be one of blue, indigo"],
    ["a misspelt field", { sumary: "typo" }, 'content/insights/x-article.md:12: sumary: unknown field; summary is written already (line 4), so remove this line'],
    ["a bad slug override", { slug: "Bad_Slug" }, "content/insights/x-article.md:12: slug: must be lowercase words joined by hyphens"],
  ])("reports %s with the file, the line, the field and the fix", (_kind, fields, message) => {
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
      expect.stringMatching(/^content\/insights\/Bad Name\.md:1: slug "Bad Name" must be lowercase words joined by hyphens; rename the file/),
      'content/insights/broken.md:2:8: a value that starts with [ must be in double quotes: title: "[unclosed"',
      expect.stringMatching(/^content\/insights\/empty\.md:1: has no body/),
      "content/insights/notes.txt: is not a Markdown file; content files end in .md",
    ]);
  });

  it("reports a duplicate slug on the later file by publishedAt, naming the original", () => {
    // "a-copy.md" sorts first by name but was published later: it is the copy.
    write("insights", "a-copy.md", insight({ slug: "same-slug", publishedAt: "2024-05-01" }));
    write("insights", "original.md", insight({ slug: "same-slug", publishedAt: "2024-01-10" }));
    const { entries, problems: found } = loadInsights();
    expect(found.map(formatProblem)).toEqual([
      'content/insights/a-copy.md:12: slug: duplicate slug "same-slug": content/insights/original.md (published 2024-01-10) already uses it; give this file a different file name or slug',
    ]);
    expect(entries.map((entry) => entry.file)).toEqual(["content/insights/original.md"]);
  });

  it("blames the later path when two files with one slug share a date", () => {
    write("insights", "same-slug.md", insight());
    write("insights", "other.md", insight({ slug: "same-slug" }));
    expect(problems(loadInsights)).toEqual([
      'content/insights/same-slug.md:1: slug: duplicate slug "same-slug": content/insights/other.md (published 2024-04-02) already uses it; give this file a different file name or slug',
    ]);
  });

  it("refuses a slug that the list's own pages use (/insights/page/2, /insights/category/x)", () => {
    write("insights", "page.md", insight());
    write("insights", "category.md", insight({ title: "Another Article on Categories" }));
    expect(problems(loadInsights)).toEqual([
      'content/insights/category.md:1: slug: "category" is taken by the list\'s own pages (/insights/category/...); give this file a different file name or slug',
      'content/insights/page.md:1: slug: "page" is taken by the list\'s own pages (/insights/page/...); give this file a different file name or slug',
    ]);
  });

  it("reports every problem of every file at once", () => {
    write("insights", "a.md", insight({ title: "__omit__", categoryColor: "x" }));
    write("insights", "b.md", insight({ publishedAt: "2023-13-01" }));
    expect(problems(loadInsights)).toHaveLength(3);
  });
});

describe("authors", () => {
  it("reports an author id that content/authors.yaml does not list, naming the file and the field", () => {
    write("insights", "x-article.md", insight({ author: "john-smith" }));
    write("case-studies", "grocery-demand.md", caseStudy({ author: "Retail Practice" }));
    expect(problems(loadInsights)).toEqual([
      'content/insights/x-article.md:7: author: unknown author "john-smith"; use an id from content/authors.yaml, e.g. jane-doe or retail-practice, or add the author there',
    ]);
    expect(problems(loadCaseStudies)).toEqual([
      "content/case-studies/grocery-demand.md:9: author: must be an author id from content/authors.yaml, e.g. rajiv-malhotra",
    ]);
  });

  it("reports a bad entry in content/authors.yaml by its path, and a repeated id", () => {
    fs.writeFileSync(
      path.join(scratchRoot(), "content", "authors.yaml"),
      `${AUTHORS_YAML}  - id: jane-doe\n    type: team\n    name: Another Team\n    bio: A second team that took an id already in use by an earlier author.\n  - id: no-role\n    type: person\n    name: No Role\n    bio: A person written without the job title that every person needs.\n`,
    );
    expect(checkContent().problems.filter(isError).map(formatProblem)).toEqual([
      "content/authors.yaml:15: authors[3].role: is missing; add it to the file (see content/README.md)",
    ]);
    fs.writeFileSync(
      path.join(scratchRoot(), "content", "authors.yaml"),
      `${AUTHORS_YAML}  - id: jane-doe\n    type: team\n    name: Another Team\n    bio: A second team that took an id already in use by an earlier author.\n`,
    );
    expect(checkContent().problems.filter(isError).map(formatProblem)).toEqual([
      'content/authors.yaml: authors[2].id: "jane-doe" is used by an earlier author; ids must be unique',
    ]);
  });

  it("resolves each record's author for the pages", async () => {
    write("insights", "x-article.md", insight());
    jest.resetModules();
    const { getInsights } = await import("./index");
    expect(getInsights()[0]?.author).toEqual(expect.objectContaining({ id: "jane-doe", name: "Jane Doe", role: "Supply Chain Practice Lead" }));
  });
});

describe("the services page copy", () => {
  it("names the file and the field of an entry that points at no service page", () => {
    const file = path.join(scratchRoot(), "content", "pages", "services-index.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("- slug: ai-solutions", "- slug: ai-sollutions"));
    expect(checkContent().problems.filter(isError).map(formatProblem)).toEqual([
      'content/pages/services-index.yaml: services[1].slug: no service page "ai-sollutions"; use one of ai-strategy, ai-solutions, ai-program-management',
    ]);
  });

  it("keeps the page title within 60 characters with the firm's name", () => {
    const file = path.join(scratchRoot(), "content", "pages", "services-index.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("title: AI Consulting Services", "title: AI Consulting Services for Enterprise Leaders"));
    expect(checkContent().problems.filter(isError).map(formatProblem)).toEqual(["content/pages/services-index.yaml:5: meta.title: is 45 characters; shorten it to at most 38"]);
  });
});

describe("titles and descriptions for results pages", () => {
  // Each fixture is featured, so the only warnings are the ones under test.
  it("warns, without failing, when a title with the firm's name passes 60 characters or a description 160", () => {
    const long = "Supply Chain Resilience: Where AI Earns Its Keep in Practice";
    write("insights", "long.md", insight({ featured: "true", title: `"${long}"`, excerpt: `"${"Which supply chain decisions AI improves today. ".repeat(4).trim()}"` }));
    const report = checkContent().problems;
    const found = report.filter(isError).map(formatProblem);
    const warnings = report.filter((problem) => !isError(problem)).map(formatProblem);
    expect(found).toEqual([]);
    expect(warnings).toEqual([
      `content/insights/long.md:2: title: the page title "${long} | Arcforge Consulting" is 82 characters and results pages show 60; add a seoTitle of at most 38 characters`,
      "content/insights/long.md:3: excerpt: is 191 characters and results pages show 160; add a seoDescription of at most 160 characters",
    ]);
  });

  it("is satisfied by a shorter seoTitle and seoDescription, and rejects ones that are themselves too long", () => {
    write(
      "insights",
      "long.md",
      insight({
        featured: "true",
        title: '"Supply Chain Resilience: Where AI Earns Its Keep in Practice"',
        seoTitle: "Supply Chain Resilience and AI",
        seoDescription: "Which supply chain decisions AI improves today, which it does not, and how to tell.",
      }),
    );
    expect(checkContent().problems.map(formatProblem)).toEqual([]);
    write("insights", "long.md", insight({ seoTitle: `"${"A".repeat(61)}"` }));
    expect(checkContent().problems.filter(isError).map(formatProblem)).toEqual(["content/insights/long.md:12: seoTitle: is 61 characters; shorten it to at most 60"]);
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
      'content/case-studies/grocery-demand.md:11: image.src: image "/images/case-studies/missing.svg" does not exist; add it under public/images/case-studies/missing.svg or fix the path',
    ]);
  });

  it("reports the wrong number of tags and results, naming the field", () => {
    write(
      "case-studies",
      "grocery-demand.md",
      caseStudy({ tags: "\n  - label: Forecasting\n    color: rose", results: "\n  - value: 40%\n    label: fewer stockouts" }),
    );
    expect(problems(loadCaseStudies)).toEqual([
      "content/case-studies/grocery-demand.md:14: tags: must list exactly 3 tags",
      "content/case-studies/grocery-demand.md:26: results: must list exactly 3 results",
    ]);
  });

  it("reports a bad nested field by its path", () => {
    write("case-studies", "grocery-demand.md", caseStudy({ tags: "\n  - label: Forecasting\n    color: rose\n  - label: R\n    color: amber\n  - label: Analytics\n    color: teal" }));
    expect(problems(loadCaseStudies)).toEqual(["content/case-studies/grocery-demand.md:17: tags[1].label: is 1 character; write at least 2"]);
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
    const { getInsights, getFeaturedInsights } = await freshGetters();
    expect(getInsights().map((item) => item.slug)).toEqual(["newer", "middle", "older"]);
    // With none featured, the home teaser falls back to the newest.
    expect(getFeaturedInsights(2).map((item) => item.slug)).toEqual(["newer", "middle"]);

    process.env.CONTENT_DRAFTS = "include";
    expect((await freshGetters()).getInsights().map((item) => item.slug)).toEqual(["unfinished", "newer", "middle", "older"]);
    delete process.env.CONTENT_DRAFTS;
  });

  it("puts featured articles first on the home teaser, newest first, and tops them up with the newest others", async () => {
    write("insights", "older.md", insight({ title: "An Older Article Title", publishedAt: "2024-01-05", featured: "true" }));
    write("insights", "newer.md", insight({ title: "A Newer Article Title", publishedAt: "2024-03-05" }));
    write("insights", "middle.md", insight({ title: "A Middle Article Title", publishedAt: "2024-02-05", featured: "true" }));
    write("insights", "oldest.md", insight({ title: "The Oldest Article Title", publishedAt: "2023-12-05" }));
    process.env.CONTENT_DRAFTS = "exclude";
    const { getFeaturedInsights } = await freshGetters();
    expect(getFeaturedInsights().map((item) => item.slug)).toEqual(["middle", "older", "newer"]);
    delete process.env.CONTENT_DRAFTS;
  });

  it("while developing, reads the content once for many calls, and again as soon as a file changes", async () => {
    write("insights", "first.md", insight({ title: "The First Article Title", publishedAt: "2024-01-05" }));
    const { getInsights } = await freshGetters();
    const records = getInsights();
    expect(records.map((item) => item.title)).toEqual(["The First Article Title"]);
    expect(getInsights()).toBe(records);
    // The same length: only the text tells this edit apart.
    write("insights", "first.md", insight({ title: "The Fixed Article Title", publishedAt: "2024-01-05" }));
    expect(getInsights().map((item) => item.title)).toEqual(["The Fixed Article Title"]);
    write("insights", "second.md", insight({ title: "The Second Article Title", publishedAt: "2024-02-05" }));
    expect(getInsights().map((item) => item.slug)).toEqual(["second", "first"]);
  });

  it("throws one error listing every problem, so a build cannot publish bad content", async () => {
    write("insights", "bad.md", insight({ publishedAt: "2024-02-30" }));
    const { getInsights } = await freshGetters();
    expect(() => getInsights()).toThrow(/content\/insights\/bad\.md:8: publishedAt: is not a real calendar date/);
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

  it("lists a case study's sections and renders its body at its fragment address", async () => {
    write("case-studies", "one.md", caseStudy());
    const { getCaseStudy } = await freshGetters();
    const { bodyHtmlAt } = await import("./bodies");
    expect(getCaseStudy("one")?.sections).toEqual([{ id: "our-approach", title: "Our Approach" }]);
    expect(bodyHtmlAt("/fragments/case-studies/one.html")).toContain('<h2 id="our-approach">Our Approach</h2>');
    expect(getCaseStudy("missing")).toBeUndefined();
    expect(bodyHtmlAt("/fragments/case-studies/missing.html")).toBeUndefined();
    // Only a fragment address names a body: not the page's own address, nor a path outside /fragments.
    expect(bodyHtmlAt("/case-studies/one")).toBeUndefined();
    expect(bodyHtmlAt("/fragments/case-studies/one")).toBeUndefined();
  });

  it("serves no body of a draft in production", async () => {
    write("insights", "ready.md", insight({ title: "A Published Article Title", publishedAt: "2024-01-05" }));
    write("insights", "unfinished.md", insight({ title: "An Unfinished Draft Title", publishedAt: "2024-04-05", draft: "true" }));
    process.env.CONTENT_DRAFTS = "exclude";
    jest.resetModules();
    const { bodyHtmlAt } = await import("./bodies");
    expect(bodyHtmlAt("/fragments/insights/ready.html")).toContain("<p>");
    expect(bodyHtmlAt("/fragments/insights/unfinished.html")).toBeUndefined();
    delete process.env.CONTENT_DRAFTS;
  });
});

describe("the real content", () => {
  it("has no problems or warnings: 24 authors, the page copy, 12 case studies, 12 articles and both legal documents, none of them draft or scheduled", () => {
    delete process.env.CONTENT_DIR;
    delete process.env.PUBLIC_DIR;
    expect(checkContent()).toEqual({
      problems: [],
      scheduled: [],
      drafts: [],
      counts: { authors: 24, "page-copy files": 11, "case studies": 12, insights: 12, "legal documents": 2 },
    });
  });
});
