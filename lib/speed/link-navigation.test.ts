import { clickTarget, inAppTarget, isPlainClick, type ClickFacts, type LinkFacts } from "./link-navigation";

const here = "https://www.example.com/insights?page=2#top";
const link = (facts: Partial<LinkFacts>): LinkFacts => ({ href: "/", target: "", role: null, download: false, ...facts });

describe("inAppTarget", () => {
  it("gives another page of the site as the page to prefetch and the address to open", () => {
    expect(inAppTarget(link({ href: "https://www.example.com/insights/ai-vision-to-value" }), here)).toEqual({
      page: "/insights/ai-vision-to-value",
      url: "/insights/ai-vision-to-value",
      samePage: false,
    });
    expect(inAppTarget(link({ href: "/insights?page=3" }), here)).toEqual({ page: "/insights?page=3", url: "/insights?page=3", samePage: false });
    expect(inAppTarget(link({ href: "/#contact" }), here)).toEqual({ page: "/", url: "/#contact", samePage: false });
  });

  it("tells a link to the page the visitor is on, whatever its fragment", () => {
    expect(inAppTarget(link({ href: "/insights?page=2#contents" }), here)?.samePage).toBe(true);
    expect(inAppTarget(link({ href: "#main" }), here)?.samePage).toBe(true);
    expect(inAppTarget(link({ href: "/insights?page=2" }), here)?.samePage).toBe(true);
  });

  it("leaves out other sites, files, the API and other schemes", () => {
    expect(inAppTarget(link({ href: "https://www.linkedin.com/company/example" }), here)).toBeNull();
    expect(inAppTarget(link({ href: "/feed.xml" }), here)).toBeNull();
    expect(inAppTarget(link({ href: "/api/contact" }), here)).toBeNull();
    expect(inAppTarget(link({ href: "mailto:hello@example.com" }), here)).toBeNull();
  });

  it("leaves a page that opens as a document to the browser, and no other", () => {
    expect(inAppTarget(link({ href: "/book" }), here)).toBeNull();
    expect(inAppTarget(link({ href: "/book?from=home#book" }), here)).toBeNull();
    expect(clickTarget(link({ href: "/book" }), here)).toBeNull();
    expect(inAppTarget(link({ href: "/book/manage" }), here)?.url).toBe("/book/manage");
  });

  it("leaves out controls that only look like links, downloads and new tabs", () => {
    expect(inAppTarget(link({ href: "/insights", role: "button" }), "https://www.example.com/")).toBeNull();
    expect(inAppTarget(link({ href: "/about", download: true }), here)).toBeNull();
    expect(inAppTarget(link({ href: "/about", target: "_blank" }), here)).toBeNull();
    expect(inAppTarget(link({ href: "/about", target: "_self" }), here)?.url).toBe("/about");
  });
});

describe("clickTarget", () => {
  it("opens other pages of the site, with their fragment", () => {
    expect(clickTarget(link({ href: "/about#leadership" }), here)).toBe("/about#leadership");
    expect(clickTarget(link({ href: "/insights?page=3" }), here)).toBe("/insights?page=3");
  });

  it("leaves jumps within the page to the browser, but opens the page itself again", () => {
    expect(clickTarget(link({ href: "#main" }), here)).toBeNull();
    expect(clickTarget(link({ href: "/insights?page=2#contents" }), here)).toBeNull();
    expect(clickTarget(link({ href: "/insights?page=2" }), here)).toBe("/insights?page=2");
  });

  it("leaves what the router cannot open to the browser", () => {
    expect(clickTarget(link({ href: "https://www.linkedin.com/company/example" }), here)).toBeNull();
    expect(clickTarget(link({ href: "/insights/feed.xml" }), here)).toBeNull();
    expect(clickTarget(link({ href: "/about", target: "_blank" }), here)).toBeNull();
  });
});

describe("isPlainClick", () => {
  const click = (facts: Partial<ClickFacts>): ClickFacts => ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    ...facts,
  });

  it("takes a plain primary click", () => {
    expect(isPlainClick(click({}))).toBe(true);
  });

  it("leaves new tabs, new windows, downloads, other buttons and handled clicks to the browser", () => {
    for (const modifier of ["metaKey", "ctrlKey", "shiftKey", "altKey", "defaultPrevented"] as const) {
      expect(isPlainClick(click({ [modifier]: true }))).toBe(false);
    }
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
  });
});
