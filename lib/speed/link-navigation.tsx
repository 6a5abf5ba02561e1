"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { prefetchBody } from "./body-fetch";
import { PLAIN_NEXT } from "./mode";
import { linkedBodyFragment, opensAsDocument } from "@/lib/paths";

const ASK_AGAIN_AFTER_MS = 30_000;

export type LinkFacts = { href: string; target: string; role: string | null; download: boolean };

export type InAppTarget = {
  /** Path and query: what the router prefetches. */
  page: string;
  /** Path, query and fragment: where a click goes. */
  url: string;
  samePage: boolean;
};

/** Null when the browser follows the link itself: a button-like link, a download, another site, a file, the API or a page that opens as a document. */
export function inAppTarget(link: LinkFacts, here: string): InAppTarget | null {
  if (link.role === "button" || link.download) return null;
  if (link.target && link.target !== "_self") return null;
  const current = new URL(here);
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith("/api/") || opensAsDocument(url.pathname)) return null;
  const page = url.pathname + url.search;
  return { page, url: page + url.hash, samePage: page === current.pathname + current.search };
}

export type ClickFacts = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">;

export function isPlainClick(click: ClickFacts): boolean {
  return !click.defaultPrevented && click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
}

export function clickTarget(link: LinkFacts, here: string): string | null {
  const target = inAppTarget(link, here);
  // A jump within the page is the browser's: it scrolls, moves focus and adds the history entry itself.
  if (!target || (target.samePage && new URL(target.url, here).hash)) return null;
  return target.url;
}

const factsOf = (anchor: HTMLAnchorElement): LinkFacts => ({
  href: anchor.href,
  target: anchor.target,
  role: anchor.getAttribute("role"),
  download: anchor.hasAttribute("download"),
});

const anchorOf = (event: Event) => {
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
};

/**
 * Makes every plain <a> of the site work like next/link with one set of document listeners.
 * Prefetches on intent, never on view: a list page would fetch every page it shows.
 */
function DocumentLinkNavigation() {
  const router = useRouter();

  useEffect(() => {
    // The pointer crosses a card's inner elements many times; asking again later refetches a stale page.
    const asked = new Map<string, number>();
    const onIntent = (event: Event) => {
      if (event instanceof PointerEvent && event.pointerType !== "mouse") return;
      const anchor = anchorOf(event);
      const target = anchor && inAppTarget(factsOf(anchor), window.location.href);
      if (!target || target.samePage || event.timeStamp - (asked.get(target.page) ?? -Infinity) < ASK_AGAIN_AFTER_MS) return;
      asked.set(target.page, event.timeStamp);
      router.prefetch(target.page);
      // An article's or case study's body is not in its page data: it comes from its own address.
      const body = linkedBodyFragment(target.page);
      if (body) prefetchBody(body);
    };
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const anchor = anchorOf(event);
      const url = anchor && clickTarget(factsOf(anchor), window.location.href);
      if (!url) return;
      event.preventDefault();
      router.push(url);
    };
    const passive = { passive: true } as const;
    document.addEventListener("pointerover", onIntent, passive);
    document.addEventListener("touchstart", onIntent, passive);
    document.addEventListener("focusin", onIntent);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("touchstart", onIntent);
      document.removeEventListener("focusin", onIntent);
      document.removeEventListener("click", onClick);
    };
  }, [router]);

  return null;
}

export const LinkNavigation = PLAIN_NEXT ? () => null : DocumentLinkNavigation;
