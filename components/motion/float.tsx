import type { CSSProperties } from "react";

/**
 * A decorative shape that drifts in a slow loop. Plain CSS (`.float-shape` in globals.css): no
 * script, no hydration, and it stays put for visitors who prefer reduced motion.
 */
export function Float({
  className,
  distance = 16,
  seconds = 9,
  delay = 0,
}: {
  className: string;
  distance?: number;
  seconds?: number;
  delay?: number;
}) {
  const style = {
    "--float-x": `${distance / 2}px`,
    "--float-y": `${-distance}px`,
    "--float-duration": `${seconds}s`,
    "--float-delay": `${delay}s`,
  } as CSSProperties;
  return <div aria-hidden="true" className={`float-shape ${className}`} style={style} />;
}
