"use client";

import { m } from "framer-motion";
import type { ReactNode } from "react";
import { useMotionAllowed } from "./use-motion-allowed";

/** Scales its content up slightly under the pointer; still for reduced-motion visitors. */
export function HoverLift({ children, className, scale = 1.02 }: { children: ReactNode; className?: string; scale?: number }) {
  const motionAllowed = useMotionAllowed();
  return (
    <m.div
      className={className}
      whileHover={motionAllowed ? { scale } : undefined}
      transition={{ type: "spring", stiffness: 300, damping: 24 }}
    >
      {children}
    </m.div>
  );
}
