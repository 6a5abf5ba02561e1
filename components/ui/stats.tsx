import { cn } from "@/lib/cn";
import type { Stat } from "@/lib/content/page-schema";

/** Headline figures as a description list: the figure is the term's value. */
export function StatList({
  stats,
  onDark = false,
  className,
  size = "md",
}: {
  stats: Stat[];
  onDark?: boolean;
  className?: string;
  size?: "md" | "lg";
}) {
  return (
    <dl className={cn("grid gap-8", className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end">
          <dt className={cn("mt-2 text-sm leading-6", onDark ? "text-slate-300" : "text-ink-muted")}>{stat.label}</dt>
          <dd
            className={cn(
              "font-semibold tracking-tight",
              size === "lg" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl",
              onDark ? "text-white" : "text-ink",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
