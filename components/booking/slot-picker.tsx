"use client";

import { useMemo, useState, type ReactNode } from "react";
import type { IconId } from "@/components/ui/icon-drawings";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { formatDay, formatTime, groupByDay, zoneName, zoneOffset } from "@/lib/booking/format";
import type { SlotJson } from "@/lib/booking/client";
import type { BookContent } from "@/lib/content/page-schema";
import { fillTemplate } from "@/lib/format";
import { WeekdayRow } from "./weekday-row";

type PickerCopy = Pick<BookContent["picker"], "zoneNote" | "zoneLabel" | "previousMonth" | "nextMonth" | "daysLegend" | "dayTimes" | "timesLegend">;

/** The zones a visitor may choose, their own first if the runtime does not list it. */
function timeZones(current: string): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return listed.includes(current) ? listed : [current, ...listed];
}

/** The visitor's own zone, as their device reports it. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** The month (YYYY-MM) of a YYYY-MM-DD day. */
const monthOf = (day: string) => day.slice(0, 7);

/** The month as six weeks of cells (a day, or null before the 1st and after the last), so every month is as tall. */
function monthCells(month: string): (string | null)[] {
  const [year, monthIndex] = month.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthIndex - 1, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  const days = Array.from({ length }, (_, index) => `${month}-${String(index + 1).padStart(2, "0")}`);
  return [...Array<null>(first).fill(null), ...days, ...Array<null>(42 - first - length).fill(null)];
}

const monthTitle = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.parse(`${month}-15T12:00:00Z`));

/** One choice of a radio group, drawn as a pill (.picker-choice in app/globals.css): the native radio, hidden, does the keyboard and the reading. */
function Choice({ name, value, checked, onChange, className, children }: { name: string; value: string; checked: boolean; onChange: () => void; className: string; children: ReactNode }) {
  return (
    <label className={`picker-choice ${className}`}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="sr-only" />
      {children}
    </label>
  );
}

/**
 * The day-and-time picker: a month of days with free times and the times of the chosen day, each
 * a native radio group (one Tab stop, arrow keys to move, read out with its date and count), in
 * the visitor's time zone, which they can change.
 */
export function SlotPicker({
  slots,
  selected,
  onSelect,
  timeZone,
  onTimeZoneChange,
  copy,
  idPrefix,
}: {
  slots: readonly SlotJson[];
  selected: string | null;
  onSelect: (start: string | null) => void;
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
  copy: PickerCopy;
  idPrefix: string;
}) {
  const byDay = useMemo(() => groupByDay(slots.map((slot) => ({ start: Date.parse(slot.start), iso: slot.start })), timeZone), [slots, timeZone]);
  const days = [...byDay.keys()];
  const selectedDay = selected ? days.find((day) => byDay.get(day)!.some((slot) => slot.iso === selected)) : undefined;
  const [chosenDay, setChosenDay] = useState<string | undefined>(undefined);
  // The four hundred zones are listed once the visitor reaches for the list, not while the page loads.
  const [zonesListed, setZonesListed] = useState(false);
  const listZones = () => setZonesListed(true);
  const day = selectedDay ?? (chosenDay && byDay.has(chosenDay) ? chosenDay : days[0]);
  const months = [...new Set(days.map(monthOf))];
  const [shownMonth, setShownMonth] = useState<string | undefined>(undefined);
  const month = shownMonth && months.includes(shownMonth) ? shownMonth : day ? monthOf(day) : months[0];
  const monthIndex = month ? months.indexOf(month) : -1;
  const monthSteps: { by: number; icon: IconId; label: string }[] = [
    { by: -1, icon: "chevron-left", label: copy.previousMonth },
    { by: 1, icon: "chevron-right", label: copy.nextMonth },
  ];
  const times = day ? byDay.get(day)! : [];
  // The zone's name as it stands at the first free time (daylight or standard).
  const at = Date.parse(slots[0]?.start ?? "") || 0;

  const zoneField = (
    <div className="picker-zone-row">
      <p className="picker-zone-note">
        <SpriteIcon icon="globe" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {fillTemplate(copy.zoneNote, { zone: `${zoneName(timeZone, at)} (${zoneOffset(timeZone, at)})` })}
      </p>
      <label htmlFor={`${idPrefix}-zone`} className="sr-only">
        {copy.zoneLabel}
      </label>
      <select
        id={`${idPrefix}-zone`}
        value={timeZone}
        onChange={(event) => onTimeZoneChange(event.target.value)}
        onFocus={listZones}
        onPointerEnter={listZones}
        onPointerDown={listZones}
        className="picker-zone-select"
      >
        {(zonesListed ? timeZones(timeZone) : [timeZone]).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, " ")}
          </option>
        ))}
      </select>
    </div>
  );

  if (days.length === 0 || !month || !day) return zoneField;

  return (
    <div className="space-y-6">
      {zoneField}
      <div className="picker-columns">
        <fieldset className="min-w-0">
          <legend className="sr-only">{copy.daysLegend}</legend>
          <div className="picker-month-header">
            <p aria-live="polite" className="text-base font-semibold text-ink">
              {monthTitle(month)}
            </p>
            <div className="flex gap-1">
              {monthSteps.map(({ by, icon, label }) => (
                <button
                  key={by}
                  type="button"
                  onClick={() => setShownMonth(months[monthIndex + by])}
                  disabled={months[monthIndex + by] === undefined}
                  className="picker-month-step"
                >
                  <SpriteIcon icon={icon} aria-hidden="true" className="size-5" />
                  <span className="sr-only">{label}</span>
                </button>
              ))}
            </div>
          </div>
          <WeekdayRow />
          <div className="picker-days">
            {monthCells(month).map((cell, index) => {
              if (!cell) return <span key={`blank-${index}`} aria-hidden="true" className="picker-day" />;
              const free = byDay.get(cell);
              const number = Number(cell.slice(8));
              if (!free) {
                return (
                  <span key={cell} aria-hidden="true" className="picker-day text-slate-500">
                    {number}
                  </span>
                );
              }
              const checked = cell === day;
              return (
                <Choice
                  key={cell}
                  name={`${idPrefix}-day`}
                  value={cell}
                  checked={checked}
                  onChange={() => {
                    setChosenDay(cell);
                    setShownMonth(monthOf(cell));
                    if (selected && !free.some((slot) => slot.iso === selected)) onSelect(null);
                  }}
                  className="picker-day"
                >
                  <span aria-hidden="true">{number}</span>
                  <span className="sr-only">{`${formatDay(cell)}, ${fillTemplate(copy.dayTimes, { count: free.length })}`}</span>
                </Choice>
              );
            })}
          </div>
        </fieldset>

        <fieldset className="picker-times-column">
          <legend className="picker-times-legend">{fillTemplate(copy.timesLegend, { day: formatDay(day) })}</legend>
          <div className="picker-times">
            {times.map((slot) => {
              const checked = slot.iso === selected;
              return (
                <Choice
                  key={slot.iso}
                  name={`${idPrefix}-time`}
                  value={slot.iso}
                  checked={checked}
                  onChange={() => onSelect(slot.iso)}
                  className="picker-time"
                >
                  {formatTime(slot.start, timeZone)}
                </Choice>
              );
            })}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
