import { site } from "@/lib/site";
import { Mail } from "./icons";

export function EmailLink({ email = site.email, className, iconClassName }: { email?: string; className: string; iconClassName: string }) {
  return (
    <a href={`mailto:${email}`} className={className}>
      <Mail aria-hidden="true" className={iconClassName} />
      {email}
    </a>
  );
}
