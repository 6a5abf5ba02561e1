"use client";

import { useEffect } from "react";

/** The footer's HTML carries the year it was built in; the reader's own year replaces it. */
export function CurrentYear() {
  useEffect(() => {
    for (const year of Array.from(document.querySelectorAll("[data-current-year]"))) year.textContent = String(new Date().getFullYear());
  }, []);
  return null;
}
