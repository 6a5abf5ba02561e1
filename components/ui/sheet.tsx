import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { SHEET_DIALOG_CLASSES } from "./sheet-dialog";

export type SheetSide = "top" | "right" | "bottom" | "left";

/** Matches the exit duration of `.sheet-panel`; the page script waits for it. */
export const SHEET_EXIT_MS = 300;

const sideClasses: Record<SheetSide, string> = {
  right: "sheet-panel-right",
  left: "sheet-panel-left",
  top: "sheet-panel-top",
  bottom: "sheet-panel-bottom",
};

/** Without JavaScript the button shows the sheet as a popover; the page script takes the click over. */
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

export const sheetCloseProps = (id: string) => ({ type: "button" as const, "data-sheet-close": "", popoverTarget: id, popoverTargetAction: "hide" as const });

/**
 * A side panel on the native <dialog>, opened and closed by the page script, needing no React.
 * The script paints it before making it modal, so render it outside any element that confines
 * fixed positioning (a transform or a backdrop filter, such as the header's).
 */
export function Sheet({
  id,
  side = "right",
  title,
  className,
  children,
}: {
  id: string;
  side?: SheetSide;
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
