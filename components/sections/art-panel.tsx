import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** What it shows is told again in the page below it, so screen readers skip it. */
export function ArtPanel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div aria-hidden="true" className={cn("art-panel", className)}>
      {children}
    </div>
  );
}

/** `left` and `top` of a point's centre, in percentages. */
export function placed(x: number, y: number) {
  return { left: `${x}%`, top: `${y}%` };
}

/** In percentages: 0° is to the right, 90° below. */
export function onEllipse(angle: number, rx: number, ry: number): [number, number] {
  const radians = (angle * Math.PI) / 180;
  return [Math.round((50 + Math.cos(radians) * rx) * 10) / 10, Math.round((50 + Math.sin(radians) * ry) * 10) / 10];
}

/** `lines` are drawn in an SVG stretched over the panel; `children` are placed with `placed`. */
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
