"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { ArrowLeft, CheckCircle2, Clock } from "@/components/ui/icons";
import { bookSession, BookingRequestError, type SlotJson } from "@/lib/booking/client";
import { loadFlowWords, type FlowWords } from "@/lib/booking/flow-words";
import { sessionLabel, zoneName } from "@/lib/booking/format";
import { newIdempotencyKey } from "@/lib/contact/client";
import { HONEYPOT_FIELD } from "@/lib/contact/fields";
import { fillTemplate } from "@/lib/format";
import type { BookingAppCopy } from "./booking-app";
import type { Details } from "./details-form";
import { headingClass } from "./heading";
import { Notice } from "./notice";

/** A booking request sent under an Idempotency-Key: the same request again reuses the key. */
export type Attempt = { key: string; signature: string };

/** The time was taken meanwhile: what the server said, the nearest free times, and their heading. */
export type Taken = { message: string; nearest: SlotJson[]; heading: string };

const DetailsForm = lazy(() => import("./details-form").then(({ DetailsForm }) => ({ default: DetailsForm })));
/** Fetches the form's code and words while the visitor is still on the picker, so Continue finds them there. */
export function preload() {
  void import("./details-form");
  void loadFlowWords();
}

/** The time was taken meanwhile: the server's message, focused as it appears, and the nearest free times to choose instead. */
export function TakenNotice({ taken, chosen, timeZone, onChoose }: { taken: Taken; chosen: string; timeZone: string; onChoose(start: string): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [taken]);
  return (
    <Notice ref={ref} message={taken.message}>
      {taken.nearest.length > 0 && (
        <>
          <p className="mt-3 text-sm font-semibold text-ink">{taken.heading}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {taken.nearest.map((slot) => (
              <li key={slot.start}>
                <Button variant="secondary" onClick={() => onChoose(slot.start)}>
                  {sessionLabel(slot.start, timeZone, chosen)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Notice>
  );
}

type Props = {
  copy: BookingAppCopy;
  headingId: string;
  /** The chosen time, and the zone it is shown in. */
  start: string;
  timeZone: string;
  draft: Details;
  keepDraft(values: Details): void;
  attempt: Attempt | null;
  setAttempt(attempt: Attempt | null): void;
  /** Back to the picker to choose another time. */
  onChange(): void;
  /** The time was taken meanwhile: back to the picker with the nearest free times. */
  onTaken(taken: Taken): void;
};

/**
 * Booking the session, second and third steps: the visitor's details for the chosen time, then
 * the confirmation with the link to change it. Their words come with their code.
 */
export function BookingFlow(props: Props) {
  // Undefined while on their way; null when they could not be fetched.
  const [words, setWords] = useState<FlowWords | null | undefined>(undefined);
  useEffect(() => void loadFlowWords().then(setWords), []);
  const askAgain = () => {
    setWords(undefined);
    void loadFlowWords().then(setWords);
  };

  if (words) return <Steps {...props} words={words} />;
  if (words === undefined) return <div aria-busy="true" className="min-h-96" />;
  return (
    <div role="alert" className="space-y-4">
      <p className="leading-7 text-ink-muted">{props.copy.picker.stepUnavailable}</p>
      <Button variant="secondary" onClick={askAgain}>
        {props.copy.picker.retry}
      </Button>
    </div>
  );
}

function Steps({ copy: { chosen }, words, headingId, start, timeZone, draft, keepDraft, attempt, setAttempt, onChange, onTaken }: Props & { words: FlowWords }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ start: string; email: string; manage: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), [booked]);

  const submit = async (values: Details, honeypot: string): Promise<Record<string, string> | void> => {
    setFailure(null);
    const request = { ...values, start, timeZone, [HONEYPOT_FIELD]: honeypot };
    const signature = JSON.stringify(request);
    const current = attempt?.signature === signature ? attempt : { key: newIdempotencyKey(), signature };
    setAttempt(current);
    try {
      const result = await bookSession(request, current.key);
      const manage = new URL(result.manageUrl);
      setAttempt(null);
      setBooked({ start: result.startsAt, email: values.email, manage: `${manage.pathname}${manage.hash}` });
    } catch (error) {
      if (!(error instanceof BookingRequestError)) {
        setFailure(words.answers.unavailable);
        return;
      }
      if (error.status === 409) {
        onTaken({ message: error.answer.error ?? words.answers.taken, nearest: error.answer.slots ?? [], heading: words.answers.nearest });
        return;
      }
      setFailure(error.answer.error ?? words.answers.unavailable);
      return error.answer.fields;
    }
  };

  if (booked) {
    return (
      <div className="flex flex-col items-center py-6 text-center">
        <CheckCircle2 aria-hidden="true" className="size-14 text-emerald-600" />
        <h2 ref={heading} id={headingId} tabIndex={-1} className="mt-5 text-2xl font-semibold tracking-tight text-ink outline-none">
          {words.confirmed.title}
        </h2>
        <p className="mt-3 text-lg font-semibold text-brand-800">{sessionLabel(booked.start, timeZone, chosen)}</p>
        <p className="mt-1 text-sm text-ink-muted">{zoneName(timeZone, Date.parse(booked.start))}</p>
        <p className="mt-4 max-w-md leading-7 text-ink-muted">{fillTemplate(words.confirmed.text, { email: booked.email })}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={booked.manage} variant="secondary">
            {words.confirmed.manage}
          </ButtonLink>
          <ButtonLink href={words.confirmed.home.href}>{words.confirmed.home.label}</ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div>
      <h2 ref={heading} id={headingId} tabIndex={-1} className={headingClass}>
        {words.form.title}
      </h2>
      <button
        type="button"
        onClick={onChange}
        className="-mt-3 inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {words.form.change}
      </button>
      <div className="mt-4 flex items-start gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold text-ink">{sessionLabel(start, timeZone, chosen)}</p>
          <p className="mt-1 text-sm text-ink-muted">{zoneName(timeZone, Date.parse(start))}</p>
        </div>
      </div>
      <Suspense fallback={<div aria-busy="true" className="mt-8 min-h-80" />}>
        <DetailsForm
          copy={words.form}
          contactMessages={words.contactMessages}
          headingId={headingId}
          initialValues={draft}
          onLeave={keepDraft}
          onSubmit={submit}
          failure={failure}
        />
      </Suspense>
    </div>
  );
}
