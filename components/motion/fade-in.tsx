import type { ReactNode } from "react";

export const FADE_IN_SECONDS = 0.5;

/** Server-rendered, visible markup animated by one page-wide observer, so it costs no hydration and works without JavaScript. */
export function FadeIn({
  children,
  delay = 0,
  className,
  as: Tag = "div",
}: {
  children: ReactNode;
  /** Seconds, for staggered grids. */
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

export const STAGGER_SECONDS = 0.1;

/** In a grid of `columns`, an item waits by its place in the row, so every row starts at once. */
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
