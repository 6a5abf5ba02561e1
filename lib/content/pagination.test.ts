import { laterPages, pageCount, pageOf, pageWindow, parsePage, PAGE_SIZE } from "./pagination";

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("pagination", () => {
  it("puts 12 entries on a page and counts the pages, an empty list keeping its first", () => {
    expect(PAGE_SIZE).toBe(12);
    expect([0, 1, 12, 13, 24, 25, 1200].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 2, 3, 100]);
  });

  it("slices a page, the last one short, and has no page before the first or after the last", () => {
    const items = numbers(30);
    expect(pageOf(items, 1)).toEqual(numbers(12));
    expect(pageOf(items, 3)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageOf(items, 4)).toBeUndefined();
    expect(pageOf(items, 0)).toBeUndefined();
    expect(pageOf(items, 1.5)).toBeUndefined();
    expect(pageOf([], 1)).toEqual([]);
  });

  it("pre-renders pages 2 to the last", () => {
    expect(laterPages(12)).toEqual([]);
    expect(laterPages(13)).toEqual([2]);
    expect(laterPages(1200)).toHaveLength(99);
  });

  it("reads only page numbers written the one canonical way", () => {
    expect(parsePage("2")).toBe(2);
    expect(["02", "2.0", "-1", "0", "two", "", "1e3"].map(parsePage)).toEqual(Array(7).fill(undefined));
  });

  it("shows at most seven places, always the first, the last and the current page's neighbours", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 100)).toEqual([1, 2, 3, 4, 5, "gap", 100]);
    expect(pageWindow(50, 100)).toEqual([1, "gap", 49, 50, 51, "gap", 100]);
    expect(pageWindow(100, 100)).toEqual([1, "gap", 96, 97, 98, 99, 100]);
    for (const count of [1, 7, 8, 9, 100]) {
      for (let current = 1; current <= count; current += 1) {
        const window = pageWindow(current, count);
        expect(window.length).toBeLessThanOrEqual(7);
        expect(window).toEqual(expect.arrayContaining([1, count, current]));
        const shown = window.filter((place): place is number => place !== "gap");
        expect(shown).toEqual([...shown].sort((a, b) => a - b));
        if (current > 1) expect(shown).toContain(current - 1);
        if (current < count) expect(shown).toContain(current + 1);
      }
    }
  });
});
