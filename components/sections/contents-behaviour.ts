/** The contents list stays open beside the text from this width up (Tailwind's lg). */
export const WIDE = "(min-width: 64rem)";
/** A section counts as being read once its heading is this far from the top (below the fixed header). */
export const READING_LINE_PX = 120;

type Root = HTMLElement & { contentsBound?: boolean };

/**
 * The contents list opens on wide screens, the link of the section being read carries
 * aria-current while the page scrolls, and each section heading gets a link to itself (shown on
 * hover and focus) so that a reader can share a section. The links are added here rather than in
 * the HTML because they would cost bytes twice per heading (HTML and page data) on every article.
 *
 * It is sent as source text too, so it must not use anything from the module around it.
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
  // Only on scroll, read in the next frame: the page opens at the top, where no section is being
  // read yet, and a jump to a section or a restored position scrolls too. Measuring while the
  // page is still being parsed would force a layout of everything parsed so far, once more than
  // the first frame needs, and hold up that frame. Once the article has left the page (another
  // page was opened in the app), the listener removes itself.
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

/** The script with its arguments; "<" is escaped so no copy can end the script element. */
export function contentsScript(linkLabel: string): string {
  const args = [JSON.stringify(WIDE), READING_LINE_PX, JSON.stringify(linkLabel).replace(/</g, "\\u003c")].join(",");
  return `(${contentsBehaviour.toString()})(document.currentScript?.parentElement,${args})`;
}

