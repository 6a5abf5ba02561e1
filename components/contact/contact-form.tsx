"use client";

import { Send } from "@/components/ui/icons";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { notify, preloadToaster, ToasterHost } from "@/components/ui/toaster";
import { newIdempotencyKey, RequestError, sendInquiry } from "@/lib/contact/client";
import { contactFields } from "@/lib/contact/fields";
import {
  createContactSchema,
  HONEYPOT_FIELD,
  type ContactField,
  type ContactFormValues,
  type ContactInput,
} from "@/lib/contact/schema";
import type { CommonCopy } from "@/lib/content/page-schema";
import { ContactFields } from "./contact-fields";
import { ContactSentPanel } from "./contact-sent";
import { honeypotOf, useCheckedForm } from "./use-checked-form";

type ContactFormCopy = CommonCopy["contactForm"];


const empty: ContactFormValues = { name: "", email: "", company: "", interest: "" as ContactFormValues["interest"], message: "" };

type Props = {
  /** Labels, states and toasts (content/pages/common.yaml). */
  copy: ContactFormCopy;
  /** What the visitor typed into the prerendered form before this one took over. */
  initialValues?: Partial<Record<ContactField, string>>;
  /** The field (and caret) that had focus when this form took over. */
  focus?: { field: ContactField; selection: [number, number] | null };
  /** The problems the server found in what the prerendered form sent (its answer page shows them). */
  initialErrors?: Partial<Record<ContactField, string>>;
};

/**
 * The contact form: validated on submit and again on every change after that, with the rules the
 * server applies. Idle, sending ('Sending Message...') and sent states; a failed send keeps what
 * the visitor typed.
 */
export function ContactForm({ copy, initialValues, focus, initialErrors }: Props) {
  const [sent, setSent] = useState(false);
  // The server checks with the same rules and the same messages (common.yaml, contactForm.messages).
  const schema = useMemo(() => createContactSchema(copy.messages), [copy.messages]);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  // One key per filled-in form: kept while the visitor retries the same values (after a lost
  // answer or a second click), replaced when they change anything and after a success.
  const [attempt, setAttempt] = useState<{ key: string; values: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useCheckedForm<ContactFormValues, ContactInput>(schema, { ...empty, ...initialValues } as ContactFormValues);

  useEffect(() => {
    void preloadToaster().catch(() => {});
  }, []);

  useLayoutEffect(() => {
    for (const [field, message] of Object.entries(initialErrors ?? {})) setError(field as ContactField, { message });
  }, [initialErrors, setError]);

  useLayoutEffect(() => {
    if (!focus) return;
    setFocus(focus.field);
    const element = document.getElementById(`contact-${focus.field}`);
    if (focus.selection && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
      element.setSelectionRange(...focus.selection);
    }
  }, [focus, setFocus]);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values, event) => {
    const honeypot = honeypotOf(event);
    const signature = JSON.stringify(values);
    const current = attempt?.values === signature ? attempt : { key: newIdempotencyKey(), values: signature };
    setAttempt(current);
    try {
      await sendInquiry({ ...values, [HONEYPOT_FIELD]: honeypot }, current.key);
      setAttempt(null);
      reset(empty);
      setSent(true);
      notify(copy.toasts.success);
    } catch (error) {
      let answer: string | undefined;
      if (error instanceof RequestError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((contactFields as readonly string[]).includes(field)) setError(field as ContactField, { message });
        }
        answer = error.answer;
      }
      notify({ ...copy.toasts.failure, description: answer ?? copy.toasts.failure.description, variant: "destructive" });
    }
  });

  // The toast region stays mounted while the form gives way to its thank-you and back: a toast on
  // screen outlives the switch.
  const toasts = <ToasterHost label={copy.toastRegionLabel} />;

  if (sent) {
    return (
      <>
        <ContactSentPanel
          title={copy.sentTitle}
          text={copy.sentText}
          booking={copy.sentBooking}
          heading="h3"
          headingRef={sentHeading}
        >
          <Button
            variant="secondary"
            size="lg"
            className="mt-8 whitespace-nowrap"
            onClick={() => {
              setSent(false);
              requestAnimationFrame(() => setFocus("name"));
            }}
          >
            {copy.sendAnother}
          </Button>
        </ContactSentPanel>
        {toasts}
      </>
    );
  }

  return (
    <>
      <form
        noValidate
        data-ready="true"
        onSubmit={onSubmit}
        aria-busy={isSubmitting}
        aria-label={copy.formLabel}
        className="relative"
      >
        <ContactFields
          copy={copy}
          idPrefix="contact"
          bind={(field) => register(field)}
          errors={Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))}
        />
        <Button type="submit" size="lg" disabled={isSubmitting} className="mt-8 w-full sm:w-auto">
          {isSubmitting ? copy.sending : copy.submit}
          {!isSubmitting && <Send aria-hidden="true" className="size-4" />}
        </Button>
      </form>
      {toasts}
    </>
  );
}
