import { NextResponse, type NextRequest } from "next/server";
import { dynamicPagePolicy } from "@/lib/speed/dynamic-csp";

/** Pages rendered on request (the contact form's answer page) get a nonce for their inline scripts. */
export function proxy(request: NextRequest) {
  const csp = dynamicPagePolicy();
  if (!csp) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", csp.policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp.policy);
  return response;
}

export const config = { matcher: ["/contact"] };
