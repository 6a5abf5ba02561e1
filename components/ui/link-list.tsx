import type { PageLink } from "@/lib/content/page-schema";
import { SiteLink } from "@/lib/speed/site-link";

export function LinkList({ links, className, linkClassName }: { links: readonly PageLink[]; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <SiteLink href={link.href} className={linkClassName}>
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
