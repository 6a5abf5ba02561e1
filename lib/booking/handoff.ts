/**
 * A firm that already books through its own scheduler (Calendly, Cal.com...) names it in
 * BOOKING_SCHEDULER_URL, and /book offers it instead of the built-in picker: a link, or with
 * BOOKING_SCHEDULER_EMBED=1 an embed that loads only once the visitor asks for it. Read when the
 * site is built (the page is prerendered) and by the server, which then takes no bookings itself.
 */
export type SchedulerHandoff = { url: string; origin: string; embed: boolean };

type Env = Record<string, string | undefined>;

export function readSchedulerHandoff(env: Env = process.env): SchedulerHandoff | null {
  const raw = env.BOOKING_SCHEDULER_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`BOOKING_SCHEDULER_URL must be the scheduler's https:// address (got "${raw}")`);
  }
  if (url.protocol !== "https:") throw new Error(`BOOKING_SCHEDULER_URL must use https (got "${raw}")`);
  const embed = env.BOOKING_SCHEDULER_EMBED?.trim();
  if (embed && embed !== "0" && embed !== "1") throw new Error(`BOOKING_SCHEDULER_EMBED must be 1 or 0 (got "${embed}")`);
  return { url: url.toString(), origin: url.origin, embed: embed === "1" };
}

/** What the pages may frame: the scheduler's origin when it is embedded, nothing otherwise. */
export function frameSources(env: Env = process.env): string[] {
  const handoff = readSchedulerHandoff(env);
  return handoff?.embed ? [handoff.origin] : [];
}
