"use client";

import { useState, type ReactNode } from "react";
import type * as Toasts from "@/components/ui/toaster";
import type { CommonCopy } from "@/lib/content/page-schema";

/**
 * The share button's behaviour: the system share sheet where the browser has one; otherwise the
 * link is copied and a toast says so. The toast code is fetched on the first click that needs
 * it, so the article carries none of it up front.
 */
export function ShareAction({
  title,
  url,
  copy,
  toastRegionLabel,
  className,
  children,
}: {
  title: string;
  url: string;
  copy: CommonCopy["shareArticle"];
  toastRegionLabel: string;
  className: string;
  children: ReactNode;
}) {
  const [toasts, setToasts] = useState<typeof Toasts | null>(null);

  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    // Written before anything is fetched: some browsers allow it only close to the click.
    const copied = (async () => navigator.clipboard.writeText(url))().then(
      () => true,
      () => false,
    );
    const loaded = toasts ?? (await import("@/components/ui/toaster"));
    setToasts(() => loaded);
    loaded.notify((await copied) ? copy.copied : { title: copy.failed, description: url, variant: "destructive" });
  };

  return (
    <>
      <button type="button" className={className} onClick={share}>
        {children}
      </button>
      {toasts && <toasts.ToasterHost label={toastRegionLabel} />}
    </>
  );
}
