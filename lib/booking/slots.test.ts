import { availabilityFile, getAvailability, type Availability } from "@/lib/content/availability";
import { formatTime, groupByDay, localDay, zoneOffset } from "./format";
import { bookingWindow, daySlots, freeSlots, nearestSlots, offeredSlot, type Slot } from "./slots";

const ZONE = "America/New_York";
/** ICU writes a narrow no-break space before AM and PM, or a plain one, by version. */
const time = (epochMs: number, timeZone: string) => formatTime(epochMs, timeZone).replace(/\s/g, " ");
const closed = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };

function availability(overrides: Record<string, unknown> = {}): Availability {
  return availabilityFile.parse({
    timeZone: ZONE,
    sessionMinutes: 30,
    bufferMinutes: 0,
    minimumNoticeHours: 0,
    horizonDays: 180,
    dailyMaximum: 48,
    weeklyHours: { ...closed, sunday: ["00:00-04:00"], monday: ["09:00-12:00"] },
    ...overrides,
  });
}

/** Each slot as the firm's wall clock shows it, with its UTC offset: "01:30-04:00". */
function wallClock(slots: Slot[], timeZone = ZONE): string[] {
  return slots.map((slot) => {
    const time = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(slot.start);
    return `${time}${zoneOffset(timeZone, slot.start).replace("GMT", "")}`;
  });
}

describe("the session grid in the firm's time zone", () => {
  it("offers the real file's weekday times in New York, where the office is", () => {
    const real = getAvailability();
    expect(real.timeZone).toBe("America/New_York");
    // Monday 30 November 2026, Eastern Standard Time.
    expect(wallClock(daySlots(real, "2026-11-30"))).toEqual([
      "09:00-5", "09:45-5", "10:30-5", "11:15-5", "13:00-5", "13:45-5", "14:30-5", "15:15-5", "16:00-5",
    ]);
    expect(daySlots(real, "2026-11-28")).toEqual([]); // a Saturday
    expect(daySlots(real, "2026-12-25")).toEqual([]); // a closed date
  });

  it("never offers the hour skipped when the clocks go forward (8 March 2026)", () => {
    const slots = daySlots(availability(), "2026-03-08");
    expect(wallClock(slots)).toEqual(["00:00-5", "00:30-5", "01:00-5", "01:30-5", "03:00-4", "03:30-4"]);
    // 02:00 and 02:30 do not exist that night; the session at 01:30 ends as the clocks jump to 03:00.
    expect(slots[3]!.end).toBe(slots[4]!.start);
  });

  it("offers nothing earlier than a range that starts in the skipped hour", () => {
    const slots = daySlots(availability({ weeklyHours: { ...closed, sunday: ["02:00-04:00"] } }), "2026-03-08");
    expect(wallClock(slots)).toEqual(["03:00-4", "03:30-4"]);
  });

  it("keeps the buffer in exact time across the jump forward (14 March 2027)", () => {
    const slots = daySlots(availability({ bufferMinutes: 15, weeklyHours: { ...closed, sunday: ["00:00-05:00"] } }), "2027-03-14");
    // 01:30 EST ends at 03:00 EDT, so 03:00 would have no buffer before it; 03:45 is the next start.
    expect(wallClock(slots)).toEqual(["00:00-5", "00:45-5", "01:30-5", "03:45-4", "04:30-4"]);
    for (const [index, slot] of slots.entries()) {
      if (index > 0) expect(slot.start - slots[index - 1]!.end).toBeGreaterThanOrEqual(15 * 60_000);
    }
  });

  it("offers a time that happens twice when the clocks go back once, at its first occurrence (1 November 2026)", () => {
    const slots = daySlots(availability(), "2026-11-01");
    expect(wallClock(slots)).toEqual(["00:00-4", "00:30-4", "01:00-4", "01:30-4", "02:00-5", "02:30-5", "03:00-5", "03:30-5"]);
    const starts = slots.map((slot) => slot.start);
    expect(new Set(starts).size).toBe(starts.length);
    // In time order, none overlapping: the repeated hour (01:00-02:00 EST) holds no session.
    for (const [index, slot] of slots.entries()) if (index > 0) expect(slot.start).toBeGreaterThanOrEqual(slots[index - 1]!.end);
    expect(slots[4]!.start - slots[3]!.end).toBe(60 * 60_000);
  });

  it("refuses the second occurrence of a repeated time, and a time the clocks skip", () => {
    const now = Date.parse("2026-10-01T00:00:00Z");
    const firstOneThirty = Date.parse("2026-11-01T05:30:00Z"); // 01:30 EDT
    const secondOneThirty = Date.parse("2026-11-01T06:30:00Z"); // 01:30 EST
    expect(offeredSlot(availability(), firstOneThirty, now)).toEqual({ slot: { start: firstOneThirty, end: firstOneThirty + 30 * 60_000, day: "2026-11-01" } });
    expect(offeredSlot(availability(), secondOneThirty, now)).toEqual({ refused: "not_offered" });
    // 02:30 EST on 8 March 2026 would be 07:30Z, which the clocks call 03:30 EDT: on the grid as 03:30.
    expect(offeredSlot(availability(), Date.parse("2026-03-08T07:00:00Z"), Date.parse("2026-03-01T00:00:00Z"))).toMatchObject({ slot: {} });
    expect(offeredSlot(availability(), Date.parse("2026-03-08T07:15:00Z"), Date.parse("2026-03-01T00:00:00Z"))).toEqual({ refused: "not_offered" });
  });
});

describe("what a visitor may book", () => {
  const monday = "2026-11-30";
  const nineAm = Date.parse("2026-11-30T14:00:00Z");

  it("refuses past, too-soon, off-grid and too-far starts", () => {
    const rules = availability({ minimumNoticeHours: 24, horizonDays: 10 });
    expect(offeredSlot(rules, nineAm, nineAm + 1)).toEqual({ refused: "past" });
    expect(offeredSlot(rules, nineAm, nineAm - 23 * 3_600_000)).toEqual({ refused: "too_soon" });
    expect(offeredSlot(rules, nineAm + 60_000, nineAm - 48 * 3_600_000)).toEqual({ refused: "not_offered" });
    expect(offeredSlot(rules, nineAm, nineAm - 12 * 86_400_000)).toEqual({ refused: "too_far" });
    expect(offeredSlot(rules, nineAm, nineAm - 48 * 3_600_000)).toEqual({ slot: { start: nineAm, end: nineAm + 1_800_000, day: monday } });
  });

  it("leaves out taken sessions with their buffer, days at the daily maximum, and anything before the notice", () => {
    const rules = availability({ bufferMinutes: 15, dailyMaximum: 2, horizonDays: 1, weeklyHours: { ...closed, monday: ["09:00-12:00"], tuesday: ["09:00-10:00"] } });
    const now = Date.parse("2026-11-30T08:00:00Z"); // 03:00 in New York on Monday
    const grid = daySlots(rules, monday);
    expect(wallClock(grid)).toEqual(["09:00-5", "09:45-5", "10:30-5", "11:15-5"]);
    // A session kept from an older grid at 10:00-10:30 blocks 09:45 and 10:30 (buffers of 15 minutes).
    const taken = [{ id: "a", start: Date.parse("2026-11-30T15:00:00Z"), end: Date.parse("2026-11-30T15:30:00Z"), day: monday }];
    expect(wallClock(freeSlots(rules, taken, now))).toEqual(["09:00-5", "11:15-5", "09:00-5"]);
    // A second booking on Monday reaches its maximum of 2: only Tuesday is left.
    const full = [...taken, { id: "b", start: grid[0]!.start, end: grid[0]!.end, day: monday }];
    expect(freeSlots(rules, full, now).map((slot) => slot.day)).toEqual(["2026-12-01"]);
    // Moving booking "b" ignores its own place.
    expect(freeSlots(rules, full, now, "b").map((slot) => slot.day)).toContain(monday);
    expect(bookingWindow(rules, now)).toEqual({ earliest: now, firstDay: monday, lastDay: "2026-12-01" });
  });

  it("offers the nearest free sessions to a taken one, in time order, the earlier first on a tie", () => {
    const free = daySlots(availability(), monday);
    const taken = Date.parse("2026-11-30T15:00:00Z"); // 10:00
    expect(wallClock(nearestSlots(free.filter((slot) => slot.start !== taken), taken))).toEqual(["09:00-5", "09:30-5", "10:30-5"]);
  });
});

describe("a visitor in a zone with a half-hour offset (India, GMT+5:30)", () => {
  const kolkata = "Asia/Kolkata";

  it("reads each session at its own local time and date, including ones past their midnight", () => {
    const slots = daySlots(getAvailability(), "2026-11-30");
    expect(slots.map((slot) => time(slot.start, kolkata))).toEqual([
      "7:30 PM", "8:15 PM", "9:00 PM", "9:45 PM", "11:30 PM", "12:15 AM", "1:00 AM", "1:45 AM", "2:30 AM",
    ]);
    const days = groupByDay(slots, kolkata);
    expect([...days.keys()]).toEqual(["2026-11-30", "2026-12-01"]);
    expect(days.get("2026-12-01")).toHaveLength(4);
    expect(zoneOffset(kolkata, slots[0]!.start)).toBe("GMT+5:30");
    expect(localDay(slots[5]!.start, ZONE)).toBe("2026-11-30");
  });

  it("and across the firm's clock change the gap to New York moves from 9:30 to 10:30 hours", () => {
    const before = daySlots(getAvailability(), "2026-10-30")[0]!; // Friday, EDT
    const after = daySlots(getAvailability(), "2026-11-02")[0]!; // Monday, EST
    expect(time(before.start, kolkata)).toBe("6:30 PM");
    expect(time(after.start, kolkata)).toBe("7:30 PM");
  });
});
