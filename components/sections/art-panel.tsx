import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * The night-blue panel a page's own drawing sits in (`.art-panel` in app/globals.css). What it
 * shows is told again in the page below it, so screen readers skip it.
 */
export function ArtPanel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div aria-hidden="true" className={cn("art-panel", className)}>
      {children}
    </div>
  );
}

/** Where a point sits in a drawing laid out in percentages: `left` and `top` of its centre. */
export function placed(x: number, y: number) {
  return { left: `${x}%`, top: `${y}%` };
}

/** A point on an ellipse around the centre of a drawing, in percentages: 0° is to the right, 90° below. */
export function onEllipse(angle: number, rx: number, ry: number): [number, number] {
  const radians = (angle * Math.PI) / 180;
  return [Math.round((50 + Math.cos(radians) * rx) * 10) / 10, Math.round((50 + Math.sin(radians) * ry) * 10) / 10];
}

/**
 * A panel whose drawing sits around its centre, laid out in percentages: `lines` are drawn in an
 * SVG stretched over the panel, on a glow at the centre; `children` are placed with `placed`.
 */
export function CentredDrawing({
  glow,
  lines,
  children,
  className = "aspect-square sm:aspect-[8/7]",
}: {
  glow: { id: string; colour: string; opacity: number; radius: number };
  lines: ReactNode;
  children: ReactNode;
  /** The panel's proportions, which the percentages are of. */
  className?: string;
}) {
  return (
    <ArtPanel className={className}>
      <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 size-full" fill="none">
        <defs>
          <radialGradient id={glow.id}>
            <stop offset="0" stopColor={glow.colour} stopOpacity={glow.opacity} />
            <stop offset="1" stopColor={glow.colour} stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="50" cy="50" r={glow.radius} fill={`url(#${glow.id})`} />
        {lines}
      </svg>
      {children}
    </ArtPanel>
  );
}
