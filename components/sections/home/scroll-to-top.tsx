"use client";

import { useEffect } from "react";

/**
 * The home page opens at the top. Browsers put a reloaded or revisited page back where it was
 * left; this undoes that, unless the visitor came for a section (/#contact). A fresh visit is
 * left alone, so a visitor who starts scrolling before the page is interactive is never yanked back.
 */
export function ScrollToTop() {
  useEffect(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const restored = navigation?.type === "reload" || navigation?.type === "back_forward";
    if (restored && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
  return null;
}
