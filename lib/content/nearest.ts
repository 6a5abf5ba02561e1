function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The candidate nearest to `target` by edit distance, if it is near enough to be a slip of the keyboard. */
export function closest(target: string, candidates: Iterable<string>): string | undefined {
  let best: { route: string; distance: number } | undefined;
  for (const route of candidates) {
    const distance = editDistance(target, route);
    if (!best || distance < best.distance) best = { route, distance };
  }
  return best && best.distance <= Math.max(3, Math.floor(target.length / 4)) ? best.route : undefined;
}
