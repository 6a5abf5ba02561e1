"use client";

import { useSyncExternalStore, type CSSProperties } from "react";
import { createPortal } from "react-dom";

export type ToastMessage = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};

/** Toast settings from the spec: one at a time, 5 s, swipe right to dismiss, F8 to focus. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_HOTKEY = ["F8"];

type Sonner = typeof import("sonner"); // eslint-disable-line @typescript-eslint/consistent-type-imports

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches the toast library. Pages that never show a toast never download it; components that
 * may need one (the contact form) call this when they mount, so a toast can still appear when the
 * network has just gone away.
 */
export function preloadToaster(): Promise<Sonner> {
  loading ??= import("sonner").then((module) => {
    sonner = module;
    listeners.forEach((notifyListener) => notifyListener());
    return module;
  });
  return loading;
}

/** Shows a toast; a new toast replaces the one on screen. */
export function notify({ title, description, variant = "default" }: ToastMessage) {
  void preloadToaster().then(({ toast }) => {
    toast.dismiss();
    const show = variant === "destructive" ? toast.error : toast;
    show(title, { description });
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The toast region, mounted at the end of the body once the library has been fetched; nothing
 * before. It is rendered by what shows toasts (the contact form, the share button), one per page,
 * so pages without toasts carry none of its code. `label` names the corner where messages appear,
 * for screen readers.
 */
export function ToasterHost({ label }: { label: string }) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => null,
  );
  if (!loaded) return null;
  const { Toaster } = loaded;
  // A portal: the component that renders the region may sit inside a transformed (animated)
  // ancestor, and a fixed region inside one would be placed against it, not the viewport.
  return createPortal(
    <Toaster
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      hotkey={TOAST_HOTKEY}
      swipeDirections={["right"]}
      richColors
      closeButton
      containerAriaLabel={label}
      style={{ "--width": "420px" } as CSSProperties}
      toastOptions={{ className: "font-sans" }}
    />,
    document.body,
  );
}
