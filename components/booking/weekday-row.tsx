/** The week's days above the month, Sunday first as visitors in the US expect. */
const WEEKDAYS = Array.from({ length: 7 }, (_, index) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" }).format(Date.UTC(2026, 10, 1 + index)),
);

/** Above the month, in the picker and in its outline (styles: .picker-* in app/globals.css). */
export function WeekdayRow() {
  return (
    <div aria-hidden="true" className="picker-weekdays">
      {WEEKDAYS.map((weekday) => (
        <span key={weekday} className="py-1">
          {weekday}
        </span>
      ))}
    </div>
  );
}
