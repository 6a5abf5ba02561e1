import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type Tone = "white" | "surface" | "dark";

const tones: Record<Tone, string> = {
  white: "bg-white",
  surface: "bg-surface",
  dark: "on-dark bg-night text-white",
};

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-7xl px-5 sm:px-8", className)}>{children}</div>;
}

/** A page band: full-width background, centred container, generous vertical rhythm. */
export function Section({
  id,
  tone = "white",
  labelledBy,
  className,
  children,
}: {
  id?: string;
  tone?: Tone;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn(tones[tone], "py-20 sm:py-28", className)}>
      <Container>{children}</Container>
    </section>
  );
}

export function Eyebrow({ children, onDark = false }: { children: ReactNode; onDark?: boolean }) {
  return (
    <p
      className={cn(
        "text-sm font-semibold uppercase tracking-[0.14em]",
        onDark ? "text-ember-300" : "text-brand-700",
      )}
    >
      {children}
    </p>
  );
}

/** Eyebrow, heading and intro that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "left",
  onDark = false,
  level = 2,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: "left" | "center";
  onDark?: boolean;
  level?: 1 | 2;
  className?: string;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <Eyebrow onDark={onDark}>{eyebrow}</Eyebrow>}
      <Heading
        id={id}
        className={cn(
          "mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl lg:text-[2.75rem] lg:leading-[1.1]",
          onDark ? "text-white" : "text-ink",
        )}
      >
        {title}
      </Heading>
      {intro && (
        <div className={cn("mt-5 text-lg leading-8 text-pretty", onDark ? "text-slate-300" : "text-ink-muted")}>
          {intro}
        </div>
      )}
    </div>
  );
}
