import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import type { IconName } from "@/lib/content/page-schema";

/** The site's one feature card: icon, title, text, and optional extras below. */
export function IconCard({
  icon,
  title,
  description,
  children,
  headingLevel = 3,
  className,
}: {
  icon: IconName;
  title: string;
  description: string;
  children?: ReactNode;
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div
      className={cn(
        "flex h-full flex-col rounded-2xl border border-surface-line bg-white p-7 shadow-card transition-shadow duration-300 hover:shadow-lift",
        className,
      )}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon name={icon} className="size-6" />
      </span>
      <Heading className="mt-6 text-lg font-semibold tracking-tight text-ink">{title}</Heading>
      <p className="mt-3 leading-7 text-ink-muted">{description}</p>
      {children}
    </div>
  );
}
