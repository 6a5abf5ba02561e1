/** The free times as the picker fetches them, apart from the rest of the API (./client.ts) so the picker's first code stays small. */

export type SlotJson = { start: string; end: string };

export type FreeSlots = { timeZone: string; horizonDays: number; slots: SlotJson[] };

export async function fetchFreeSlots(): Promise<FreeSlots> {
  const response = await fetch("/api/booking/slots", { headers: { Accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`free times: ${response.status}`);
  return (await response.json()) as FreeSlots;
}
