"use client";

import { useSyncExternalStore, type CSSProperties } from "react";
import { createPortal } from "react-dom";

export type ToastMessage = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};

/** Toast settings from the spec. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_HOTKEY = ["F8"];

type Sonner = typeof import("sonner"); // eslint-disable-line @typescript-eslint/consistent-type-imports

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/** Components that may toast call this on mount, so a toast can still appear once the network has gone. */
export function preloadToaster(): Promise<Sonner> {
  loading ??= import("sonner").then((module) => {
    sonner = module;
    listeners.forEach((notifyListener) => notifyListener());
    return module;
  });
  return loading;
}

/** A new toast replaces the one on screen. */
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

/** Rendered by what shows toasts, so pages without toasts carry none of its code. */
export function ToasterHost({ label }: { label: string }) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => null,
  );
  if (!loaded) return null;
  const { Toaster } = loaded;
  // A portal: inside a transformed ancestor a fixed region would be placed against it, not the viewport.
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
