import type { IconName } from "@/lib/content/page-schema";
import type { IconId } from "./icon-drawings";

/** Content names whose drawing has another id in the sprite; every other name is its own id. */
const drawingOf = {
  building: "building-complex",
  "check-circle": "circle-check",
  refresh: "refresh-cw",
} as const satisfies Partial<Record<IconName, IconId>>;

/** The sprite symbol a content icon name (content/README.md) draws. */
export function iconId(name: IconName): IconId {
  if (name in drawingOf) return drawingOf[name as keyof typeof drawingOf];
  // A type error here names a content icon that is neither a sprite id nor in drawingOf.
  const direct: Exclude<IconName, keyof typeof drawingOf> = name as Exclude<IconName, keyof typeof drawingOf>;
  return direct;
}
