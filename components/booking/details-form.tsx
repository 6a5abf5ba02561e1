"use client";

import { useEffect, useMemo } from "react";
import { Field, control } from "@/components/contact/contact-fields";
import { honeypotOf, useCheckedForm } from "@/components/contact/use-checked-form";
import { Button } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icons";
import { createBookingDetailsSchema, NOTE_MAX, type BookingFormValues } from "@/lib/booking/schema";
import { HONEYPOT_FIELD } from "@/lib/contact/fields";
import type { ContactMessages } from "@/lib/contact/schema";
import type { BookContent } from "@/lib/content/page-schema";
import { cn } from "@/lib/cn";

export type Details = { name: string; email: string; company: string; note: string };
const fields = ["name", "email", "company", "note"] as const;

interface Props {
  copy: BookContent["form"];
  contactMessages: ContactMessages;
  headingId: string;
  /** What the visitor typed before, when they come back to the form. */
  initialValues: Details;
  /** Keeps what was typed when the form gives way to the picker. */
  onLeave(values: Details): void;
  /** Sends the booking; resolves to the server's messages for fields it refused, if any. */
  onSubmit(values: Details, honeypot: string): Promise<Record<string, string> | void>;
  /** What the server said when it could not take the booking. */
  failure: string | null;
}

/**
 * The visitor's details, checked as they are typed with the contact form's rules and messages;
 * fetched only once a time is chosen, as it brings the validation library with it.
 */
export function DetailsForm({ copy, contactMessages, headingId, initialValues, onLeave, onSubmit: send, failure }: Props) {
  const schema = useMemo(() => createBookingDetailsSchema(contactMessages, copy.noteTooLong), [contactMessages, copy.noteTooLong]);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useCheckedForm<BookingFormValues, Details>(schema, initialValues);

  useEffect(() => () => onLeave(getValues() as Details), [getValues, onLeave]);

  const onSubmit = handleSubmit(async (values, event) => {
    const refused = await send(values, honeypotOf(event));
    for (const [field, message] of Object.entries(refused ?? {})) {
      if ((fields as readonly string[]).includes(field)) setError(field as (typeof fields)[number], { message });
    }
  });

  const error = (field: (typeof fields)[number]) => errors[field]?.message;
  const bind = (field: (typeof fields)[number]) => ({
    ...register(field),
    id: `booking-${field}`,
    "aria-invalid": error(field) ? true : undefined,
    "aria-describedby": `booking-${field}-error`,
    className: cn(control, error(field) ? "border-red-600" : "border-slate-300"),
  });

  return (
        <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} aria-labelledby={headingId} className="relative mt-8">
          <div className="grid gap-6 sm:grid-cols-2">
            <Field id="booking-name" label={copy.labels.name} error={error("name")}>
              <input type="text" autoComplete="name" maxLength={200} {...bind("name")} />
            </Field>
            <Field id="booking-email" label={copy.labels.email} error={error("email")}>
              <input type="email" autoComplete="email" inputMode="email" maxLength={320} {...bind("email")} />
            </Field>
            <div className="sm:col-span-2">
              <Field id="booking-company" label={copy.labels.company} error={error("company")}>
                <input type="text" autoComplete="organization" maxLength={300} {...bind("company")} />
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Field id="booking-note" label={`${copy.labels.note} (${copy.optional})`} error={error("note")}>
                <textarea rows={3} maxLength={NOTE_MAX + 200} placeholder={copy.notePlaceholder} {...bind("note")} className={cn(bind("note").className, "resize-y")} />
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
            {isSubmitting ? copy.sending : copy.submit}
            {!isSubmitting && <ArrowRight aria-hidden="true" className="size-4" />}
          </Button>
        </form>
  );
}
