import { fillTemplate, formatDate, initials, minutes } from "./format";

describe("format", () => {
  it("writes dates the way the spec shows them, regardless of time zone", () => {
    expect(formatDate("2024-03-15")).toBe("March 15, 2024");
    expect(formatDate("2024-02-29")).toBe("February 29, 2024");
  });

  it("derives initials from the first and last name", () => {
    expect(initials("Dana Whitfield")).toBe("DW");
    expect(initials("  maria   de la cruz ")).toBe("MC");
    expect(initials("Prince")).toBe("P");
  });

  it("labels reading time in the words content gives", () => {
    expect(minutes(8, "{minutes} min read")).toBe("8 min read");
    expect(minutes(8, "Reading time: {minutes} minutes")).toBe("Reading time: 8 minutes");
  });

  it("fills a template's slots and leaves an unknown one visible", () => {
    expect(fillTemplate("Show testimonial {number} of {total}", { number: 2, total: 4 })).toBe("Show testimonial 2 of 4");
    expect(fillTemplate("about {title}", {})).toBe("about {title}");
  });
});
