import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { caseStudyFile, insightFile, scratchContentProject } from "@/test/support/content-fixtures";
import { fileRoutes, fixedPagePaths, formAnswerRoutes, getFixedPages, privatePages } from "@/lib/pages";
import { checkContent } from "./check";
import { legalSlugs } from "./index";
import { formatProblem, isError } from "./loader";
import { annotation, renderReport } from "./report";

/**
 * The site-wide content check: one broken fixture per rule, and the message an editor gets for it.
 * The fixture article's front-matter ends on line 12, so its body starts on line 13.
 */
const { write, root } = scratchContentProject();

const errors = () => checkContent().problems.filter(isError).map(formatProblem);
const warnings = () => checkContent().problems.filter((problem) => !isError(problem)).map(formatProblem);
/** The note that fewer articles are featured than the home page shows, which any folder of unfeatured fixtures gets. */
const featuredNote = "content/insights: only 0 articles are marked featured; the home page fills its other places with the newest articles";
const article = (body: string, fields: Record<string, string> = {}) => insightFile(fields, body);

describe("headings", () => {
  it("rejects a # heading in a body: the page already shows the title", () => {
    write("insights", "x.md", article("# Supply Chain Resilience\n\nText.\n\n## First section\n\nText.\n"));
    expect(errors()).toEqual([
      "content/insights/x.md:13: a # heading is a second page title (the page shows the title from the front-matter); use ## for a section",
    ]);
  });

  it("rejects heading levels that skip, from ## to ####, and a body that starts below ##", () => {
    write("insights", "x.md", article("## First section\n\nText.\n\n#### Too deep\n\nText.\n"));
    write("insights", "y.md", article("### Starts too deep\n\nText.\n"));
    expect(errors()).toEqual([
      "content/insights/x.md:17: heading level skips from ## to ####; use ### here (screen readers navigate by these levels)",
      "content/insights/y.md:13: heading level skips from # to ###; use ## here (screen readers navigate by these levels)",
    ]);
  });

  it("accepts headings that go down one level at a time and back up any number", () => {
    write("insights", "x.md", article("## A\n\n### B\n\n#### C\n\n## D\n\nText.\n"));
    expect(errors()).toEqual([]);
  });
});

describe("images", () => {
  it("rejects an image without alt text", () => {
    write("insights", "x.md", article("## Section\n\nText.\n\n![](/images/case-studies/sample.svg)\n"));
    expect(errors()).toEqual([
      "content/insights/x.md:17: image (/images/case-studies/sample.svg) has no alt text; write what it shows between the brackets: ![Forecast accuracy by month](…)",
    ]);
  });

  it("rejects an image whose file is missing under public/", () => {
    write("insights", "x.md", article("## Section\n\n![Forecast accuracy by month](/images/charts/accuracy.png)\n"));
    expect(errors()).toEqual([
      "content/insights/x.md:15: links to /images/charts/accuracy.png, but public/images/charts/accuracy.png does not exist; add the file or fix the path",
    ]);
  });
});

describe("links", () => {
  it("rejects a link to a page of this site that does not exist, suggesting the nearest one", () => {
    write("insights", "supply-chain-resilience.md", article("## Section\n\nSee [our other article](/insights/supply-chain-resiliance).\n"));
    expect(errors()).toEqual([
      "content/insights/supply-chain-resilience.md:15: links to /insights/supply-chain-resiliance, which is not a page of this site; did you mean /insights/supply-chain-resilience?",
    ]);
  });

  it("checks absolute links to SITE_URL's origin like site links, and reference-style links at their definition", () => {
    write(
      "insights",
      "x.md",
      article("## Section\n\nRead [about us](http://localhost:3000/about-us) and [the team][team].\n\n[team]: /leadership\n"),
    );
    expect(errors()).toEqual([
      "content/insights/x.md:15: links to /about-us, which is not a page of this site; did you mean /about?",
      "content/insights/x.md:17: links to /leadership, which is not a page of this site; check the address against the site's pages",
    ]);
  });

  it("rejects a link to a missing file under public/", () => {
    write("insights", "x.md", article("## Section\n\nDownload [the checklist](/files/checklist.pdf).\n"));
    expect(errors()).toEqual([
      "content/insights/x.md:15: links to /files/checklist.pdf, but public/files/checklist.pdf does not exist; add the file or fix the path",
    ]);
  });

  it("accepts links to fixed pages, content pages, anchors, files under public/, other sites, e-mail and the feed", () => {
    fs.mkdirSync(path.join(root(), "public", "files"), { recursive: true });
    fs.writeFileSync(path.join(root(), "public", "files", "checklist.pdf"), "%PDF");
    write("case-studies", "grocery-demand.md", caseStudyFile());
    write(
      "insights",
      "x.md",
      article(
        [
          "## Section",
          "",
          "[Home](/) [contact](/#contact) [strategy](/services/ai-strategy/) [case](/case-studies/grocery-demand)",
          "[list](/case-studies) [self](x#section) [checklist](/files/checklist.pdf) [feed](/insights/feed.xml)",
          "[elsewhere](https://example.com/page) [mail](mailto:hello@arcforge.consulting) [top](#section)",
        ].join("\n"),
      ),
    );
    expect(checkContent().problems.map(formatProblem)).toEqual([
      "content/case-studies: only 0 case studies are marked featured; the home page fills its other places with the newest case studies",
      featuredNote,
    ]);
  });

  it("rejects a link from a published page to a draft or a scheduled one, not from one draft to another", () => {
    write("insights", "published.md", article("## Section\n\n[draft](/insights/unfinished) and [soon](/insights/next-year).\n"));
    write("insights", "unfinished.md", article("## Section\n\n[soon](/insights/next-year)\n", { draft: "true" }));
    write("insights", "next-year.md", article("## Section\n\nText.\n", { publishedAt: "2099-01-05" }));
    expect(errors()).toEqual([
      "content/insights/published.md:15: links to /insights/unfinished, which is a draft (draft: true) and not published yet; remove the link or publish that page first",
      "content/insights/published.md:15: links to /insights/next-year, which is scheduled (publishedAt is in the future) and not published yet; remove the link or publish that page first",
    ]);
  });

  it("warns (and does not fail) on a link to another site over plain http", () => {
    write("insights", "x.md", article("## Section\n\nSee [the study](http://example.com/study).\n"));
    expect(errors()).toEqual([]);
    expect(warnings()).toContain(
      "content/insights/x.md:15: link \"http://example.com/study\" uses http://; write https:// if that site offers it",
    );
  });
});

describe("dates", () => {
  it("rejects updatedAt earlier than publishedAt, on the updatedAt line", () => {
    write("insights", "x.md", article("## Section\n\nText.\n", { updatedAt: "2024-03-01" }));
    expect(errors()).toEqual([
      "content/insights/x.md:12: updatedAt: 2024-03-01 is earlier than publishedAt (2024-04-02); an entry cannot be revised before it is published",
    ]);
  });

  it("warns (and does not fail) on an updatedAt in the future", () => {
    write("insights", "x.md", article("## Section\n\nText.\n", { updatedAt: "2099-03-01" }));
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([featuredNote, "content/insights/x.md:12: updatedAt: 2099-03-01 is in the future; set it to the day of the revision"]);
  });

  it("lists an entry with a future publishedAt as scheduled, not as a problem", () => {
    write("insights", "next-year.md", article("## Section\n\nText.\n", { publishedAt: "2099-01-05" }));
    write("insights", "unfinished.md", article("## Section\n\nText.\n", { draft: "true" }));
    const checked = checkContent();
    expect(checked.problems.map(formatProblem)).toEqual([featuredNote]);
    const report = { ...checked, problems: [] };
    expect(report.scheduled).toEqual([{ file: "content/insights/next-year.md", publishedAt: "2099-01-05" }]);
    expect(report.drafts).toEqual(["content/insights/unfinished.md"]);
    expect(renderReport(report, { github: false }).lines).toEqual([
      "Scheduled (1), left out of the build until their publishedAt:",
      "  content/insights/next-year.md: scheduled for 2099-01-05",
      "Drafts (1), shown by npm run dev and never in production:",
      "  content/insights/unfinished.md",
      "Content check passed: 2 authors, 11 page-copy files, 0 case studies, 2 insights, 0 legal documents.",
    ]);
  });

  it("leaves a scheduled entry out of a production build and shows it while developing", async () => {
    write("insights", "now.md", article("## Section\n\nText.\n"));
    write("insights", "next-year.md", article("## Section\n\nText.\n", { publishedAt: "2099-01-05" }));
    jest.resetModules();
    process.env.CONTENT_DRAFTS = "exclude";
    expect((await import("./index")).getInsights().map((item) => item.slug)).toEqual(["now"]);
    jest.resetModules();
    process.env.CONTENT_DRAFTS = "include";
    expect((await import("./index")).getInsights().map((item) => item.slug)).toEqual(["next-year", "now"]);
    delete process.env.CONTENT_DRAFTS;
  });
});

describe("featured articles", () => {
  const featuredArticle = (publishedAt: string) =>
    insightFile({ publishedAt, featured: "true", title: `Article Published ${publishedAt}` });

  it("rejects more featured articles than the home page shows, blaming the oldest on its featured line", () => {
    for (const [name, date] of [["a", "2024-01-01"], ["b", "2024-02-01"], ["c", "2024-03-01"], ["d", "2024-04-01"]] as const) {
      write("insights", `${name}.md`, featuredArticle(date));
    }
    expect(errors()).toEqual([
      "content/insights/a.md:12: featured: 4 articles are marked featured but the home page shows 3 (the newest: content/insights/d.md, content/insights/c.md, content/insights/b.md); remove featured: true from one of them",
    ]);
  });

  it("only warns when fewer articles are featured than the home page shows", () => {
    write("insights", "a.md", featuredArticle("2024-01-01"));
    write("insights", "b.md", insightFile({ publishedAt: "2024-02-01" }));
    expect(errors()).toEqual([]);
    expect(warnings()).toContain(
      "content/insights: only 1 article is marked featured; the home page fills its other places with the newest articles",
    );
  });
});

describe("featured case studies", () => {
  const study = (publishedAt: string, extra: Record<string, string> = {}) =>
    caseStudyFile({ publishedAt, featured: "true", title: `Case Study Published ${publishedAt}`, ...extra });

  it("rejects more featured case studies than the home page shows, blaming the oldest", () => {
    write("case-studies", "a.md", study("2024-01-01"));
    write("case-studies", "b.md", study("2024-02-01"));
    write("case-studies", "c.md", study("2024-03-01"));
    write("case-studies", "d.md", study("2024-04-01"));
    write("case-studies", "e.md", study("2024-05-01", { draft: "true" }));
    expect(errors()).toEqual([
      "content/case-studies/a.md:38: featured: 4 case studies are marked featured but the home page shows 3 (the newest: content/case-studies/d.md, content/case-studies/c.md, content/case-studies/b.md); remove featured: true from one of them",
    ]);
  });

  it("counts a scheduled case study: it takes its place on its day, with no pull request to check it", () => {
    for (const [name, date] of [["a", "2024-01-01"], ["b", "2024-02-01"], ["c", "2024-03-01"], ["d", "2099-01-01"]] as const) {
      write("case-studies", `${name}.md`, study(date));
    }
    expect(errors()).toEqual([expect.stringMatching(/^content\/case-studies\/a\.md:38: featured: 4 case studies are marked featured/)]);
  });

  it("only warns when fewer are featured than the home page shows", () => {
    write("case-studies", "a.md", study("2024-01-01"));
    write("case-studies", "b.md", caseStudyFile({ publishedAt: "2024-02-01" }));
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([
      "content/case-studies: only 1 case study is marked featured; the home page fills its other places with the newest case studies",
    ]);
  });
});

describe("the report", () => {
  const problem = {
    file: "content/insights/x.md",
    line: 14,
    field: "",
    message: "a # heading is a second page title; use ## for a section",
    severity: "error" as const,
  };

  it("prints each problem as a GitHub annotation on its file and line, escaping what GitHub would misread", () => {
    expect(annotation(problem)).toBe("::error file=content/insights/x.md,line=14::a # heading is a second page title; use ## for a section");
    expect(annotation({ ...problem, severity: "warning", field: "updatedAt", message: "100% wrong,\nreally" })).toBe(
      "::warning file=content/insights/x.md,line=14::updatedAt: 100%25 wrong,%0Areally",
    );
    expect(annotation({ ...problem, line: 2, column: 20, message: "a colon followed by a space in a value" })).toBe(
      "::error file=content/insights/x.md,line=2,col=20::a colon followed by a space in a value",
    );
    expect(annotation({ ...problem, file: "content/a,b.md", line: undefined })).toBe(
      "::error file=content/a%2Cb.md::a # heading is a second page title; use ## for a section",
    );
  });

  it("fails on errors and never on warnings", () => {
    const report = { problems: [problem], scheduled: [], drafts: [], counts: { insights: 1 } };
    expect(renderReport(report, { github: false })).toEqual({
      failed: true,
      lines: [
        "Errors (1), which stop the build until fixed:",
        "  content/insights/x.md:14: a # heading is a second page title; use ## for a section",
        "Content check failed: 1 error; warnings are checked once there are no errors.",
      ],
    });
    const warned = { ...report, problems: [{ ...problem, severity: "warning" as const }] };
    expect(renderReport(warned, { github: true })).toEqual({
      failed: false,
      lines: [
        "Warnings (1), worth a look but never stopping the build:",
        "  content/insights/x.md:14: a # heading is a second page title; use ## for a section",
        "::warning file=content/insights/x.md,line=14::a # heading is a second page title; use ## for a section",
        "Content check passed with 1 warning: 1 insights.",
      ],
    });
  });

  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [require.resolve("tsx/cli"), "--conditions=react-server", "scripts/content-check.ts", ...args], {
      cwd: path.join(__dirname, "..", ".."),
      env: { ...process.env, GITHUB_ACTIONS: "", ...env },
      encoding: "utf8",
    });

  it("npm run content:check exits 1 on an error and annotates it with --github or on GitHub Actions", () => {
    write("insights", "x.md", article("# Title again\n\n## Section\n\nText.\n"));
    const expected = "::error file=content/insights/x.md,line=13::a # heading is a second page title";
    const flagged = run(["--github"]);
    expect(flagged.status).toBe(1);
    expect(flagged.stderr).toContain("content/insights/x.md:13: a # heading is a second page title");
    expect(flagged.stderr).toContain(expected);
    const onActions = run([], { GITHUB_ACTIONS: "true" });
    expect(onActions.status).toBe(1);
    expect(onActions.stderr).toContain(expected);
  }, 90_000);

  it("npm run content:check exits 0 when there are only warnings", () => {
    write("insights", "x.md", article("## Section\n\n[old site](http://example.com)\n"));
    const result = run(["--github"]);
    expect(result.stdout).toContain('::warning file=content/insights/x.md,line=15::link "http://example.com" uses http://');
    expect(result.status).toBe(0);
  }, 90_000);
});

describe("the routes links are checked against", () => {
  /** Every route folder of app/ with what it serves: a page, a route handler or a metadata file. */
  function appRoutes(dir = path.join(__dirname, "..", "..", "app"), prefix = ""): { path: string; kind: "page" | "file" }[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
      const at = `${prefix}/${item.name}`;
      if (item.isDirectory()) return appRoutes(path.join(dir, item.name), at);
      if (item.name === "page.tsx") return [{ path: prefix || "/", kind: "page" as const }];
      if (/^route\.tsx?$/.test(item.name)) return [{ path: prefix, kind: "file" as const }];
      if (item.name === "robots.ts") return [{ path: "/robots.txt", kind: "file" as const }];
      if (item.name === "sitemap.ts") return [{ path: "/sitemap.xml", kind: "file" as const }];
      if (/^icon\.\w+$/.test(item.name)) return [{ path: at, kind: "file" as const }];
      return [];
    });
  }

  it("knows every page and file route of app/ (dynamic ones come from content)", () => {
    expect(getFixedPages().map((page) => page.path)).toEqual(fixedPagePaths);
    const fixed = new Set([...fixedPagePaths, ...legalSlugs.map((slug) => `/${slug}`), ...privatePages]);
    const dynamic = (route: string) => route.includes("[");
    // The contact endpoint and the browser editor are no pages a content link may lead to.
    const routes = appRoutes().filter((route) => !route.path.startsWith("/api/") && !/^\/admin(?:\/|$)/.test(route.path));
    expect(routes.filter((route) => route.kind === "page" && !dynamic(route.path)).map((route) => route.path).sort()).toEqual(
      [...[...fixed].filter((route) => !route.startsWith("/services/")), ...formAnswerRoutes].sort(),
    );
    expect(routes.filter((route) => route.kind === "file" && !dynamic(route.path)).map((route) => route.path).sort()).toEqual(
      [...fileRoutes].sort(),
    );
  });
});
