import { isFullRun, parseArgs } from "./args";

describe("parseArgs", () => {
  it("measures everything by default, which is the run the report of record comes from", () => {
    const options = parseArgs([], ["flood"]);
    expect(options).toMatchObject({ only: ["lighthouse", "js", "menu", "flood"], builds: ["full", "plain"], modes: ["simulated", "devtools"], runs: 3 });
    expect(isFullRun(options, ["flood"])).toBe(true);
  });

  it("narrows a run to the parts, pages, builds and modes asked for, in their own order", () => {
    const options = parseArgs(["--only=menu,lighthouse", "--pages=article,home", "--builds=plain", "--throttling=devtools", "--runs=1", "--reuse-build"], []);
    expect(options).toEqual({ only: ["lighthouse", "menu"], pages: ["home", "article"], builds: ["plain"], modes: ["devtools"], runs: 1, reuseBuild: true });
    expect(isFullRun(options, [])).toBe(false);
    expect(isFullRun(parseArgs(["--pages=home"], []), [])).toBe(false);
  });

  it("refuses what it does not know", () => {
    expect(() => parseArgs(["--only=lighthouse,flood"], [])).toThrow(/--only takes some of lighthouse, js, menu/);
    expect(() => parseArgs(["--runs=0"], [])).toThrow(/--runs takes a whole number/);
    expect(() => parseArgs(["--pages=nowhere"], [])).toThrow(/--pages/);
    expect(() => parseArgs(["--fast"], [])).toThrow(/unknown option "--fast"/);
  });
});
