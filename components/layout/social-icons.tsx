import type { SocialProfile } from "@/lib/site";
import type { IconId } from "@/components/ui/icon-drawings";
import { SpriteIcon } from "@/components/ui/icons";

/** Each network's mark: a solid symbol of the icon sprite (components/ui/icon-drawings.ts). */
const marks: Record<SocialProfile["name"], IconId> = {
  LinkedIn: "linkedin",
  Twitter: "twitter",
  Facebook: "facebook",
  Instagram: "instagram",
};

/** A network's mark, decorative: the link around it names the network. */
export function SocialIcon({ name, className }: { name: SocialProfile["name"]; className?: string }) {
  return <SpriteIcon icon={marks[name]} aria-hidden="true" focusable="false" className={className} />;
}
