import { topicSlug, topicsOf } from "./topics";

describe("topic slugs", () => {
  it("turns a category or sector into an address segment", () => {
    expect(topicSlug("AI Strategy")).toBe("ai-strategy");
    expect(topicSlug("Data & Analytics")).toBe("data-analytics");
    expect(topicSlug("E-commerce")).toBe("e-commerce");
    expect(topicSlug("  Énergie / Utilities ")).toBe("energie-utilities");
    expect(topicSlug("MLOps")).toBe("mlops");
  });

  it("lists only the topics entries use, with their counts, alphabetically; two spellings of one slug are one topic", () => {
    const entries = [
      { label: "Retail", color: "rose" as const },
      { label: "Banking", color: "blue" as const },
      { label: "Retail", color: "amber" as const },
      { label: "retail", color: "amber" as const },
    ];
    expect(topicsOf(entries, (entry) => entry.label, (entry) => entry.color)).toEqual([
      { slug: "banking", label: "Banking", color: "blue", count: 1 },
      { slug: "retail", label: "Retail", color: "rose", count: 3 },
    ]);
  });
});
