"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { loadAnimate } from "./engine";
import { useMotionAllowed } from "./use-motion-allowed";

export const FADE_IN_SECONDS = 0.5;
const RISE_PX = 24;

/**
 * Fades its content in the first time it scrolls into view, once. The server renders the content
 * visible; only content still below the fold when the page becomes interactive is hidden and then
 * revealed, so nothing is lost without JavaScript and nothing above the fold flickers. Visitors
 * who prefer reduced motion see everything still.
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
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  const motionAllowed = useMotionAllowed();

  useEffect(() => {
    const element = ref.current;
    if (!motionAllowed || !element) return;
    // Only arm what the visitor has not seen yet.
    if (element.getBoundingClientRect().top <= window.innerHeight) return;

    const reset = () => {
      element.style.removeProperty("opacity");
      element.style.removeProperty("transform");
    };
    element.style.opacity = "0";
    element.style.transform = `translateY(${RISE_PX}px)`;
    void loadAnimate();

    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadAnimate().then((animate) => {
          if (cancelled) return;
          const animation = animate(
            element,
            { opacity: [0, 1], transform: [`translateY(${RISE_PX}px)`, "translateY(0px)"] },
            { duration: FADE_IN_SECONDS, delay, ease: "easeOut" },
          );
          void animation.finished.then(reset, reset);
        }, reset);
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      reset();
    };
  }, [motionAllowed, delay]);

  return (
    <Tag ref={ref} className={className}>
      {children}
    </Tag>
  );
}
