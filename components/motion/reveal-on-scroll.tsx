"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { loadAnimate } from "./engine";
import { FADE_IN_SECONDS } from "./fade-in";
import { useMotionAllowed } from "./use-motion-allowed";

const RISE_PX = 24;
const lowered = `translateY(${RISE_PX}px)`;

function observeOnce(options: IntersectionObserverInit, onEnter: (element: HTMLElement, entry: IntersectionObserverEntry) => void) {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      onEnter(entry.target as HTMLElement, entry);
    }
  }, options);
  return observer;
}

/**
 * Fades in every `[data-reveal]` element the first time it scrolls into view. Each is hidden only as
 * it nears the view (hiding all at once during hydration cost a long frame), and by animations, so
 * React's markup stays untouched.
 */
export function RevealOnScroll() {
  const pathname = usePathname();
  const motionAllowed = useMotionAllowed();

  useEffect(() => {
    if (!motionAllowed) return;
    const holds = new Map<HTMLElement, Animation>();
    const view = observeOnce({ threshold: 0.1 }, (element) => {
      const delay = Number(element.dataset.reveal) || 0;
      void loadAnimate().then(
        (animate) =>
          animate(element, { opacity: [0, 1], transform: [lowered, "translateY(0px)"] }, {
            duration: FADE_IN_SECONDS,
            delay,
            ease: "easeOut",
          }).finished,
      ).finally(() => {
        holds.get(element)?.cancel();
        holds.delete(element);
      });
    });
    // Already in view (above the fold, or after a jump or a fast scroll), it stays as it is.
    const near = observeOnce({ rootMargin: "0px 0px 50% 0px" }, (element, entry) => {
      if (entry.boundingClientRect.top < window.innerHeight) return;
      holds.set(element, element.animate([{ opacity: 0 }], { duration: 0, fill: "forwards" }));
      view.observe(element);
    });
    document.querySelectorAll<HTMLElement>("[data-reveal]").forEach((element) => near.observe(element));
    return () => {
      near.disconnect();
      view.disconnect();
      holds.forEach((hold) => hold.cancel());
    };
  }, [motionAllowed, pathname]);

  return null;
}
