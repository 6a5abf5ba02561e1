import { intentTarget, type LinkFacts } from "./prefetch-on-intent";

const here = "https://www.example.com/insights?page=2#top";
const link = (facts: Partial<LinkFacts>): LinkFacts => ({ href: "/", target: "", role: null, download: false, ...facts });

describe("intentTarget", () => {
  it("gives another page of the site as path and query", () => {
    expect(intentTarget(link({ href: "https://www.example.com/insights/ai-vision-to-value" }), here)).toBe("/insights/ai-vision-to-value");
    expect(intentTarget(link({ href: "/insights?page=3" }), here)).toBe("/insights?page=3");
    expect(intentTarget(link({ href: "/#contact" }), here)).toBe("/");
  });

  it("leaves out jumps within the page, whatever their fragment", () => {
    expect(intentTarget(link({ href: "/insights?page=2#contents" }), here)).toBeNull();
    expect(intentTarget(link({ href: "#main" }), here)).toBeNull();
  });

  it("leaves out other sites, files, the API and other schemes", () => {
    expect(intentTarget(link({ href: "https://www.linkedin.com/company/example" }), here)).toBeNull();
    expect(intentTarget(link({ href: "/feed.xml" }), here)).toBeNull();
    expect(intentTarget(link({ href: "/api/contact" }), here)).toBeNull();
    expect(intentTarget(link({ href: "mailto:hello@example.com" }), here)).toBeNull();
  });

  it("leaves out controls that only look like links, downloads and new tabs", () => {
    expect(intentTarget(link({ href: "/insights", role: "button" }), "https://www.example.com/")).toBeNull();
    expect(intentTarget(link({ href: "/about", download: true }), here)).toBeNull();
    expect(intentTarget(link({ href: "/about", target: "_blank" }), here)).toBeNull();
    expect(intentTarget(link({ href: "/about", target: "_self" }), here)).toBe("/about");
  });
});
