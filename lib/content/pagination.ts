export const PAGE_SIZE = 12;

/** An empty list still has its first page. */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function pageOf<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] | undefined {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(items.length, size)) return undefined;
  return items.slice((page - 1) * size, page * size);
}

/** Page 1 is the list itself. */
export function laterPages(total: number, size = PAGE_SIZE): number[] {
  return Array.from({ length: pageCount(total, size) - 1 }, (_, index) => index + 2);
}

/** Digits without a leading zero, so each page has one address. */
export function parsePage(segment: string): number | undefined {
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : undefined;
}

/** The first, last and current pages and the current one's neighbours, so the bar stays short however long the list grows. */
export function pageWindow(current: number, count: number): (number | "gap")[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const from = Math.max(2, Math.min(current - 1, count - 4));
  const to = Math.min(count - 1, Math.max(current + 1, 5));
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [1, ...(from > 2 ? ["gap" as const] : []), ...middle, ...(to < count - 1 ? ["gap" as const] : []), count];
}
