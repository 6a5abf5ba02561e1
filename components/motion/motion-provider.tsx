"use client";

import { LazyMotion } from "framer-motion";
import type { ReactNode } from "react";

// The animation engine arrives in its own chunk after the page is interactive.
const loadFeatures = () => import("./features").then((module) => module.default);

/** The only way motion reaches the page: `m` components, with features loaded lazily. */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  );
}
