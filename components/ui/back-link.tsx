import { ArrowLeft } from "@/components/ui/icons";
import { SiteLink } from "@/lib/speed/site-link";

export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <SiteLink
      href={href}
      className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-ink-soft hover:text-brand-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </SiteLink>
  );
}
