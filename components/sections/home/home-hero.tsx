import { Float } from "@/components/motion/float";
import { HeroActions, HeroBackdrop } from "@/components/sections/page-hero";
import { Container } from "@/components/ui/section";
import type { HomeContent } from "@/lib/content/page-schema";

function Headline({ text, highlight }: { text: string; highlight: string }) {
  const start = text.indexOf(highlight);
  if (start < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, start)}
      <span className="bg-gradient-to-r from-brand-600 to-brand-800 bg-clip-text text-transparent">{highlight}</span>
      {text.slice(start + highlight.length)}
    </>
  );
}

/** Spark line for the outcomes panel: decorative, drawn inline. */
function Trend() {
  return (
    <svg viewBox="0 0 320 96" aria-hidden="true" focusable="false" className="h-24 w-full">
      <defs>
        <linearGradient id="hero-trend-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#8AAEFF" stopOpacity="0.45" />
          <stop offset="100%" stopColor="#8AAEFF" stopOpacity="0" />
        </linearGradient>
      </defs>
      <path d="M0 82 L40 74 L80 78 L120 60 L160 62 L200 42 L240 36 L280 18 L320 10 L320 96 L0 96 Z" fill="url(#hero-trend-fill)" />
      <path d="M0 82 L40 74 L80 78 L120 60 L160 62 L200 42 L240 36 L280 18 L320 10" fill="none" stroke="#8AAEFF" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="320" cy="10" r="5" fill="#F5A524" />
    </svg>
  );
}

export function HomeHero({ hero }: { hero: HomeContent["hero"] }) {
  return (
    <section id="home" aria-labelledby="home-title" className="relative isolate overflow-hidden bg-surface pb-20 pt-32 sm:pb-28 sm:pt-40">
      <HeroBackdrop />
      <Float className="drift-glow-brand" />
      <Float className="drift-glow-ember" distance={12} seconds={11} delay={1} />
      <Container className="relative grid items-center gap-14 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div>
          <p className="inline-flex animate-fade-up items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3.5 py-1.5 text-sm font-semibold text-brand-800 shadow-sm">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-ember-400" />
            {hero.eyebrow}
          </p>
          <h1
            id="home-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl lg:text-[4rem] lg:leading-[1.04]"
          >
            <Headline text={hero.headline} highlight={hero.highlight} />
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-pretty text-ink-muted sm:text-xl sm:leading-9">{hero.intro}</p>
          <div className="mt-10 flex animate-fade-up flex-wrap gap-3 [animation-delay:80ms]">
            <HeroActions {...hero.actions} />
          </div>
        </div>

        <div className="animate-fade-up [animation-delay:120ms]">
          <div className="on-dark relative overflow-hidden rounded-3xl bg-night p-7 text-white shadow-lift ring-1 ring-white/10 sm:p-9">
            <div aria-hidden="true" className="absolute -right-16 -top-16 size-56 rounded-full bg-brand-500/40 blur-3xl" />
            <p className="relative text-sm font-semibold uppercase tracking-[0.14em] text-ember-300">{hero.panelTitle}</p>
            <Trend />
            <dl className="relative mt-4 grid grid-cols-3 gap-4 border-t border-white/10 pt-6">
              {hero.stats.map((stat) => (
                <div key={stat.figure} className="flex flex-col-reverse justify-end">
                  <dt className="mt-1 text-sm leading-5 text-slate-300">{stat.label}</dt>
                  <dd className="text-3xl font-semibold tracking-tight sm:text-4xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Container>
    </section>
  );
}
