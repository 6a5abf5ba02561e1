import { useEffect, type RefObject } from "react";

/**
 * Calls `load` once the element nears the viewport or the visitor reaches into it, so a part of a
 * prerendered page fetches its code only when it is about to be used.
 */
export function useLoadOnApproach(ref: RefObject<HTMLElement | null>, load: () => void, done: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!element || done) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      load();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: "600px 0px",
    });
    observer.observe(element);
    element.addEventListener("focusin", start);
    element.addEventListener("pointerenter", start);
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", start);
      element.removeEventListener("pointerenter", start);
    };
  }, [ref, load, done]);
}
