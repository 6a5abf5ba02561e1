import { after } from "next/server";
import { handleContact, methodNotAllowed } from "@/lib/contact/handler";
import { contactRuntime, deliverPending, getStore } from "@/lib/contact/runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const { config } = contactRuntime();
  return handleContact(request, {
    config,
    store: getStore,
    // E-mail the firm once the answer has gone out; the outbox retries if this attempt fails.
    onStored: () => after(deliverPending),
  });
}

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
export const OPTIONS = methodNotAllowed;
