"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

const ASK_AGAIN_AFTER_MS = 30_000;

export type LinkFacts = { href: string; target: string; role: string | null; download: boolean };

/**
 * The page a link would open with a client-side navigation, as the router's prefetch takes it
 * (path and query), or null when there is nothing to prefetch: a control that only looks like a
 * link (the header's search button), a download, a new tab, another site, a jump within the page,
 * a file (the feed, an image) or the API.
 */
export function intentTarget(link: LinkFacts, here: string): string | null {
  if (link.role === "button" || link.download) return null;
  if (link.target && link.target !== "_self") return null;
  let url: URL;
  const current = new URL(here);
  try {
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith("/api/")) return null;
  return url.pathname + url.search;
}

/**
 * Prefetches a page when the visitor shows they may open it: a mouse pointer over its link, a
 * finger on it, or keyboard focus on it. Links are not prefetched on view (see components/ui/link),
 * so a page costs nothing after it has loaded, and the page the visitor chooses is usually in the
 * router's cache by the time the click lands. One listener on the document serves every link,
 * those rendered after a client-side navigation included.
 */
export function PrefetchOnIntent() {
  const router = useRouter();

  useEffect(() => {
    // When each page was last asked for: the pointer crosses a card's inner elements many times.
    // The router keeps what it prefetched for as long as it is fresh; asking again later lets it
    // fetch a page whose copy has gone stale.
    const asked = new Map<string, number>();
    const onIntent = (event: Event) => {
      if (event instanceof PointerEvent && event.pointerType !== "mouse") return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = intentTarget(
        { href: anchor.href, target: anchor.target, role: anchor.getAttribute("role"), download: anchor.hasAttribute("download") },
        window.location.href,
      );
      if (!target || event.timeStamp - (asked.get(target) ?? -Infinity) < ASK_AGAIN_AFTER_MS) return;
      asked.set(target, event.timeStamp);
      router.prefetch(target);
    };
    const passive = { passive: true } as const;
    document.addEventListener("pointerover", onIntent, passive);
    document.addEventListener("touchstart", onIntent, passive);
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("touchstart", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [router]);

  return null;
}
