import fs from "node:fs";
import path from "node:path";
import { insightFile, scratchContentProject } from "@/test/support/content-fixtures";
import { checkContent } from "./check";
import { loadInsights } from "./collections";
import { formatProblem, isError } from "./loader";
import { hardCodedPromises } from "./shared-values";

/**
 * The reply promise is one value, responseTime in content/pages/common.yaml: articles and case
 * studies write {responseTime} too, and the content check rejects a promise written out anywhere.
 * The fixture article's front-matter ends on line 12 (ctaText is line 10), so its body starts on line 13.
 */
const project = scratchContentProject();
const errors = () => checkContent().problems.filter(isError).map(formatProblem);
const advice = 'write {responseTime} instead, so the promise set in content/pages/common.yaml ("within 24 hours") is the one every page shows';

describe("{responseTime} in articles and case studies", () => {
  it("is filled in from common.yaml in front-matter and in the body", () => {
    project.write(
      "insights",
      "x.md",
      insightFile({ ctaText: "Book a free 30-minute session with our planners. We reply {responseTime}." }, "## Section\n\nWrite to us: we answer {responseTime}.\n"),
    );
    expect(errors()).toEqual([]);
    const [entry] = loadInsights().entries;
    expect(entry?.data.ctaText).toBe("Book a free 30-minute session with our planners. We reply within 24 hours.");
    expect(entry?.body).toContain("we answer within 24 hours.");
  });

  it("follows common.yaml when the promise changes", () => {
    const common = path.join(project.root(), "content", "pages", "common.yaml");
    fs.writeFileSync(common, fs.readFileSync(common, "utf8").replace("responseTime: within 24 hours", "responseTime: within one business day"));
    project.write("insights", "x.md", insightFile({ ctaText: "Book a free 30-minute session with our planners. We reply {responseTime}." }));
    expect(loadInsights().entries[0]?.data.ctaText).toBe("Book a free 30-minute session with our planners. We reply within one business day.");
  });

  it("rejects an unknown name in front-matter, naming the field and the line", () => {
    project.write("insights", "x.md", insightFile({ ctaText: "Book a free 30-minute session with our planners. We reply {replyTime}." }));
    expect(errors()).toEqual(["content/insights/x.md:10: ctaText: {replyTime} is not a shared value; use one of {responseTime}, {caseStudyCount}, {articleCount}, {authorCount}, {sectorCount}, {industryCount} or remove the braces"]);
  });
});

describe("an unknown {name} in a body", () => {
  it("is rejected with its line, unless it is in a code span or block", () => {
    project.write(
      "insights",
      "x.md",
      insightFile(
        {},
        "## Section\n\nA template greets each client by `{firstName}`, as in:\n\n```\nDear {firstName},\n```\n\nThen, in a list:\n\n- we reply {responseTime}\n- and on a second line, {replyTime} and {deadline}\n",
      ),
    );
    const hint = (name: string) =>
      `{${name}} is not a shared value; use one of {responseTime}, {caseStudyCount}, {articleCount}, {authorCount}, {sectorCount}, {industryCount} or remove the braces; to show the braces as an example, write it as code: \`{${name}}\``;
    expect(errors()).toEqual([`content/insights/x.md:24: ${hint("replyTime")}`, `content/insights/x.md:24: ${hint("deadline")}`]);
  });
});

describe("a reply time written out", () => {
  it("is rejected in front-matter, naming the file and the line", () => {
    project.write("insights", "x.md", insightFile({ ctaText: "Book a free 30-minute session with our planners. We reply within 24 hours." }));
    expect(errors()).toEqual([`content/insights/x.md:10: promises a reply time ("within 24 hours") in its own words; ${advice}`]);
  });

  it("is rejected in a body, in other words than the promise's own", () => {
    project.write("insights", "x.md", insightFile({}, "## Section\n\nText.\n\nOur team will get back to you in 48 hours.\n"));
    expect(errors()).toEqual([`content/insights/x.md:17: promises a reply time ("in 48 hours") in its own words; ${advice}`]);
  });

  it("is rejected in page copy, but not on the line of common.yaml that sets it", () => {
    const insights = path.join(project.root(), "content", "pages", "insights.yaml");
    fs.writeFileSync(insights, fs.readFileSync(insights, "utf8").replace("every message {responseTime}.", "every message within 24 hours."));
    const line = fs.readFileSync(insights, "utf8").split("\n").findIndex((text) => text.includes("within 24 hours")) + 1;
    expect(errors()).toEqual([`content/pages/insights.yaml:${line}: promises a reply time ("within 24 hours") in its own words; ${advice}`]);
  });

  it("leaves other deadlines alone: days for a privacy request, hours that are not a reply", () => {
    project.write(
      "legal",
      "privacy-policy.md",
      "We will respond within 30 days.\nThe model flagged the fault within 36 hours of the upgrade.\nThe line runs 24 hours a day.\n",
    );
    expect(hardCodedPromises(fs.readFileSync(path.join(project.root(), "content", "legal", "privacy-policy.md"), "utf8"), "within 24 hours")).toEqual([]);
  });
});
