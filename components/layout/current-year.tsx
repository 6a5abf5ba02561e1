"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * The year the page is viewed in. The prerendered HTML carries the build year; the browser
 * shows its own year, so a page built in December still reads right in January.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
