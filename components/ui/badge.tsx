import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { AccentColor } from "@/lib/content/schema";

/** Text and background pairs that keep at least 4.5:1 contrast. */
const tones: Record<AccentColor, string> = {
  blue: "bg-blue-50 text-blue-800 ring-blue-200",
  indigo: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  violet: "bg-violet-50 text-violet-800 ring-violet-200",
  emerald: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  teal: "bg-teal-50 text-teal-800 ring-teal-200",
  cyan: "bg-cyan-50 text-cyan-800 ring-cyan-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  orange: "bg-orange-50 text-orange-800 ring-orange-200",
  rose: "bg-rose-50 text-rose-800 ring-rose-200",
  slate: "bg-slate-100 text-slate-800 ring-slate-200",
};

/** The colour classes of a badge, for elements that look like one (e.g. a badge that is a link). */
export const badgeTone = (color: AccentColor) => tones[color];

export function Badge({
  color = "blue",
  className,
  children,
}: {
  color?: AccentColor;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset",
        tones[color],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A labelled row of coloured tags, as case study cards and pages show them. */
export function TagList({ tags, label, className }: { tags: { label: string; color: AccentColor }[]; label: string; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.label}>
          <Badge color={tag.color} className="font-medium">
            {tag.label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
