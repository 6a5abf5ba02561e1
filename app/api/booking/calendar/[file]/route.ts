import { handleCalendarFeed } from "@/lib/booking/handler";
import { bookingDependencies } from "@/lib/booking/runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The staff calendar feed; its address holds a secret key (see `npm run bookings -- feed-url`). */
export async function GET(_request: Request, { params }: RouteContext<"/api/booking/calendar/[file]">) {
  const { file } = await params;
  return handleCalendarFeed(file, bookingDependencies());
}
