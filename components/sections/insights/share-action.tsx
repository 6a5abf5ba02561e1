"use client";

import { useState, useSyncExternalStore, type ReactNode } from "react";
import type * as Toasts from "@/components/ui/toaster";
import type { CommonCopy } from "@/lib/content/page-schema";

const noSubscription = () => () => {};

/** A link that opens the visitor's mail program with the article's title and address filled in. */
const shareByEmailHref = (title: string, url: string) =>
  `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;

/**
 * The share button's behaviour: the system share sheet where the browser has one; otherwise the
 * link is copied and a toast says so. The toast code is fetched on the first click that needs
 * it, so the article carries none of it up front. Until the page's scripts run (and without
 * them) it is a plain link that shares the article by e-mail.
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
  const scripted = useSyncExternalStore(noSubscription, () => true, () => false);

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

  if (!scripted) {
    return (
      <a href={shareByEmailHref(title, url)} className={className}>
        {children}
      </a>
    );
  }

  return (
    <>
      <button type="button" className={className} onClick={share}>
        {children}
      </button>
      {toasts && <toasts.ToasterHost label={toastRegionLabel} />}
    </>
  );
}
