"use client";

import { m } from "framer-motion";
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
  const motionAllowed = useMotionAllowed();
  return (
    <m.div
      aria-hidden="true"
      className={className}
      initial={false}
      animate={motionAllowed ? { y: [0, -distance, 0], x: [0, distance / 2, 0] } : { y: 0, x: 0 }}
      transition={motionAllowed ? { duration: seconds, delay, repeat: Infinity, ease: "easeInOut" } : { duration: 0 }}
    />
  );
}
