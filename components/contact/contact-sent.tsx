import type { ReactNode, Ref } from "react";
import { ButtonLink } from "@/components/ui/button";
import { ArrowRight, CheckCircle2 } from "@/components/ui/icons";
import type { CommonCopy } from "@/lib/content/page-schema";

/**
 * The thank-you a sent message gets: in place of the form when a script sent it
 * (./contact-form.tsx), and as a page of its own when the browser did (app/contact/sent).
 */
export function ContactSentPanel({
  title,
  text,
  booking,
  heading: Heading,
  headingRef,
  children,
}: {
  title: string;
  text: string;
  /** The invitation to book the strategy session next. */
  booking: CommonCopy["contactForm"]["sentBooking"];
  heading: "h1" | "h3";
  /** The form moves focus to the heading once its message is sent. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The way on: sending another message. */
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-[30rem] flex-col items-center justify-center rounded-2xl bg-surface px-5 py-10 text-center sm:px-10">
      <CheckCircle2 aria-hidden="true" className="size-14 text-emerald-600" />
      <Heading ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-semibold tracking-tight text-ink outline-none">
        {title}
      </Heading>
      <p className="mt-3 max-w-sm leading-7 text-ink-muted">{text}</p>
      <p className="mt-6 max-w-sm leading-7 text-ink-muted">{booking.text}</p>
      <ButtonLink href={booking.link.href} className="mt-4">
        {booking.link.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
      {children}
    </div>
  );
}
