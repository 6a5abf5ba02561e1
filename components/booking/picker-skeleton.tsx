import { Button } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icons";
import { cn } from "@/lib/cn";

/** The week's days above the month, Sunday first as visitors in the US expect. */
export const WEEKDAYS = Array.from({ length: 7 }, (_, index) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" }).format(Date.UTC(2026, 10, 1 + index)),
);

/** The classes the picker and its outline share, so the one replaces the other without moving anything below. */
export const pickerLayout = {
  zoneRow: "flex flex-col gap-3 rounded-2xl bg-surface px-4 py-3 ring-1 ring-surface-line sm:flex-row sm:items-center sm:justify-between",
  zoneNote: "flex min-h-10 items-start gap-2 text-sm text-ink-soft sm:min-h-0",
  columns: "grid gap-8 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:gap-10",
  monthHeader: "flex h-10 items-center justify-between",
  weekdays: "mt-4 grid grid-cols-7 text-center text-xs font-semibold uppercase tracking-wide text-ink-muted",
  days: "mt-1 grid grid-cols-7 gap-y-1 text-center",
  day: "mx-auto flex aspect-square w-full max-w-11 items-center justify-center",
  timesColumn: "min-w-0 md:border-l md:border-surface-line md:pl-10",
  timesLegend: "min-h-12 text-base font-semibold text-ink",
  times: "mt-3 grid max-h-[26rem] min-h-[9.75rem] grid-cols-3 content-start gap-2 overflow-y-auto p-1 sm:grid-cols-4 md:grid-cols-2",
  footer: "flex flex-wrap items-center justify-between gap-4 border-t border-surface-line pt-6",
} as const;

export function WeekdayRow() {
  return (
    <div aria-hidden="true" className={pickerLayout.weekdays}>
      {WEEKDAYS.map((weekday) => (
        <span key={weekday} className="py-1">
          {weekday}
        </span>
      ))}
    </div>
  );
}

/** The picker's shape while its code and the free times are on their way. */
export function PickerSkeleton({ loading, footer }: { loading: string; footer?: { note: string; action: string } }) {
  return (
    <div className="space-y-6">
      <div className={pickerLayout.zoneRow}>
        <p role="status" className={pickerLayout.zoneNote}>
          {loading}
        </p>
        <span aria-hidden="true" className="block h-10 w-full rounded-lg border border-surface-line sm:w-56" />
      </div>
      <div aria-hidden="true" className={pickerLayout.columns}>
        <div>
          <div className={pickerLayout.monthHeader}>
            <span className="h-4 w-32 rounded-full bg-surface-line" />
            <span className="h-8 w-20 rounded-full bg-surface" />
          </div>
          <WeekdayRow />
          <div className={pickerLayout.days}>
            {Array.from({ length: 42 }, (_, index) => (
              <span key={index} className={cn(pickerLayout.day, "rounded-full bg-surface")} />
            ))}
          </div>
        </div>
        <div className={pickerLayout.timesColumn}>
          <div className={cn(pickerLayout.timesLegend, "pt-1")}>
            <span className="block h-4 w-48 max-w-full rounded-full bg-surface-line" />
          </div>
          <div className={pickerLayout.times}>
            {Array.from({ length: 9 }, (_, index) => (
              <span key={index} className="h-11 rounded-full border border-surface-line" />
            ))}
          </div>
        </div>
      </div>
      {footer && (
        <div className={pickerLayout.footer}>
          <p className="text-sm font-medium text-ink-soft">{footer.note}</p>
          <Button size="lg" disabled>
            {footer.action}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </div>
  );
}
