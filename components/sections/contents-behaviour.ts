/** Tailwind's lg. */
export const WIDE = "(min-width: 64rem)";
/** Below the fixed header. */
export const READING_LINE_PX = 120;

type Root = HTMLElement & { contentsBound?: boolean };

/**
 * Heading links are added here, not in the HTML, where they would cost bytes twice per heading.
 * Sent as source text, so it may use nothing from this module.
 */
export function contentsBehaviour(root: Root | null | undefined, wide: string, line: number, linkLabel: string) {
  if (!root || root.contentsBound) return;
  root.contentsBound = true;
  for (const heading of Array.from(root.querySelectorAll<HTMLElement>('[id^="markdown:"] :is(h2, h3)[id]'))) {
    // A body shown again in the app (the way back) keeps the links it was given the first time.
    if (heading.parentElement?.classList.contains("heading-anchor")) continue;
    const wrap = document.createElement("div");
    const link = document.createElement("a");
    wrap.className = "heading-anchor";
    link.className = "heading-link";
    link.href = `#${heading.id}`;
    link.setAttribute("aria-label", linkLabel.replace("{title}", () => heading.textContent ?? ""));
    link.textContent = "#";
    heading.before(wrap);
    wrap.append(heading, link);
  }
  const list = root.querySelector("details");
  if (!list) return;
  if (window.matchMedia(wide).matches) list.open = true;
  const links = Array.from(list.querySelectorAll<HTMLAnchorElement>("a[href^='#']"));
  let current: HTMLAnchorElement | undefined;
  let queued = false;
  const update = () => {
    queued = false;
    let reading: HTMLAnchorElement | undefined;
    for (const link of links) {
      const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (heading && heading.getBoundingClientRect().top <= line) reading = link;
    }
    if (reading === current) return;
    current?.removeAttribute("aria-current");
    reading?.setAttribute("aria-current", "location");
    current = reading;
  };
  // Only on scroll: measuring while the page is parsed would force a layout and hold up the first frame.
  const onScroll = () => {
    if (!root.isConnected) {
      window.removeEventListener("scroll", onScroll);
    } else if (!queued) {
      queued = true;
      requestAnimationFrame(update);
    }
  };
  window.addEventListener("scroll", onScroll, { passive: true });
}

/** "<" is escaped so no copy can end the script element. */
export function contentsScript(linkLabel: string): string {
  const args = [JSON.stringify(WIDE), READING_LINE_PX, JSON.stringify(linkLabel).replace(/</g, "\\u003c")].join(",");
  return `(${contentsBehaviour.toString()})(document.currentScript?.parentElement,${args})`;
}

