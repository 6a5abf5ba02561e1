import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import type { CommonCopy } from "@/lib/content/page-schema";
import { HONEYPOT_FIELD, interestValues, type ContactField } from "@/lib/contact/fields";

type FieldBinding = InputHTMLAttributes<HTMLInputElement> &
  SelectHTMLAttributes<HTMLSelectElement> &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string };

export type ContactFieldsProps = {
  /** Labels, the interest placeholder and the interests' labels (content/pages/common.yaml). */
  copy: Pick<CommonCopy["contactForm"], "labels" | "interestPlaceholder" | "interests">;
  /** Props that bind a control to its form state (react-hook-form's register, or a plain name). */
  bind: (field: ContactField) => FieldBinding;
  errors?: Partial<Record<ContactField, string | undefined>>;
  idPrefix: string;
};

/** A form control's look, shared by every form of the site. */
export const control =
  "block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100";

/** A labelled control with the place for its error, which is announced with the control. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="mt-2">{children}</div>
      <p id={`${id}-error`} className={cn("mt-2 text-sm font-medium text-red-700", !error && "sr-only")}>
        {error}
      </p>
    </div>
  );
}

/**
 * The contact form's controls, shared by the prerendered form and the interactive one so the
 * swap between them moves nothing on screen.
 */
export function ContactFields({ bind, errors = {}, idPrefix, copy }: ContactFieldsProps) {
  const props = (field: ContactField) => {
    const id = `${idPrefix}-${field}`;
    const error = errors[field];
    return {
      id,
      error,
      control: {
        ...bind(field),
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": `${id}-error`,
        className: cn(control, error ? "border-red-600" : "border-slate-300"),
      },
    };
  };
  const name = props("name");
  const email = props("email");
  const company = props("company");
  const interest = props("interest");
  const message = props("message");

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Field id={name.id} label={copy.labels.name} error={name.error}>
        <input type="text" autoComplete="name" maxLength={200} {...name.control} />
      </Field>
      <Field id={email.id} label={copy.labels.email} error={email.error}>
        <input type="email" autoComplete="email" inputMode="email" maxLength={320} {...email.control} />
      </Field>
      <Field id={company.id} label={copy.labels.company} error={company.error}>
        <input type="text" autoComplete="organization" maxLength={300} {...company.control} />
      </Field>
      <Field id={interest.id} label={copy.labels.interest} error={interest.error}>
        <select {...interest.control} defaultValue={interest.control.defaultValue ?? ""}>
          <option value="" disabled>
            {copy.interestPlaceholder}
          </option>
          {interestValues.map((value) => (
            <option key={value} value={value}>
              {copy.interests[value]}
            </option>
          ))}
        </select>
      </Field>
      <div className="sm:col-span-2">
        <Field id={message.id} label={copy.labels.message} error={message.error}>
          <textarea rows={4} maxLength={6000} {...message.control} className={cn(message.control.className, "resize-y")} />
        </Field>
      </div>
      {/* People never see or reach this field; automated senders fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Subject line (leave empty)</label>
        <input id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </div>
  );
}
