import { bookingFlowWords } from "@/lib/booking/words";

// The words of the booking form and its answers, built once with the site; the page fetches them
// with the form's code once the visitor has chosen a time (lib/booking/flow-words.ts).
export const dynamic = "force-static";

export function GET() {
  return Response.json(bookingFlowWords(), { headers: { "X-Robots-Tag": "noindex" } });
}
