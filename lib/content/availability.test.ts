import fs from "node:fs";
import path from "node:path";
import { scratchContentProject } from "@/test/support/content-fixtures";
import { loadAvailability } from "./availability";
import { checkContent } from "./check";
import { formatProblem } from "./loader";

/** content/availability.yaml: the booking hours, checked like every other content file. */
const project = scratchContentProject();
const file = () => path.join(project.root(), "content", "availability.yaml");
const edit = (from: string, to: string) => {
  const yaml = fs.readFileSync(file(), "utf8");
  expect(yaml).toContain(from);
  fs.writeFileSync(file(), yaml.replace(from, to));
};
const problems = () => loadAvailability().problems.map(formatProblem);
/** The line that holds `text`, past the comments at the top. */
const lineOf = (text: string) => fs.readFileSync(file(), "utf8").split("\n").findIndex((line) => !line.startsWith("#") && line.includes(text)) + 1;

describe("the booking hours (content/availability.yaml)", () => {
  it("reads the file as written", () => {
    const { data, problems } = loadAvailability();
    expect(problems).toEqual([]);
    expect(data).toMatchObject({ timeZone: "America/New_York", sessionMinutes: 30, bufferMinutes: 15, dailyMaximum: 6 });
    expect(data?.weeklyHours.monday).toEqual([
      { from: "09:00", to: "12:00", fromMinutes: 540, toMinutes: 720 },
      { from: "13:00", to: "17:00", fromMinutes: 780, toMinutes: 1020 },
    ]);
    expect(data?.weeklyHours.saturday).toEqual([]);
  });

  it("names the file, the line and the field of a wrong time zone, range or number", () => {
    edit("timeZone: America/New_York", "timeZone: EST");
    edit('    - "13:00-17:00"\n  tuesday', '    - "1pm-5pm"\n  tuesday');
    edit('    - "13:00-15:00"', '    - "15:00-13:00"');
    edit("dailyMaximum: 6", "dailyMaximum: 0");
    expect(problems()).toEqual([
      `content/availability.yaml:${lineOf("timeZone:")}: timeZone: must be a time zone name of the IANA database, such as America/New_York (a city, not an abbreviation like EST)`,
      `content/availability.yaml:${lineOf("dailyMaximum:")}: dailyMaximum: must be a whole number of sessions from 1 to 48`,
      `content/availability.yaml:${lineOf("1pm-5pm")}: weeklyHours.monday[1]: must be a time range written HH:MM-HH:MM on a 24-hour clock, e.g. "09:00-12:00"`,
      `content/availability.yaml:${lineOf("15:00-13:00")}: weeklyHours.friday[1]: must end after it starts, e.g. 09:00-12:00`,
    ]);
  });

  it("refuses overlapping ranges, a range too short for a session, a repeated closed date and a week without hours", () => {
    edit('  tuesday:\n    - "09:00-12:00"\n    - "13:00-17:00"', '  tuesday:\n    - "09:00-12:00"\n    - "11:00-11:20"');
    edit("  - 2026-12-31 # New Year's Eve", "  - 2026-12-25 # again");
    const found = problems();
    const tuesdayLine = lineOf("11:00-11:20");
    expect(found).toEqual([
      `content/availability.yaml:${tuesdayLine}: weeklyHours.tuesday[1]: starts before the range above it ends (09:00-12:00); list the ranges in order without overlaps`,
      `content/availability.yaml:${tuesdayLine}: weeklyHours.tuesday[1]: is shorter than one session (30 minutes), so no session fits in it`,
      `content/availability.yaml:${lineOf("# again")}: closedDates[4]: 2026-12-25 is listed twice; keep one`,
    ]);

    fs.writeFileSync(
      file(),
      fs.readFileSync(file(), "utf8").replace(/^( {2}\w+day:)\n(?: {4}- .*\n)+/gm, "$1 []\n"),
    );
    expect(problems()).toContain(`content/availability.yaml:${lineOf("weeklyHours:")}: weeklyHours: lists no hours on any day, so nobody could book a session`);
  });

  it("takes a day left out as a day without sessions, as the browser editor writes it", () => {
    edit("  saturday: []\n  sunday: []\n", "");
    expect(problems()).toEqual([]);
    expect(loadAvailability().data?.weeklyHours.sunday).toEqual([]);
  });

  it("names a misspelt day and an unknown field, and the whole-site check reports them", () => {
    edit("  sunday: []\n", "  sundy: []\n");
    edit("horizonDays: 28", "horizonDays: 28\nhorizonWeeks: 4");
    expect(problems()).toEqual([
      `content/availability.yaml:${lineOf("sundy:")}: weeklyHours.sundy: unknown field; did you mean sunday?`,
      expect.stringMatching(new RegExp(`^content/availability\\.yaml:${lineOf("horizonWeeks")}: horizonWeeks: unknown field; check the spelling or remove it \\(allowed: timeZone, `)),
    ]);
    expect(checkContent().problems.map(formatProblem)).toEqual(expect.arrayContaining(problems()));
  });
});
