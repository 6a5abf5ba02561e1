"use client";

/**
 * framer-motion's animation engine (its small WAAPI-based `animate`), fetched the first time
 * something on the page needs to move. Pages that never animate never download it.
 */
type Animate = (typeof import("framer-motion/dom/mini"))["animate"]; // eslint-disable-line @typescript-eslint/consistent-type-imports

let engine: Promise<Animate> | null = null;

export function loadAnimate(): Promise<Animate> {
  engine ??= import("framer-motion/dom/mini").then((module) => module.animate);
  return engine;
}
