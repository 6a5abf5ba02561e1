"use client";

import { m, useInView } from "framer-motion";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useMotionAllowed } from "./use-motion-allowed";

export const FADE_IN_SECONDS = 0.5;

type Phase = "shown" | "waiting" | "entering";

/**
 * Fades its content in the first time it scrolls into view. The server renders the content
 * visible; only content still below the fold when the page becomes interactive is hidden and
 * then revealed, so nothing is lost without JavaScript and nothing above the fold flickers.
 * Visitors who prefer reduced motion see everything still.
 */
export function FadeIn({
  children,
  delay = 0,
  className,
  as = "div",
}: {
  children: ReactNode;
  /** Seconds to wait after entering the view (for staggered grids). */
  delay?: number;
  className?: string;
  as?: "div" | "li";
}) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  const motionAllowed = useMotionAllowed();
  const [phase, setPhase] = useState<Phase>("shown");
  const inView = useInView(ref, { once: true, amount: 0.1 });

  useEffect(() => {
    const element = ref.current;
    if (!motionAllowed || !element || phase !== "shown") return;
    // Only arm elements the visitor has not seen yet.
    if (element.getBoundingClientRect().top > window.innerHeight) {
      const frame = requestAnimationFrame(() => setPhase("waiting"));
      return () => cancelAnimationFrame(frame);
    }
  }, [motionAllowed, phase]);

  useEffect(() => {
    if (inView && phase === "waiting") {
      const frame = requestAnimationFrame(() => setPhase("entering"));
      return () => cancelAnimationFrame(frame);
    }
  }, [inView, phase]);

  const Component = as === "li" ? m.li : m.div;
  return (
    <Component
      ref={ref}
      className={className}
      initial={false}
      animate={phase === "waiting" ? { opacity: 0, y: 24 } : { opacity: 1, y: 0 }}
      transition={phase === "entering" ? { duration: FADE_IN_SECONDS, delay, ease: "easeOut" } : { duration: 0 }}
    >
      {children}
    </Component>
  );
}
