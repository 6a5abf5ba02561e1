"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { ArrowLeft, ArrowRight, CheckCircle2, Clock } from "@/components/ui/icons";
import { bookSession, BookingRequestError, fetchFreeSlots, type SlotJson } from "@/lib/booking/client";
import { sessionLabel, zoneName } from "@/lib/booking/format";
import { newIdempotencyKey } from "@/lib/contact/client";
import { HONEYPOT_FIELD } from "@/lib/contact/fields";
import type { ContactMessages } from "@/lib/contact/schema";
import type { BookContent } from "@/lib/content/page-schema";
import { fillTemplate } from "@/lib/format";
import { deviceTimeZone, SlotPicker } from "./slot-picker";
import type { Details } from "./details-form";
import { headingClass } from "./heading";
import { pickerLayout, PickerSkeleton } from "./picker-skeleton";
import { Notice } from "./notice";

export type BookingAppCopy = Pick<BookContent, "picker" | "form" | "answers" | "confirmed">;

const DetailsForm = lazy(() => import("./details-form").then(({ DetailsForm }) => ({ default: DetailsForm })));
/** Fetches the form's code as soon as a time is chosen, so Continue finds it there. */
const preloadDetailsForm = () => void import("./details-form");

/**
 * Booking the session in three steps: a free time (from the server, in the visitor's zone), the
 * visitor's details, and the confirmation with the link to change it. A time taken meanwhile
 * brings the visitor back to the picker with the nearest free times.
 */
export function BookingApp({ copy, contactMessages, headingId }: { copy: BookingAppCopy; contactMessages: ContactMessages; headingId: string }) {
  const [timeZone, setTimeZone] = useState(deviceTimeZone);
  const [slots, setSlots] = useState<SlotJson[] | null>(null);
  const [horizonDays, setHorizonDays] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [step, setStep] = useState<"pick" | "details" | "done">("pick");
  const [notice, setNotice] = useState<{ message: string; nearest: SlotJson[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ start: string; email: string; manage: string } | null>(null);
  const [attempt, setAttempt] = useState<{ key: string; signature: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // What the visitor typed, kept while the form gives way to the picker and back.
  const [draft, keepDraft] = useState<Details>({ name: "", email: "", company: "", note: "" });

  const load = useCallback(
    () =>
      fetchFreeSlots().then(
        (answer) => {
          setSlots(answer.slots);
          setHorizonDays(answer.horizonDays);
        },
        () => setLoadFailed(true),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (step !== "pick") heading.current?.focus();
  }, [step]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const submit = async (values: Details, honeypot: string): Promise<Record<string, string> | void> => {
    if (!selected) return;
    setFailure(null);
    const request = { ...values, start: selected, timeZone, [HONEYPOT_FIELD]: honeypot };
    const signature = JSON.stringify(request);
    const current = attempt?.signature === signature ? attempt : { key: newIdempotencyKey(), signature };
    setAttempt(current);
    try {
      const result = await bookSession(request, current.key);
      const manage = new URL(result.manageUrl);
      setBooked({ start: result.startsAt, email: values.email, manage: `${manage.pathname}${manage.hash}` });
      setAttempt(null);
      setStep("done");
    } catch (error) {
      if (!(error instanceof BookingRequestError)) {
        setFailure(copy.answers.unavailable);
        return;
      }
      if (error.status === 409) {
        setSelected(null);
        setNotice({ message: error.answer.error ?? copy.answers.taken, nearest: error.answer.slots ?? [] });
        setStep("pick");
        void load();
        return;
      }
      setFailure(error.answer.error ?? copy.answers.unavailable);
      return error.answer.fields;
    }
  };

  const choose = (start: string | null) => {
    setSelected(start);
    if (start) preloadDetailsForm();
  };

  if (step === "done" && booked) {
    return (
      <div className="flex flex-col items-center py-6 text-center">
        <CheckCircle2 aria-hidden="true" className="size-14 text-emerald-600" />
        <h2 ref={heading} id={headingId} tabIndex={-1} className="mt-5 text-2xl font-semibold tracking-tight text-ink outline-none">
          {copy.confirmed.title}
        </h2>
        <p className="mt-3 text-lg font-semibold text-brand-800">{sessionLabel(booked.start, timeZone, copy.form.chosen)}</p>
        <p className="mt-1 text-sm text-ink-muted">{zoneName(timeZone, Date.parse(booked.start))}</p>
        <p className="mt-4 max-w-md leading-7 text-ink-muted">{fillTemplate(copy.confirmed.text, { email: booked.email })}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={booked.manage} variant="secondary">
            {copy.confirmed.manage}
          </ButtonLink>
          <ButtonLink href={copy.confirmed.home.href}>{copy.confirmed.home.label}</ButtonLink>
        </div>
      </div>
    );
  }

  if (step === "details" && selected) {
    const at = Date.parse(selected);
    return (
      <div>
        <h2 ref={heading} id={headingId} tabIndex={-1} className={headingClass}>
          {copy.form.title}
        </h2>
        <button
          type="button"
          onClick={() => setStep("pick")}
          className="-mt-3 inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.form.change}
        </button>
        <div className="mt-4 flex items-start gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <p className="font-semibold text-ink">{sessionLabel(selected, timeZone, copy.form.chosen)}</p>
            <p className="mt-1 text-sm text-ink-muted">{zoneName(timeZone, at)}</p>
          </div>
        </div>
        <Suspense fallback={<p className="mt-8 text-ink-muted">{copy.picker.loading}</p>}>
          <DetailsForm
            copy={copy.form}
            contactMessages={contactMessages}
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

  return (
    <div className="space-y-6">
      <h2 id={headingId} className={headingClass}>
        {copy.picker.title}
      </h2>
      {notice && (
        <Notice ref={noticeRef} message={notice.message}>
          {notice.nearest.length > 0 && (
            <>
              <p className="mt-3 text-sm font-semibold text-ink">{copy.answers.nearest}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {notice.nearest.map((slot) => (
                  <li key={slot.start}>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        choose(slot.start);
                        setNotice(null);
                        setStep("details");
                      }}
                    >
                      {sessionLabel(slot.start, timeZone, copy.form.chosen)}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Notice>
      )}
      {loadFailed ? (
        <div role="alert" className="space-y-4">
          <p className="leading-7 text-ink-muted">{copy.picker.unavailable}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setLoadFailed(false);
              void load();
            }}
          >
            {copy.picker.retry}
          </Button>
        </div>
      ) : slots === null ? (
        <PickerSkeleton loading={copy.picker.loading} footer={{ note: copy.picker.chooseTime, action: copy.picker.continue }} />
      ) : slots.length === 0 ? (
        <p className="leading-7 text-ink-muted">{fillTemplate(copy.picker.none, { days: horizonDays })}</p>
      ) : (
        <>
          <SlotPicker slots={slots} selected={selected} onSelect={choose} timeZone={timeZone} onTimeZoneChange={setTimeZone} copy={copy.picker} idPrefix="booking" />
          <div className={pickerLayout.footer}>
            <p aria-live="polite" className="text-sm font-medium text-ink-soft">
              {selected ? sessionLabel(selected, timeZone, copy.form.chosen) : copy.picker.chooseTime}
            </p>
            <Button size="lg" disabled={!selected} onClick={() => setStep("details")}>
              {copy.picker.continue}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
