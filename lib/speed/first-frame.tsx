import { PLAIN_NEXT } from "./mode";

/**
 * Holds the first frame until the parser has reached the element with this id, so a long page is
 * drawn in one frame rather than in several while a first tap waits. Put it in the document's head.
 */
export function HoldFirstFrame({ until }: { until: string }) {
  return PLAIN_NEXT ? null : <link rel="expect" href={`#${until}`} blocking="render" />;
}
