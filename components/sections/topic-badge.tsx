import { badgeTone } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { AccentColor } from "@/lib/content/schema";
import { getCommonCopy } from "@/lib/content/pages";
import { SiteLink } from "@/lib/speed/site-link";

/**
 * A category or sector badge that leads to its topic page. On a card it sits above the card's own
 * link (which covers the whole card), so each keeps its own target. Styles: .topic-badge in globals.css.
 */
export function TopicBadge({
  href,
  kind,
  label,
  color,
}: {
  href: string;
  /** What the badge names, read by screen readers in the words of common.yaml (cards.topicKinds). */
  kind: "category" | "sector";
  label: string;
  color: AccentColor;
}) {
  return (
    <SiteLink href={href} className={cn("topic-badge", badgeTone(color))}>
      <span className="sr-only">{getCommonCopy().cards.topicKinds[kind]}: </span>
      <span>{label}</span>
    </SiteLink>
  );
}
