"use client";

import { useEffect, useRef } from "react";
import { loadAnimate } from "./engine";
import { useMotionAllowed } from "./use-motion-allowed";

/** A decorative shape that drifts in a slow loop; it stays put for reduced-motion visitors. */
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
  const ref = useRef<HTMLDivElement>(null);
  const motionAllowed = useMotionAllowed();

  useEffect(() => {
    const element = ref.current;
    if (!motionAllowed || !element) return;
    let stop = () => {};
    let cancelled = false;
    void loadAnimate().then((animate) => {
      if (cancelled) return;
      const animation = animate(
        element,
        {
          transform: [
            "translate(0px, 0px)",
            `translate(${distance / 2}px, ${-distance}px)`,
            "translate(0px, 0px)",
          ],
        },
        { duration: seconds, delay, repeat: Infinity, ease: "easeInOut" },
      );
      stop = () => animation.stop();
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [motionAllowed, distance, seconds, delay]);

  return <div ref={ref} aria-hidden="true" className={className} />;
}
