import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { readSchedulerHandoff } from "@/lib/booking/handoff";
import { getBookCopy } from "@/lib/content/pages";
import { fillTemplate } from "@/lib/format";
import { SchedulerHandoff } from "./scheduler-handoff";

const SCHEDULER = "https://scheduler.example.test/arcforge/strategy-session";
const copy = getBookCopy().handoff;
const consent = renderToStaticMarkup(createElement("p", null, fillTemplate(copy.consent, { vendor: "scheduler.example.test" })));

function rendered(env: Record<string, string>) {
  const handoff = readSchedulerHandoff(env)!;
  return renderToStaticMarkup(createElement(SchedulerHandoff, { handoff, copy, headingId: "book-title" }));
}

describe("the hand-off to the firm's own scheduler", () => {
  it("with a URL alone, is a link that opens the scheduler in a new tab, and nothing that would frame it", () => {
    const html = rendered({ BOOKING_SCHEDULER_URL: SCHEDULER });
    expect(html).toContain(`<a href="${SCHEDULER}" target="_blank" rel="noopener noreferrer"`);
    expect(html).toContain(copy.open);
    expect(html).not.toContain("<button");
    expect(html).not.toContain(copy.show);
    expect(html).not.toContain(consent.slice(3, -4));
    expect(html).not.toContain("<iframe");
  });

  it("with the embed, also offers to show the calendar here, and says what loading it tells the vendor", () => {
    const html = rendered({ BOOKING_SCHEDULER_URL: SCHEDULER, BOOKING_SCHEDULER_EMBED: "1" });
    expect(html).toContain(`<a href="${SCHEDULER}"`);
    expect(html).toContain(copy.show);
    expect(html).toContain(consent.slice(3, -4));
    // Framed only once the visitor asks.
    expect(html).not.toContain("<iframe");
  });
});
