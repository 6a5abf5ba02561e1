/** Did-you-mean for editors: the known name closest to what they wrote. */

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

/**
 * The candidate nearest to `target`: one that differs only in case first, then the one with the
 * fewest typed changes, if it is near enough to be a slip of the keyboard.
 */
export function closest(target: string, candidates: Iterable<string>, maxDistance = Math.max(3, Math.floor(target.length / 4))): string | undefined {
  const list = [...candidates];
  const sameLetters = list.find((candidate) => candidate.toLowerCase() === target.toLowerCase());
  if (sameLetters !== undefined) return sameLetters;
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of list) {
    const distance = editDistance(target.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= maxDistance ? best.candidate : undefined;
}
