import { cn } from "@/lib/cn";
import { site } from "@/lib/site";
import { SiteLink } from "@/lib/speed/site-link";

/** The firm's mark: an arc over a spark, drawn inline so it needs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="9" fill="#0B1530" />
      <path d="M7.5 22.5a8.5 8.5 0 0 1 17 0" fill="none" stroke="#8AAEFF" strokeWidth="3" strokeLinecap="round" />
      <path d="M16 8.5l1.6 3.9 3.9 1.6-3.9 1.6L16 19.5l-1.6-3.9-3.9-1.6 3.9-1.6z" fill="#F5A524" />
    </svg>
  );
}

/** The mark and the firm's name, linking home; `label` names the link for screen readers. */
export function Logo({ label, onDark = false, className }: { label: string; onDark?: boolean; className?: string }) {
  return (
    <SiteLink
      href="/"
      aria-label={label}
      className={cn("inline-flex items-center gap-2.5 rounded-md", className)}
    >
      <LogoMark className="size-8 shrink-0" />
      <span className={cn("whitespace-nowrap text-lg font-semibold tracking-tight", onDark ? "text-white" : "text-ink")}>
        {site.shortName}
        <span className={cn("font-normal", onDark ? "text-slate-300" : "text-ink-muted")}>{site.name.slice(site.shortName.length)}</span>
      </span>
    </SiteLink>
  );
}
