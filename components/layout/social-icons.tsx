import type { SocialProfile } from "@/lib/site";
import { cn } from "@/lib/cn";

/** Each network's mark: `.social-icon-*` in app/globals.css. */
const marks: Record<SocialProfile["name"], string> = {
  LinkedIn: "social-icon-linkedin",
  Twitter: "social-icon-twitter",
  Facebook: "social-icon-facebook",
  Instagram: "social-icon-instagram",
};

export function SocialIcon({ name, className }: { name: SocialProfile["name"]; className?: string }) {
  return <span aria-hidden="true" className={cn("social-icon", marks[name], className)} />;
}
