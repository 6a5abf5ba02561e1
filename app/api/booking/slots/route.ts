import { handleSlots, methodNotAllowed } from "@/lib/booking/handler";
import { bookingDependencies } from "@/lib/booking/runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export function GET() {
  return handleSlots(bookingDependencies());
}

export const POST = methodNotAllowed("GET");
