import { Button } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icons";
import { WeekdayRow } from "./weekday-row";

/**
 * The picker's shape while its code and the free times are on their way, with the picker's own
 * classes (.picker-* in app/globals.css), so the one replaces the other without moving anything below.
 */
export function PickerSkeleton({ loading, footer }: { loading: string; footer?: { note: string; action: string } }) {
  return (
    <div className="space-y-6">
      <div className="picker-zone-row">
        <p role="status" className="picker-zone-note">
          {loading}
        </p>
        <span aria-hidden="true" className="block h-10 w-full rounded-lg border border-surface-line sm:w-56" />
      </div>
      <div aria-hidden="true" className="picker-columns">
        <div>
          <div className="picker-month-header">
            <span className="h-4 w-32 rounded-full bg-surface-line" />
            <span className="h-8 w-20 rounded-full bg-surface" />
          </div>
          <WeekdayRow />
          <div className="picker-days">
            {Array.from({ length: 42 }, (_, index) => (
              <span key={index} className="picker-day rounded-full bg-surface" />
            ))}
          </div>
        </div>
        <div className="picker-times-column">
          <div className="picker-times-legend pt-1">
            <span className="block h-4 w-48 max-w-full rounded-full bg-surface-line" />
          </div>
          <div className="picker-times">
            {Array.from({ length: 9 }, (_, index) => (
              <span key={index} className="h-11 rounded-full border border-surface-line" />
            ))}
          </div>
        </div>
      </div>
      {footer && (
        <div className="picker-footer">
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
