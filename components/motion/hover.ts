/**
 * Hover scaling for cards, with their shadow lift. Plain CSS: it needs no script, works before
 * hydration, and does not scale for visitors who prefer reduced motion.
 */
export const hoverScale =
  "transition-[box-shadow,transform] duration-300 ease-out hover:shadow-lift motion-safe:hover:scale-[1.02]";
