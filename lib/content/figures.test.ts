import fs from "node:fs";
import path from "node:path";
import { insightFile, scratchContentProject } from "@/test/support/content-fixtures";
import { checkContent } from "./check";
import { loadInsights } from "./collections";
import { loadFigures, writtenOutFigures, type Figures } from "./figures";
import { formatProblem, isError } from "./loader";
import { loadPageCopy } from "./page-copy";

/**
 * The firm's figures are defined once, in content/figures.yaml: page copy lists them by id, text
 * writes {id}, and a figure written out anywhere else is an error.
 */
const project = scratchContentProject();
const errors = () => checkContent().problems.filter(isError).map(formatProblem);
const file = (name: string) => path.join(project.root(), "content", name);
const rewrite = (name: string, from: string | RegExp, to: string) => {
  const before = fs.readFileSync(file(name), "utf8");
  const after = before.replace(from, to);
  expect(after).not.toBe(before);
  fs.writeFileSync(file(name), after);
};
const lineOf = (name: string, text: string) => fs.readFileSync(file(name), "utf8").split("\n").findIndex((line) => line.includes(text)) + 1;

const figures: Figures = {
  projectsDelivered: { id: "projectsDelivered", value: "50+", label: "Projects delivered", measures: "End-to-end projects handed over to the client's own team." },
  averageRoi: { id: "averageRoi", value: "400%", label: "Average ROI", measures: "Average return across engagements with a baseline agreed with finance." },
  portfolioRoiGain: { id: "portfolioRoiGain", value: "35%", label: "Average ROI improvement within 18 months", measures: "Average rise in the return on a client's AI portfolio." },
  clientSatisfaction: { id: "clientSatisfaction", value: "98%", label: "Client satisfaction", measures: "Clients who rated the engagement 4 or 5 out of 5." },
};
const found = (source: string, options = { yaml: true, anyVoice: true }) => writtenOutFigures(source, figures, options).map(({ line, id }) => `${line}: ${id}`);

describe("content/figures.yaml", () => {
  it("gives every figure a camelCase id and a value that is a figure", () => {
    rewrite("figures.yaml", "value: 15+", "value: many");
    fs.appendFileSync(file("figures.yaml"), "client-count:\n  value: 40\n  label: Clients\n  measures: Clients we have worked for since the firm was founded.\n");
    expect(loadFigures().problems.map(formatProblem)).toEqual([
      `content/figures.yaml:${lineOf("figures.yaml", "value: many")}: industriesServed.value: must be a figure, e.g. "95%" or "200+"`,
      `content/figures.yaml:${lineOf("figures.yaml", "client-count:")}: client-count: a figure's id is one word in camelCase, e.g. clientSatisfaction (pages name it so)`,
    ]);
  });

  it("gives each label to one figure only", () => {
    rewrite("figures.yaml", "label: Client satisfaction", "label: projects  delivered");
    expect(loadFigures().problems.map(formatProblem)).toEqual([
      `content/figures.yaml:${lineOf("figures.yaml", "projects  delivered")}: clientSatisfaction.label: is also the label of projectsDelivered; two figures with one label would read as one figure with two values`,
    ]);
  });
});

describe("a page's figures", () => {
  it("are filled in from content/figures.yaml: value, label and what it measures", () => {
    rewrite("figures.yaml", "value: 98%", "value: 97%");
    const satisfaction = loadPageCopy().copy!.home.expertise.stats.find((stat) => stat.figure === "clientSatisfaction");
    expect(satisfaction).toEqual({
      figure: "clientSatisfaction",
      value: "97%",
      label: "Client satisfaction",
      measures: "Share of clients who rated their engagement 4 or 5 out of 5 in our post-engagement survey.",
    });
  });

  it("refuses a figure written into the page instead of named", () => {
    rewrite("pages/home.yaml", "    - figure: clientSatisfaction\n", "    - value: 95%\n      label: Client satisfaction\n");
    expect(errors()).toEqual([
      `content/pages/home.yaml:${lineOf("pages/home.yaml", "value: 95%")}: expertise.stats[1]: must name one of the firm's figures, e.g. "figure: clientSatisfaction": figures are defined once, with what each measures, in content/figures.yaml`,
    ]);
  });

  it("names a figure that content/figures.yaml defines, with the nearest one suggested", () => {
    rewrite("pages/home.yaml", "figure: clientSatisfaction", "figure: clientSatisfation");
    const line = lineOf("pages/home.yaml", "clientSatisfation");
    expect(errors()).toEqual([
      expect.stringMatching(new RegExp(`^content/pages/home\\.yaml:${line}: expertise\\.stats\\[1\\]\\.figure: "clientSatisfation" is not a figure of content/figures\\.yaml; did you mean clientSatisfaction\\? the figures are companiesAdvised, `)),
    ]);
  });

  it("takes the value and label from content/figures.yaml only", () => {
    rewrite("pages/home.yaml", "    - figure: clientSatisfaction\n", "    - figure: clientSatisfaction\n      value: 99%\n");
    expect(errors()).toEqual([
      `content/pages/home.yaml:${lineOf("pages/home.yaml", "value: 99%")}: expertise.stats[1].value: comes from content/figures.yaml (clientSatisfaction: 98%, "Client satisfaction"); remove it here`,
    ]);
  });
});

describe("a figure in running text", () => {
  it("is written {id} and filled in, in page copy and in articles", () => {
    project.write("insights", "x.md", insightFile({ ctaText: "Our teams have delivered {projectsDelivered} projects; book a free 30-minute session with one of them." }));
    expect(errors()).toEqual([]);
    expect(loadInsights().entries[0]?.data.ctaText).toBe("Our teams have delivered 50+ projects; book a free 30-minute session with one of them.");
    expect(loadPageCopy().copy!.about.story.paragraphs.join(" ")).toContain("we have delivered 50+ projects for banks");
  });

  it("while content/figures.yaml has a slip, is reported there only, not where a figure is used", () => {
    rewrite("figures.yaml", "value: 50+", 'value: "50+');
    project.write("insights", "x.md", insightFile({ ctaText: "Our teams have delivered {projectsDelivered} projects; book a free 30-minute session with one of them." }));
    expect(errors()).toEqual([expect.stringMatching(new RegExp(`^content/figures\\.yaml:${lineOf("figures.yaml", '"50+')}:\\d+: `))]);
  });

  it("is an error written out in page copy, whatever its value, naming the line", () => {
    rewrite("pages/about.yaml", "delivered {projectsDelivered} projects", "delivered more than 60 projects");
    expect(errors()).toEqual([
      `content/pages/about.yaml:${lineOf("pages/about.yaml", "more than 60")}: gives the firm's figure "Projects delivered" in its own words ("Since then we have delivered more than 60 projects for banks, health systems, manufactu..."); write {projectsDelivered} instead, so it shows the value set in content/figures.yaml (50+)`,
    ]);
  });

  it("is an error in an article where the firm speaks of itself, not where it quotes an industry's figures", () => {
    project.write(
      "insights",
      "x.md",
      insightFile({}, "## Section\n\nIn most firms, 40 projects at part-time staffing deliver less than eight fully staffed projects.\n\nOur clients report 95% satisfaction,\nand client satisfaction is what we track.\n"),
    );
    expect(errors()).toEqual([
      `content/insights/x.md:17: gives the firm's figure "Client satisfaction" in its own words ("Our clients report 95% satisfaction, and client satisfaction is what we track."); write {clientSatisfaction} instead, so it shows the value set in content/figures.yaml (98%)`,
    ]);
  });
});

describe("writtenOutFigures", () => {
  it("finds a number in the same sentence as every word of a label, in any form", () => {
    expect(found("text: >-\n  Since 2014 we have delivered\n  more than 50 projects. We deliver quality.\nother: 98% of clients rate our satisfaction survey highly.\n")).toEqual(["3: projectsDelivered", "4: clientSatisfaction"]);
  });

  it("reads the most specific label a sentence names, without the digits of the label itself", () => {
    expect(found("label: Average ROI improvement within 18 months\n")).toEqual([]);
    expect(found("text: A 35% average ROI improvement within 18 months.\n")).toEqual(["1: portfolioRoiGain"]);
    expect(found("text: A 400% average ROI.\n")).toEqual(["1: averageRoi"]);
  });

  it("leaves years, field names and comments alone", () => {
    expect(found("projects: delivered in 2014 # 50 at most\ntitle: Projects delivered\n")).toEqual([]);
  });

  it("outside page copy, counts only sentences in which the firm speaks of itself", () => {
    const options = { yaml: false, anyVoice: false };
    expect(found("Industry surveys put client satisfaction at 70%.\n", options)).toEqual([]);
    expect(found("Arcforge keeps client satisfaction at 70%.\n", options)).toEqual(["1: clientSatisfaction"]);
  });
});
