import { PageHero } from "@/components/sections/page-hero";
import type { BookContent } from "@/lib/content/page-schema";
import { SiteLink } from "@/lib/speed/site-link";
import { PickerSkeleton } from "./picker-skeleton";
import { SessionFacts } from "./session-overview";

/*
 * The booking page's markup that never changes once shown, kept as server HTML (app/book/page.tsx,
 * components/server-markup.ts): its words travel once, in the document, and the picker's code is
 * what the page loads up front beside a content page's.
 */

export function BookHeroMarkup({ copy, minutes }: { copy: Pick<BookContent, "hero" | "facts">; minutes: number }) {
  return (
    <PageHero badge={copy.hero.badge} title={copy.hero.title} intro={copy.hero.intro}>
      <SessionFacts facts={copy.facts} minutes={minutes} />
    </PageHero>
  );
}

/** The picker's outline until its code and the free times come; without scripts, the way to write instead. */
export function PickerOutlineMarkup({ picker, contact }: { picker: BookContent["picker"]; contact: { href: string; label: string } }) {
  return (
    <>
      <PickerSkeleton loading={picker.loading} footer={{ note: picker.chooseTime, action: picker.continue }} />
      <noscript>
        <p className="mt-6 leading-7 text-ink-muted">
          {picker.needsScript}{" "}
          <SiteLink href={contact.href} className="font-semibold text-brand-700 underline underline-offset-4">
            {contact.label}
          </SiteLink>
        </p>
      </noscript>
    </>
  );
}
