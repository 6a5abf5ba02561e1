import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icons";
import { Container } from "@/components/ui/section";
import { cn } from "@/lib/cn";
import type { PageLink } from "@/lib/content/page-schema";

/** Pure CSS, nothing to download. */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="hero-backdrop">
      <div className="hero-grid" />
      <div className="hero-glow-brand" />
      <div className="hero-glow-ember" />
    </div>
  );
}

/** Fades in on load with CSS, so it is on screen before any script runs. */
export function PageHero({
  badge,
  title,
  intro,
  actions,
  before,
  art,
  children,
}: {
  badge: ReactNode;
  title: string;
  intro?: ReactNode;
  actions?: HeroLinks;
  before?: ReactNode;
  art?: ReactNode;
  children?: ReactNode;
}) {
  const extra = children && <div className="mt-12 animate-fade-up [animation-delay:120ms]">{children}</div>;
  return (
    <section className={cn("relative isolate overflow-hidden pb-16 pt-32 sm:pb-24 sm:pt-40", art ? "hero-art" : "bg-surface")}>
      {!art && <HeroBackdrop />}
      <Container className="relative">
        <div className={art ? undefined : "max-w-3xl"}>
          {before && <div className="mb-8 animate-fade-up">{before}</div>}
          <div className="flex animate-fade-up flex-wrap items-center gap-3">{typeof badge === "string" ? <HeroBadge>{badge}</HeroBadge> : badge}</div>
          {/* The headline and intro are the largest paint, so they are painted at once; the rest fades in. */}
          <h1 className={cn("mt-5 text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl", !art && "lg:text-6xl lg:leading-[1.05]")}>{title}</h1>
          {intro && <div className="mt-6 text-lg leading-8 text-pretty text-ink-muted sm:text-xl sm:leading-9">{typeof intro === "string" ? <p>{intro}</p> : intro}</div>}
          {actions && (
            <div className="mt-10 flex animate-fade-up flex-wrap gap-3 [animation-delay:80ms]">
              <HeroActions {...actions} />
            </div>
          )}
          {art && extra}
        </div>
        {art ?? extra}
      </Container>
    </section>
  );
}

type HeroLinks = { primary: PageLink; secondary: PageLink };

export function HeroActions({ primary, secondary }: HeroLinks) {
  return (
    <>
      <ButtonLink href={primary.href} size="lg">
        {primary.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
      <ButtonLink href={secondary.href} variant="secondary" size="lg">
        {secondary.label}
      </ButtonLink>
    </>
  );
}

function HeroBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3.5 py-1.5 text-sm font-semibold text-brand-800 shadow-sm">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-ember-400" />
      {children}
    </span>
  );
}
