import { FadeIn } from "@/components/motion/fade-in";
import { ClientMark } from "@/components/sections/client-mark";
import { ArrowRight } from "@/components/ui/icons";
import { Section, SectionHeading } from "@/components/ui/section";
import { StatList } from "@/components/ui/stats";
import { getCommonCopy } from "@/lib/content/pages";
import type { ClientStory, HomeContent } from "@/lib/content/page-schema";
import { SiteLink } from "@/lib/speed/site-link";
import { TestimonialCarousel } from "./testimonial-carousel";

/** A client's wordmark: its drawn mark and its name, first word and the rest, in its mark's lettering (`.wordmark` in app/globals.css). */
function Wordmark({ client }: { client: Pick<ClientStory, "company" | "mark"> }) {
  const [first, ...rest] = client.company.split(" ");
  return (
    <li className="wordmark" data-mark={client.mark}>
      <ClientMark mark={client.mark} className="size-6 text-brand-300" />
      <span>
        <span>{first}</span>
        {rest.length > 0 && <span>{` ${rest.join(" ")}`}</span>}
      </span>
    </li>
  );
}

export function TestimonialsSection({ testimonials, clients }: { testimonials: HomeContent["testimonials"]; clients: Pick<ClientStory, "company" | "mark">[] }) {
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
        <h3 className="text-center text-sm font-semibold uppercase tracking-[0.14em] text-slate-300">{testimonials.clientsTitle}</h3>
        <ul className="mt-10 flex flex-wrap items-center justify-center gap-x-10 gap-y-8">
          {clients.map((client) => (
            <Wordmark key={client.company} client={client} />
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-2xl text-center text-sm leading-6 text-slate-400">
          {testimonials.clientsNote}{" "}
          <SiteLink href={testimonials.clientsLink.href} className="inline-flex items-center gap-1 font-semibold text-white underline decoration-white/30 underline-offset-4 hover:decoration-white">
            {testimonials.clientsLink.label}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </SiteLink>
        </p>
      </div>
    </Section>
  );
}
