import type { ReactNode } from "react";

export const FADE_IN_SECONDS = 0.5;

/**
 * Content that fades in the first time it scrolls into view, once. It renders on the server as
 * plain, visible markup; one observer for the whole page (RevealOnScroll, in the root layout)
 * animates it in the browser. So each fade-in costs no hydration, nothing is lost without
 * JavaScript, and visitors who prefer reduced motion see everything still.
 */
export function FadeIn({
  children,
  delay = 0,
  className,
  as: Tag = "div",
}: {
  children: ReactNode;
  /** Seconds to wait after entering the view (for staggered grids). */
  delay?: number;
  className?: string;
  as?: "div" | "li";
}) {
  return (
    <Tag data-reveal={delay || ""} className={className}>
      {children}
    </Tag>
  );
}

/** Seconds between one item's fade-in and the next in a staggered list. */
export const STAGGER_SECONDS = 0.1;

/**
 * A list whose items fade in one after another: item i waits i × `stagger` seconds, or, in a grid
 * of `columns`, its place in the row × `stagger`, so every row starts at once.
 */
export function FadeInList<T>({
  items,
  keyOf,
  children,
  as: List = "ul",
  className,
  columns,
  stagger = STAGGER_SECONDS,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** One item's content, inside its fading `<li>`. */
  children: (item: T, index: number) => ReactNode;
  as?: "ul" | "ol";
  className?: string;
  columns?: number;
  stagger?: number;
}) {
  return (
    <List className={className}>
      {items.map((item, index) => (
        <FadeIn as="li" key={keyOf(item)} delay={(columns ? index % columns : index) * stagger}>
          {children(item, index)}
        </FadeIn>
      ))}
    </List>
  );
}
