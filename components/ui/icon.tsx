import type { IconName } from "@/lib/content/page-schema";
import { iconId } from "./icon-ids";
import { SpriteIcon } from "./icons";

/** A decorative icon by content name; it is hidden from screen readers. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SpriteIcon icon={iconId(name)} aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />;
}
