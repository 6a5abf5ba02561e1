import { handleManage, methodNotAllowed } from "@/lib/booking/handler";
import { bookingDependencies } from "@/lib/booking/runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleManage(request, bookingDependencies(), "view");
}

export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
export const OPTIONS = GET;
