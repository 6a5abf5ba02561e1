import type { IconName } from "@/lib/content/page-schema";
import { Icon } from "./icon";

export function IconTile({ name }: { name: IconName }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-night text-brand-300">
      <Icon name={name} className="size-6" />
    </span>
  );
}
