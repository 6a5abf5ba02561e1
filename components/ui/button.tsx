import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { SiteLink } from "@/lib/speed/site-link";

export type ButtonVariant = "primary" | "secondary" | "dark" | "light" | "outline-light" | "link";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "border border-surface-line bg-white text-ink shadow-sm hover:border-brand-300 hover:text-brand-700",
  dark: "bg-ink text-white hover:bg-ink-soft",
  light: "bg-white text-night hover:bg-brand-50",
  "outline-light": "border border-white/30 text-white hover:border-white hover:bg-white/10",
  link: "rounded-md px-0 text-brand-700 hover:text-brand-900",
};

const sizes: Record<ButtonSize, string> = {
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-7 text-base",
};

export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(base, variants[variant], variant === "link" ? "min-h-11 text-sm" : sizes[size], className);
}

type Styling = { variant?: ButtonVariant; size?: ButtonSize };

/** A link styled as a button. */
export function ButtonLink({ variant, size, className, ...props }: ComponentProps<"a"> & { href: string } & Styling) {
  return <SiteLink className={buttonClasses({ variant, size, className })} {...props} />;
}

export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & Styling) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
