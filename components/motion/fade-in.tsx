import type { ReactNode } from "react";

export const FADE_IN_SECONDS = 0.5;

/**
 * Content that fades in the first time it scrolls into view, once. It renders on the server as
 * plain, visible markup; one observer for the whole page (RevealOnScroll, in the root layout)
 * animates it in the browser. So each fade-in costs no hydration, nothing is lost without
 * JavaScript, and visitors who prefer reduced motion see everything still.
 */
export function FadeIn({
  children,
  delay = 0,
  className,
  as: Tag = "div",
}: {
  children: ReactNode;
  /** Seconds to wait after entering the view (for staggered grids). */
  delay?: number;
  className?: string;
  as?: "div" | "li";
}) {
  return (
    <Tag data-reveal={delay || ""} className={className}>
      {children}
    </Tag>
  );
}
