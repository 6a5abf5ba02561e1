import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { SHEET_DIALOG_CLASSES } from "./sheet-dialog";

export type SheetSide = "top" | "right" | "bottom" | "left";

/** How long the panel takes to slide out, in milliseconds (the page script waits for it; duration-300 of `.sheet-panel`). */
export const SHEET_EXIT_MS = 300;

/** Each side's placement and slide (`.sheet-panel-*` in app/globals.css). */
const sideClasses: Record<SheetSide, string> = {
  right: "sheet-panel-right",
  left: "sheet-panel-left",
  top: "sheet-panel-top",
  bottom: "sheet-panel-bottom",
};

/**
 * Attributes for the button that opens the sheet with this id. Without JavaScript it shows the
 * sheet as a popover; the page script takes the click over and sets aria-expanded.
 */
export function sheetOpenerProps(id: string) {
  return {
    type: "button" as const,
    "data-sheet-open": id,
    popoverTarget: id,
    "aria-haspopup": "dialog" as const,
    "aria-controls": id,
    suppressHydrationWarning: true,
  };
}

/** Attributes for a button inside the sheet with this id that closes it. */
export const sheetCloseProps = (id: string) => ({ type: "button" as const, "data-sheet-close": "", popoverTarget: id, popoverTargetAction: "hide" as const });

/**
 * A modal side panel built on the native <dialog>: the rest of the page is inert while it is
 * open, Tab and Shift+Tab cycle inside it, Escape closes it, and focus returns to the opener.
 * It slides in over 500 ms and out over 300 ms (no motion for reduced-motion users).
 *
 * It renders on the server and needs no React on the client: the page script
 * (components/layout/page-behaviour.ts) opens and closes every `[data-sheet]` from the first frame;
 * without any script it opens as a popover (not modal, closed by its button or Escape). The script
 * paints the opened sheet before it makes it modal, so render the sheet outside any element that
 * confines fixed positioning (one with a transform, a filter or a backdrop filter, such as the header).
 */
export function Sheet({
  id,
  side = "right",
  title,
  className,
  children,
}: {
  id: string;
  /** Where the panel slides in from. */
  side?: SheetSide;
  /** Accessible name of the dialog. */
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <dialog
      id={id}
      data-sheet=""
      data-state="closed"
      popover="auto"
      aria-labelledby={titleId}
      suppressHydrationWarning
      className={SHEET_DIALOG_CLASSES}
    >
      <div
        className={cn("sheet-panel", sideClasses[side], className)}
      >
        <h2 id={titleId} className="sr-only">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
