"use client";

import { useEffect } from "react";

/** The home page opens at the top unless the visitor came for a section (/#contact). */
export function ScrollToTop() {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
  return null;
}
