"use client";

import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { cn } from "@/lib/cn";

export type SheetSide = "top" | "right" | "bottom" | "left";

/** Slide-in durations, in milliseconds. */
export const SHEET_ENTER_MS = 500;
export const SHEET_EXIT_MS = 300;

const sideClasses: Record<SheetSide, { panel: string; hidden: string }> = {
  right: { panel: "inset-y-0 right-0 ml-auto h-full w-[min(88vw,24rem)]", hidden: "translate-x-full" },
  left: { panel: "inset-y-0 left-0 mr-auto h-full w-[min(88vw,24rem)]", hidden: "-translate-x-full" },
  top: { panel: "inset-x-0 top-0 mb-auto w-full max-h-[85vh]", hidden: "-translate-y-full" },
  bottom: { panel: "inset-x-0 bottom-0 mt-auto w-full max-h-[85vh]", hidden: "translate-y-full" },
};

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Phase = "closed" | "opening" | "open" | "closing";

type SheetProps = {
  open: boolean;
  onClose: () => void;
  /** Where the panel slides in from. */
  side?: SheetSide;
  /** Accessible name of the dialog. */
  title: string;
  /** Element that gets focus back once the sheet has closed (usually the button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
};

/**
 * A modal side panel built on the native <dialog>: the rest of the page is inert while it is
 * open, Tab and Shift+Tab cycle inside it, Escape closes it, and focus returns to the opener.
 * It slides in over 500 ms and out over 300 ms (no motion for reduced-motion users).
 */
export function Sheet({ open, onClose, side = "right", title, returnFocusTo, className, children }: SheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [phase, setPhase] = useState<Phase>("closed");
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      setPhase("opening");
      // Let the closed position paint once so the transform transitions into place.
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setPhase("open")));
      return () => cancelAnimationFrame(frame);
    }
    if (!open && dialog.open) {
      setPhase("closing");
      const timer = window.setTimeout(() => {
        dialog.close();
        setPhase("closed");
        returnFocusTo?.current?.focus({ preventScroll: true });
      }, reducedMotion() ? 0 : SHEET_EXIT_MS);
      return () => window.clearTimeout(timer);
    }
  }, [open, returnFocusTo]);

  const trapFocus = useCallback((event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? []);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }, []);

  const shown = phase === "open";
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onKeyDown={trapFocus}
      onCancel={(event) => {
        // Escape: run the animated close instead of the instant native one.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      data-state={phase}
      className={cn(
        "fixed inset-0 m-0 h-full w-full max-h-none max-w-none overflow-visible bg-transparent p-0 backdrop:bg-night/50 backdrop:opacity-0 backdrop:transition-opacity",
        shown && "backdrop:opacity-100",
      )}
    >
      <div
        className={cn(
          "absolute flex flex-col overflow-y-auto bg-white shadow-lift transition-transform ease-out motion-reduce:transition-none",
          shown ? "translate-x-0 translate-y-0 duration-500" : cn(sideClasses[side].hidden, "duration-300 ease-in"),
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

function reducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
