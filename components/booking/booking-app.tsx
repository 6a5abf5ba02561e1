"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Field, control } from "@/components/contact/contact-fields";
import { Button, ButtonLink } from "@/components/ui/button";
import { ArrowLeft, ArrowRight, CheckCircle2, Clock } from "@/components/ui/icons";
import { bookSession, BookingRequestError, fetchFreeSlots, type SlotJson } from "@/lib/booking/client";
import { sessionLabel, zoneName } from "@/lib/booking/format";
import { createBookingDetailsSchema, NOTE_MAX, type BookingFormValues } from "@/lib/booking/schema";
import { newIdempotencyKey } from "@/lib/contact/client";
import { HONEYPOT_FIELD } from "@/lib/contact/fields";
import type { ContactMessages } from "@/lib/contact/schema";
import type { BookContent } from "@/lib/content/page-schema";
import { cn } from "@/lib/cn";
import { fillTemplate } from "@/lib/format";
import { deviceTimeZone, SlotPicker } from "./slot-picker";
import { headingClass } from "./heading";
import { pickerLayout, PickerSkeleton } from "./picker-skeleton";
import { Notice } from "./notice";

export type BookingAppCopy = Pick<BookContent, "picker" | "form" | "answers" | "confirmed">;

type Details = { name: string; email: string; company: string; note: string };
const fields = ["name", "email", "company", "note"] as const;

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

  const schema = useMemo(() => createBookingDetailsSchema(contactMessages, copy.form.noteTooLong), [contactMessages, copy.form.noteTooLong]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BookingFormValues, unknown, Details>({
    resolver: zodResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { name: "", email: "", company: "", note: "" },
  });

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

  const onSubmit = handleSubmit(async (values, event) => {
    if (!selected) return;
    setFailure(null);
    const form = event?.target instanceof HTMLFormElement ? event.target : null;
    const honeypot = form ? String(new FormData(form).get(HONEYPOT_FIELD) ?? "") : "";
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
      for (const [field, message] of Object.entries(error.answer.fields ?? {})) {
        if ((fields as readonly string[]).includes(field)) setError(field as (typeof fields)[number], { message });
      }
      setFailure(error.answer.error ?? copy.answers.unavailable);
    }
  });

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
    const error = (field: (typeof fields)[number]) => errors[field]?.message;
    const bind = (field: (typeof fields)[number]) => ({
      ...register(field),
      id: `booking-${field}`,
      "aria-invalid": error(field) ? true : undefined,
      "aria-describedby": `booking-${field}-error`,
      className: cn(control, error(field) ? "border-red-600" : "border-slate-300"),
    });
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
        <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} aria-labelledby={headingId} className="relative mt-8">
          <div className="grid gap-6 sm:grid-cols-2">
            <Field id="booking-name" label={copy.form.labels.name} error={error("name")}>
              <input type="text" autoComplete="name" maxLength={200} {...bind("name")} />
            </Field>
            <Field id="booking-email" label={copy.form.labels.email} error={error("email")}>
              <input type="email" autoComplete="email" inputMode="email" maxLength={320} {...bind("email")} />
            </Field>
            <div className="sm:col-span-2">
              <Field id="booking-company" label={copy.form.labels.company} error={error("company")}>
                <input type="text" autoComplete="organization" maxLength={300} {...bind("company")} />
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Field id="booking-note" label={`${copy.form.labels.note} (${copy.form.optional})`} error={error("note")}>
                <textarea rows={3} maxLength={NOTE_MAX + 200} placeholder={copy.form.notePlaceholder} {...bind("note")} className={cn(bind("note").className, "resize-y")} />
              </Field>
            </div>
            {/* People never see or reach this field; automated senders fill it in. */}
            <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
              <label htmlFor={`booking-${HONEYPOT_FIELD}`}>Subject line (leave empty)</label>
              <input id={`booking-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
          </div>
          {failure && (
            <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200">
              {failure}
            </p>
          )}
          <Button type="submit" size="lg" disabled={isSubmitting} className="mt-8 w-full sm:w-auto">
            {isSubmitting ? copy.form.sending : copy.form.submit}
            {!isSubmitting && <ArrowRight aria-hidden="true" className="size-4" />}
          </Button>
        </form>
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
                        setSelected(slot.start);
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
          <SlotPicker slots={slots} selected={selected} onSelect={setSelected} timeZone={timeZone} onTimeZoneChange={setTimeZone} copy={copy.picker} idPrefix="booking" />
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
