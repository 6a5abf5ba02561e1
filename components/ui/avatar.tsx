import { cn } from "@/lib/cn";
import { initials } from "@/lib/format";

const sizes = {
  md: "size-12",
  lg: "size-14 text-lg",
  xl: "size-16 text-xl",
} as const;

/** A person's initials on the brand gradient; decorative, since the name is always written beside it. */
export function InitialsAvatar({ name, size = "md" }: { name: string; size?: keyof typeof sizes }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 font-semibold text-white",
        sizes[size],
      )}
    >
      {initials(name)}
    </span>
  );
}
