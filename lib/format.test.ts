import { formatDate, initials, minutes } from "./format";

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

  it("labels reading time", () => {
    expect(minutes(8)).toBe("8 min read");
  });
});
