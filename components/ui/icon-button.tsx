import type { ComponentProps } from "react";
import type { IconComponent } from "./icons";

export function IconButton({
  icon: Icon,
  iconClassName = "size-5",
  label,
  ...props
}: Omit<ComponentProps<"button">, "children"> & { icon: IconComponent; iconClassName?: string; label: string }) {
  return (
    <button {...props}>
      <Icon aria-hidden="true" className={iconClassName} />
      <span className="sr-only">{label}</span>
    </button>
  );
}
