import { after } from "next/server";
import { handleContactFormPost, isFormPost } from "@/lib/contact/form-post";
import { handleContact, methodNotAllowed } from "@/lib/contact/handler";
import { contactRuntime, deliverPending, getStore } from "@/lib/contact/runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const { config } = contactRuntime();
  const deps = {
    config,
    store: getStore,
    // E-mail the firm once the answer has gone out; the outbox retries if this attempt fails.
    onStored: () => after(deliverPending),
  };
  // The form as the browser sends it when no script has taken it over; otherwise JSON.
  return isFormPost(request) ? handleContactFormPost(request, deps) : handleContact(request, deps);
}

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
export const OPTIONS = methodNotAllowed;
