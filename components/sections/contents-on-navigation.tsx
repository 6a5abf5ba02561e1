"use client";

import { useEffect } from "react";
import { contentsBehaviour, READING_LINE_PX, WIDE } from "./contents-behaviour";

/** A script that React inserts never runs: on an article opened in the app, this does its work. */
export function ContentsOnNavigation({ linkLabel }: { linkLabel: string }) {
  useEffect(() => {
    contentsBehaviour(document.querySelector<HTMLElement>("[data-contents]"), WIDE, READING_LINE_PX, linkLabel);
  }, [linkLabel]);
  return null;
}
