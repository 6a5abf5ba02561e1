import { authorPath, caseStudyPath, categoryHref, insightPath, linkedBodyFragment, pagePath, sectorHref, servicePath, shareImagePath } from "./paths";

describe("paths", () => {
  it("addresses entries, services and authors under their routes", () => {
    expect(insightPath("ai-roi-measurement")).toBe("/insights/ai-roi-measurement");
    expect(caseStudyPath("ai-risk-management")).toBe("/case-studies/ai-risk-management");
    expect(servicePath("ai-strategy")).toBe("/services/ai-strategy");
    expect(authorPath({ id: "jane-doe" })).toBe("/about#jane-doe");
  });

  it("leads a topic badge to its list page by the label's slug", () => {
    expect(categoryHref("Data & Analytics")).toBe("/insights/category/data-analytics");
    expect(sectorHref("E-commerce")).toBe("/case-studies/sector/e-commerce");
  });

  it("addresses page 1 as the list itself", () => {
    expect(pagePath("/insights", 1)).toBe("/insights");
    expect(pagePath("/insights/category/ai-strategy", 3)).toBe("/insights/category/ai-strategy/page/3");
  });

  it("serves the home page's share image as home.png and every other under its own path", () => {
    expect(shareImagePath("/")).toBe("/og/home.png");
    expect(shareImagePath("/insights/ai-roi-measurement")).toBe("/og/insights/ai-roi-measurement.png");
  });

  it("knows which linked pages have a body served on its own: articles and case studies only", () => {
    expect(linkedBodyFragment("/insights/ai-roi-measurement")).toBe("/fragments/insights/ai-roi-measurement.html");
    expect(linkedBodyFragment("/case-studies/ai-risk-management?from=home")).toBe("/fragments/case-studies/ai-risk-management.html");
    expect(linkedBodyFragment("/insights/ai-roi-measurement#measuring")).toBe("/fragments/insights/ai-roi-measurement.html");
    for (const page of ["/", "/insights", "/insights/", "/insights/page/2", "/insights/category/strategy", "/case-studies/sector/retail", "/insights/feed.xml", "/services/ai-strategy", "/about", "/insights-archive/x"]) {
      expect(linkedBodyFragment(page)).toBeNull();
    }
  });
});
