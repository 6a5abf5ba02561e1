import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { SHEET_DIALOG_CLASSES } from "./sheet-dialog";

export type SheetSide = "top" | "right" | "bottom" | "left";

/** How long the panel takes to slide out, in milliseconds (the page script waits for it; duration-300 below). */
export const SHEET_EXIT_MS = 300;

const sideClasses: Record<SheetSide, { panel: string; hidden: string; entering: string }> = {
  right: { panel: "inset-y-0 right-0 ml-auto h-full w-[min(88vw,24rem)]", hidden: "translate-x-full", entering: "group-data-[state=open]/sheet:starting:translate-x-full" },
  left: { panel: "inset-y-0 left-0 mr-auto h-full w-[min(88vw,24rem)]", hidden: "-translate-x-full", entering: "group-data-[state=open]/sheet:starting:-translate-x-full" },
  top: { panel: "inset-x-0 top-0 mb-auto w-full max-h-[85vh]", hidden: "-translate-y-full", entering: "group-data-[state=open]/sheet:starting:-translate-y-full" },
  bottom: { panel: "inset-x-0 bottom-0 mt-auto w-full max-h-[85vh]", hidden: "translate-y-full", entering: "group-data-[state=open]/sheet:starting:translate-y-full" },
};

/** Attributes for the button that opens the sheet with this id. */
export function sheetOpenerProps(id: string) {
  return {
    type: "button" as const,
    "data-sheet-open": id,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": false,
    "aria-controls": id,
    // The page script flips aria-expanded before React hydrates.
    suppressHydrationWarning: true,
  };
}

/** Attributes for a button inside the sheet that closes it. */
export const sheetCloseProps = { type: "button" as const, "data-sheet-close": "" };

/**
 * A modal side panel built on the native <dialog>: the rest of the page is inert while it is
 * open, Tab and Shift+Tab cycle inside it, Escape closes it, and focus returns to the opener.
 * It slides in over 500 ms and out over 300 ms (no motion for reduced-motion users).
 *
 * It renders on the server and needs no React on the client: the page script
 * (components/layout/page-behaviour.ts) opens and closes every `[data-sheet]` from the first frame,
 * so a tap works before the framework has loaded. The script paints the opened sheet before it
 * makes it modal, so render the sheet outside any element that confines fixed positioning (one
 * with a transform, a filter or a backdrop filter, such as the header).
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
      aria-labelledby={titleId}
      suppressHydrationWarning
      className={SHEET_DIALOG_CLASSES}
    >
      <div
        className={cn(
          "absolute flex flex-col overflow-y-auto bg-white shadow-lift transition-transform duration-300 ease-in motion-reduce:transition-none",
          "group-data-[state=open]/sheet:translate-x-0 group-data-[state=open]/sheet:translate-y-0 group-data-[state=open]/sheet:duration-500 group-data-[state=open]/sheet:ease-out",
          sideClasses[side].hidden,
          sideClasses[side].entering,
          sideClasses[side].panel,
          className,
        )}
      >
        <h2 id={titleId} className="sr-only">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
