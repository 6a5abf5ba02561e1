import { cn } from "@/lib/cn";
import type { Stat } from "@/lib/content/page-schema";

/**
 * Headline figures as a description list: the label is the term, the figure its value, and with
 * `measures` what exactly is counted follows as a second description. Read in that order, shown
 * figure first.
 */
export function StatList({
  stats,
  onDark = false,
  className,
  size = "md",
  measures = false,
}: {
  stats: Stat[];
  onDark?: boolean;
  className?: string;
  size?: "md" | "lg";
  measures?: boolean;
}) {
  return (
    <dl className={cn("grid gap-8", className)}>
      {stats.map((stat) => (
        <div key={stat.figure} className="flex flex-col">
          <dt className={cn("order-2 mt-2 text-sm leading-6", onDark ? "text-slate-300" : "text-ink-muted", measures && "font-medium", measures && (onDark ? "text-white" : "text-ink-soft"))}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              "order-1 font-semibold tracking-tight",
              size === "lg" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl",
              onDark ? "text-white" : "text-ink",
            )}
          >
            {stat.value}
          </dd>
          {measures && <dd className={cn("order-3 mt-1 text-xs leading-5", onDark ? "text-slate-400" : "text-ink-muted")}>{stat.measures}</dd>}
        </div>
      ))}
    </dl>
  );
}
