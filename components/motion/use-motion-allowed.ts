"use client";

import { useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: no-preference)";

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * True once the page runs in a browser whose user has not asked for reduced motion. False on the
 * server and in the first render, so the prerendered page is always still and fully visible.
 */
export function useMotionAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
