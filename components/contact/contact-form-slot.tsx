"use client";

import { Send } from "@/components/ui/icons";
import { useCallback, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { useLoadOnApproach } from "@/components/ui/use-load-on-approach";
import { CONTACT_ENDPOINT } from "@/lib/contact/client";
import { contactFields, FORM_DRAFT_FIELD, type ContactField } from "@/lib/contact/fields";
import type { ContactFormDraftView } from "@/lib/contact/form-post";
import type { CommonCopy } from "@/lib/content/page-schema";
import { ContactFields } from "./contact-fields";
import type { ContactForm as ContactFormComponent } from "./contact-form";

type Handoff = {
  values: Partial<Record<ContactField, string>>;
  focus?: { field: ContactField; selection: [number, number] | null };
};
type Loaded = { Form: ComponentType<Parameters<typeof ContactFormComponent>[0]>; handoff: Handoff };

const fields = contactFields;

/**
 * Holds the place of the contact form. The prerendered page carries a plain form that the browser
 * posts itself (lib/contact/form-post.ts answers it), so it can be sent from the first paint and
 * without JavaScript; its code (validation, submission, toasts) is fetched when the form comes
 * near the viewport or the visitor reaches into it, and then takes over with whatever was already
 * typed. On the form's answer page, `draft` is what was sent, with its problems.
 */
export function ContactFormSlot({ copy, draft }: { copy: CommonCopy["contactForm"]; draft?: ContactFormDraftView }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  const load = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    void import("./contact-form").then(({ ContactForm }) => {
      // Read what was typed and swap forms in one task, so no keystroke falls in between.
      const data = new FormData(form);
      const values = Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? "")]));
      const active = document.activeElement;
      const name = active?.getAttribute("name") as ContactField | undefined;
      const focus =
        active instanceof HTMLElement && form.contains(active) && name && fields.includes(name)
          ? {
              field: name,
              selection:
                active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
                  ? ([active.selectionStart ?? 0, active.selectionEnd ?? 0] as [number, number])
                  : null,
            }
          : undefined;
      flushSync(() => setLoaded({ Form: ContactForm, handoff: { values, focus } }));
    });
  }, []);
  useLoadOnApproach(formRef, load, loaded !== null);

  if (loaded) {
    const { Form, handoff } = loaded;
    return <Form copy={copy} initialValues={handoff.values} focus={handoff.focus} initialErrors={draft?.errors} />;
  }

  return (
    <form ref={formRef} method="post" action={CONTACT_ENDPOINT} noValidate aria-label={copy.formLabel} className="relative">
      {draft && (
        <>
          <p role="alert" className="mb-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {draft.notice}
          </p>
          <input type="hidden" name={FORM_DRAFT_FIELD} value={draft.id} />
        </>
      )}
      <ContactFields
        idPrefix="contact"
        copy={copy}
        bind={(field) => ({ name: field, defaultValue: draft?.values[field] })}
        errors={draft?.errors}
      />
      <Button type="submit" size="lg" className="mt-8 w-full sm:w-auto">
        {copy.submit}
        <Send aria-hidden="true" className="size-4" />
      </Button>
    </form>
  );
}
