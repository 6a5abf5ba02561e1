"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { loadAnimate } from "./engine";
import { FADE_IN_SECONDS } from "./fade-in";
import { useMotionAllowed } from "./use-motion-allowed";

const RISE_PX = 24;
const lowered = `translateY(${RISE_PX}px)`;

/**
 * Fades in every `[data-reveal]` element (see FadeIn) the first time it scrolls into view. Only
 * what is still below the fold when the page becomes interactive is hidden and then revealed, so
 * nothing above the fold flickers. It runs again after a client-side navigation. The styles are
 * held by animations, never written to the elements, so React's markup stays untouched.
 *
 * The hold hides with opacity alone; the reveal starts lowered. A hold that also moved the
 * elements gave each a transform of its own, and the frame that applied the holds cost 46 ms of
 * style, layout and paint at 4× CPU on the home page instead of 27 ms (medians of 4 settled
 * loads), in the middle of hydration.
 */
export function RevealOnScroll() {
  const pathname = usePathname();
  const motionAllowed = useMotionAllowed();

  useEffect(() => {
    if (!motionAllowed) return;
    const pending = Array.from(document.querySelectorAll<HTMLElement>("[data-reveal]")).filter(
      (element) => element.getBoundingClientRect().top > window.innerHeight,
    );
    if (pending.length === 0) return;

    const holds = new Map(pending.map((element) => [element, element.animate([{ opacity: 0 }], { duration: 0, fill: "forwards" })]));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const element = entry.target as HTMLElement;
          observer.unobserve(element);
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
        }
      },
      { threshold: 0.1 },
    );
    pending.forEach((element) => observer.observe(element));
    return () => {
      observer.disconnect();
      holds.forEach((hold) => hold.cancel());
    };
  }, [motionAllowed, pathname]);

  return null;
}
