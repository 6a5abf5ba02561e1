import { FadeIn } from "@/components/motion/fade-in";
import { Section, SectionHeading } from "@/components/ui/section";
import { StatList } from "@/components/ui/stats";
import { getCommonCopy } from "@/lib/content/pages";
import type { HomeContent } from "@/lib/content/page-schema";
import { TestimonialCarousel } from "./testimonial-carousel";

/** A client's wordmark, set in type: the firm shows names, not borrowed logos. */
function ClientMark({ name, index }: { name: string; index: number }) {
  const shapes = ["rounded-full", "rounded-md rotate-45", "rounded-sm", "rounded-full ring-4 ring-inset ring-white/50 bg-transparent"];
  return (
    <li className="flex items-center justify-center gap-3 rounded-2xl border border-white/10 px-5 py-6 text-slate-300">
      <span aria-hidden="true" className={`size-5 shrink-0 bg-white/50 ${shapes[index % shapes.length]}`} />
      <span className="text-base font-semibold tracking-tight">{name}</span>
    </li>
  );
}

export function TestimonialsSection({ testimonials }: { testimonials: HomeContent["testimonials"] }) {
  return (
    <Section id="testimonials" tone="dark" labelledBy="testimonials-title">
      <div className="grid gap-14 lg:grid-cols-[1fr_1.6fr] lg:gap-20">
        <FadeIn>
          <SectionHeading
            id="testimonials-title"
            eyebrow={testimonials.eyebrow}
            title={testimonials.title}
            intro={testimonials.intro}
            onDark
          />
          <StatList stats={[testimonials.stat]} onDark measures size="lg" className="mt-10 border-t border-white/10 pt-8" />
        </FadeIn>
        <FadeIn delay={0.1}>
          <TestimonialCarousel items={testimonials.items} labels={getCommonCopy().testimonials} />
        </FadeIn>
      </div>
      <div className="mt-20 border-t border-white/10 pt-12">
        <h3 className="text-center text-sm font-semibold uppercase tracking-[0.14em] text-slate-300">
          {testimonials.clientsTitle}
        </h3>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {testimonials.clientLogos.map((name, index) => (
            <ClientMark key={name} name={name} index={index} />
          ))}
        </ul>
      </div>
    </Section>
  );
}
