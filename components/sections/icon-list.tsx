import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import type { IconName } from "@/lib/content/page-schema";

/** A list of points, each an icon in a tile beside its title and a sentence (contact benefits, what a session covers). */
export function IconList({ items, className }: { items: readonly { icon: IconName; title: string; description: string }[]; className?: string }) {
  return (
    <ul className={cn("space-y-7", className)}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-5">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-card ring-1 ring-surface-line">
            <Icon name={item.icon} className="size-6" />
          </span>
          <div>
            <h3 className="font-semibold text-ink">{item.title}</h3>
            <p className="mt-1 leading-7 text-ink-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
