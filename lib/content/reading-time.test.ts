import { countWords, readingMinutes, WORDS_PER_MINUTE } from "./reading-time";

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

describe("reading time", () => {
  it("counts the words a reader reads, not Markdown syntax, link targets or HTML", () => {
    expect(countWords("## A heading\n\n- **Bold** point, and [a link](/insights/x-y-z).\n\n![A chart](/images/c.svg)")).toBe(9);
    expect(countWords("AI-driven teams don't wait: 20% of $4.5M.")).toBe(7);
  });

  it("rounds up at 230 words a minute", () => {
    expect(WORDS_PER_MINUTE).toBe(230);
    expect(readingMinutes(words(230))).toBe(1);
    expect(readingMinutes(words(231))).toBe(2);
    expect(readingMinutes(words(1380))).toBe(6);
    expect(readingMinutes(words(1381))).toBe(7);
  });

  it("adds every text of a page together and never says zero minutes", () => {
    expect(readingMinutes(words(200), words(200))).toBe(2);
    expect(readingMinutes("")).toBe(1);
  });
});
