import type { ContactMessages } from "@/lib/contact/schema";
import type { BookContent } from "@/lib/content/page-schema";

/** The words of the booking's later steps: not in the page, fetched with their code once a time is chosen. */
export type FlowWords = Pick<BookContent, "form" | "answers" | "confirmed"> & { contactMessages: ContactMessages };

export const FLOW_WORDS_PATH = "/api/booking/words";

let pending: Promise<FlowWords | null> | null = null;

/** Fetched once; a failure resolves to null and is forgotten, so the next call asks again. */
export function loadFlowWords(): Promise<FlowWords | null> {
  pending ??= fetch(FLOW_WORDS_PATH, { headers: { Accept: "application/json" } }).then(
    (response) => (response.ok ? (response.json() as Promise<FlowWords>) : null),
    () => null,
  );
  const current = pending;
  void current.then((words) => {
    if (words === null && pending === current) pending = null;
  });
  return current;
}
