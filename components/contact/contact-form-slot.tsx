"use client";

import { Send } from "@/components/ui/icons";
import { useCallback, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { useLoadOnApproach } from "@/components/ui/use-load-on-approach";
import { contactFields, type ContactField } from "@/lib/contact/fields";
import type { CommonCopy } from "@/lib/content/page-schema";
import { ContactFields } from "./contact-fields";
import type { ContactForm as ContactFormComponent } from "./contact-form";

type Handoff = {
  values: Partial<Record<ContactField, string>>;
  focus?: { field: ContactField; selection: [number, number] | null };
};
type Loaded = { Form: ComponentType<Parameters<typeof ContactFormComponent>[0]>; handoff: Handoff };

const fields = contactFields;
const noSubscription = () => () => {};

/**
 * Holds the place of the contact form. The prerendered page carries a plain copy of the form; its
 * code (validation, submission, toasts) is fetched when the form comes near the viewport or the
 * visitor reaches into it, and then takes over with whatever was already typed.
 */
export function ContactFormSlot({ copy }: { copy: CommonCopy["contactForm"] }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

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
    return <Form copy={copy} initialValues={handoff.values} focus={handoff.focus} />;
  }

  return (
    <form ref={formRef} noValidate aria-label={copy.formLabel} onSubmit={(event) => event.preventDefault()} className="relative">
      <ContactFields idPrefix="contact" copy={copy} bind={(field) => ({ name: field })} />
      {/* Disabled until the page is interactive, so nothing is sent half-ready. */}
      <Button type="submit" size="lg" disabled={!hydrated} className="mt-8 w-full sm:w-auto">
        {copy.submit}
        <Send aria-hidden="true" className="size-4" />
      </Button>
      <noscript>
        <p className="mt-4 text-sm text-ink-muted">
          {copy.needsScript}
        </p>
      </noscript>
    </form>
  );
}
