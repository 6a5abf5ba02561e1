import { coverMotif, insightCoverSvg } from "./insight-cover";

/** An article's cover is drawn from its category and title: the category picks the motif and colour, the title the shape. */
const cover = (category: string, title: string, categoryColor: "blue" | "emerald" = "blue") => insightCoverSvg({ category, categoryColor, title });

describe("an article's cover", () => {
  it("gives each kind of category the motif that belongs to it", () => {
    expect(["Data Strategy", "AI Ethics", "Cybersecurity", "Business Impact", "Customer Experience", "Future of Work", "MLOps", "Technology", "AI Strategy", "Program Management"].map(coverMotif)).toEqual([
      "grid",
      "shield",
      "shield",
      "chart",
      "flow",
      "flow",
      "network",
      "network",
      "roadmap",
      "roadmap",
    ]);
  });

  it("gives a category no word matches a motif of its own all the same, the same one every time", () => {
    expect(coverMotif("Supply Chain")).toBe(coverMotif("Supply Chain"));
    expect(["roadmap", "network", "shield", "chart", "grid", "flow"]).toContain(coverMotif("Supply Chain"));
  });

  it("draws the same title the same way on every build, and two titles of one category differently", () => {
    expect(cover("AI Strategy", "From AI Vision to AI Value")).toBe(cover("AI Strategy", "From AI Vision to AI Value"));
    expect(cover("AI Strategy", "From AI Vision to AI Value")).not.toBe(cover("AI Strategy", "Scaling AI Initiatives"));
  });

  it("takes its accent from the category's badge colour", () => {
    expect(cover("AI Ethics", "Responsible AI", "emerald")).toContain("#6EE7B7");
    expect(cover("AI Ethics", "Responsible AI", "blue")).not.toContain("#6EE7B7");
  });

  it("is a self-contained SVG of 1200 by 630, light enough for a card", () => {
    for (const category of ["Data Strategy", "AI Ethics", "Business Impact", "Customer Experience", "Technology", "AI Strategy"]) {
      const svg = cover(category, `${category}: a title long enough to seed every shape of the drawing`);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 630" width="1200" height="630">/);
      expect(svg.endsWith("</svg>")).toBe(true);
      // Nothing outside the file: no links, scripts or text to translate.
      expect(svg).not.toMatch(/<(script|image|text|a)\b|href=/);
      expect(svg.length).toBeLessThan(8_000);
    }
  });
});
