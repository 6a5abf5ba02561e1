import "server-only";
import { getBookCopy, getCommonCopy } from "@/lib/content/pages";
import type { FlowWords } from "./flow-words";

/** What GET /api/booking/words answers (./flow-words.ts). */
export function bookingFlowWords(): FlowWords {
  const { form, answers, confirmed } = getBookCopy();
  return { form, answers, confirmed, contactMessages: getCommonCopy().contactForm.messages };
}
