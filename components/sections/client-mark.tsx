import type { IconId } from "@/components/ui/icon-drawings";
import { SpriteIcon } from "@/components/ui/icons";
import type { ClientMark as Mark } from "@/lib/content/page-schema";

/** A client's drawn mark, a symbol of the icon sprite: decorative, since the name is always written beside it. */
export function ClientMark({ mark, className }: { mark: Mark; className?: string }) {
  return <SpriteIcon icon={`client-${mark}` satisfies IconId} aria-hidden="true" focusable="false" className={className} />;
}
