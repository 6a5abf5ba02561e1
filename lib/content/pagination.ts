/** Entries on one list page: /insights shows the 12 newest, /insights/page/2 the next 12, and so on. */
export const PAGE_SIZE = 12;

/** How many pages a list of `total` entries takes; an empty list still has its first page. */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The entries of page `page` (1-based), or undefined when the list has no such page. */
export function pageOf<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] | undefined {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(items.length, size)) return undefined;
  return items.slice((page - 1) * size, page * size);
}

/** The page numbers pre-rendered under `<list>/page/<n>`: 2 to the last (page 1 is the list itself). */
export function laterPages(total: number, size = PAGE_SIZE): number[] {
  return Array.from({ length: pageCount(total, size) - 1 }, (_, index) => index + 2);
}

/** A page number as the address writes it: digits without a leading zero ("2", never "02" or "2.0"). */
export function parsePage(segment: string): number | undefined {
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : undefined;
}

/**
 * The page links a pagination bar shows: the first and last page, the current one and its
 * neighbours, and "gap" where pages are left out, so the bar has at most seven places however
 * long the list grows.
 */
export function pageWindow(current: number, count: number): (number | "gap")[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const from = Math.max(2, Math.min(current - 1, count - 4));
  const to = Math.min(count - 1, Math.max(current + 1, 5));
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [1, ...(from > 2 ? ["gap" as const] : []), ...middle, ...(to < count - 1 ? ["gap" as const] : []), count];
}
