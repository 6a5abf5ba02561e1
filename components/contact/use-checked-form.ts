import { zodResolver } from "@hookform/resolvers/zod";
import type { BaseSyntheticEvent } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { ZodType } from "zod";
import { HONEYPOT_FIELD } from "@/lib/contact/fields";

export function useCheckedForm<Values extends FieldValues, Output extends FieldValues>(
  schema: ZodType<Output, Values>,
  defaultValues: DefaultValues<Values>,
) {
  return useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues,
  });
}

export function honeypotOf(event?: BaseSyntheticEvent): string {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  return form ? String(new FormData(form).get(HONEYPOT_FIELD) ?? "") : "";
}
