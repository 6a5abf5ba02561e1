import { EmailLink } from "@/components/ui/email-link";
import { LinkList } from "@/components/ui/link-list";
import { Container } from "@/components/ui/section";
import type { CommonCopy, PageLink } from "@/lib/content/page-schema";
import { site } from "@/lib/site";
import { fillTemplate } from "@/lib/format";
import { FOOTER_LEGAL_ID } from "./frame-ids";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icons";

const columnTitle = "text-sm font-semibold uppercase tracking-[0.14em] text-white";

function FooterColumn({ title, links }: { title: string; links: readonly PageLink[] }) {
  return (
    <div>
      <h2 className={columnTitle}>{title}</h2>
      <LinkList links={links} className="mt-5 space-y-3" linkClassName="rounded-sm text-slate-300 transition-colors hover:text-white" />
    </div>
  );
}

/** The footer's contents (kept as server markup, ./site-frame.tsx). */
export function SiteFooterMarkup({ copy, homeLabel }: { copy: CommonCopy["footer"]; homeLabel: string }) {
  return (
    <>
      <Container className="grid gap-12 py-16 sm:py-20 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <Logo label={homeLabel} onDark />
          <p className="mt-5 leading-7">{copy.tagline}</p>
          <ul className="mt-6 flex gap-3" aria-label={copy.socialLabel}>
            {site.social.map((profile) => (
              <li key={profile.name}>
                <a
                  href={profile.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/5 text-slate-300 ring-1 ring-white/10 transition-colors hover:bg-white/10 hover:text-white"
                >
                  <SocialIcon name={profile.name} className="size-[18px]" />
                  <span className="sr-only">{fillTemplate(copy.socialLink, { network: profile.name })}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={copy.servicesTitle} links={copy.services} />
        <FooterColumn title={copy.companyTitle} links={copy.company} />
        <div>
          <h2 className={columnTitle}>{copy.contactTitle}</h2>
          <p className="mt-5 leading-7">{copy.contactText}</p>
          <EmailLink
            className="mt-4 inline-flex items-center gap-2 rounded-sm font-medium text-white underline decoration-white/30 underline-offset-4 hover:decoration-white"
            iconClassName="size-4"
          />
          <address className="mt-5 text-sm not-italic leading-6 text-slate-400">
            {site.address.street}
            <br />
            {site.address.locality}, {site.address.region} {site.address.postalCode}
          </address>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span data-current-year="">{new Date().getFullYear()}</span> {site.legalName}{`. ${copy.rights}`}
          </p>
          <nav id={FOOTER_LEGAL_ID} aria-label={copy.legalLabel}>
            <LinkList links={copy.legal} className="flex flex-wrap gap-x-6 gap-y-2" linkClassName="rounded-sm hover:text-white" />
          </nav>
        </Container>
      </div>
    </>
  );
}
