/**
 * A smaller wire format for MiniSearch's serialised index, used by both ends: MiniSearch writes
 * each posting as `"documentId": termFrequency` in an object, which at a thousand articles is
 * most of the file. Here a field's postings are one flat array of (id gap, frequency) pairs in
 * ascending id order, and the id map is an array. `expand` restores MiniSearch's exact layout for
 * MiniSearch.loadJSON; the ranking stays MiniSearch's own.
 */

/** The part of MiniSearch's serialised form (AsPlainObject, serialisation version 2) that is rewritten. */
type Plain = {
  documentIds: Record<string, string>;
  index: [string, Record<string, Record<string, number>>][];
  serializationVersion: number;
  [key: string]: unknown;
};

export type Compact = Omit<Plain, "documentIds" | "index"> & {
  serializationVersion: number;
  documentIds: string[];
  index: [string, [number, number[]][]][];
};

const SUPPORTED_VERSION = 2;

export function compact(serialised: string): Compact {
  const plain = JSON.parse(serialised) as Plain;
  if (plain.serializationVersion !== SUPPORTED_VERSION) {
    throw new Error(`MiniSearch serialisation version ${plain.serializationVersion} is not the ${SUPPORTED_VERSION} lib/search/serial.ts knows`);
  }
  const documentIds: string[] = [];
  for (const [shortId, id] of Object.entries(plain.documentIds)) documentIds[Number(shortId)] = id;
  const index = plain.index.map(([term, fields]): [string, [number, number[]][]] => [
    term,
    Object.entries(fields).map(([fieldId, postings]) => {
      const flat: number[] = [];
      let previous = 0;
      for (const [shortId, frequency] of Object.entries(postings)
        .map(([id, tf]) => [Number(id), tf] as const)
        .sort((a, b) => a[0] - b[0])) {
        flat.push(shortId - previous, frequency);
        previous = shortId;
      }
      return [Number(fieldId), flat];
    }),
  ]);
  return { ...plain, documentIds, index };
}

export function expand(wire: Compact): Plain {
  const documentIds: Record<string, string> = {};
  wire.documentIds.forEach((id, shortId) => {
    if (id !== undefined && id !== null) documentIds[shortId] = id;
  });
  const index = wire.index.map(([term, fields]): [string, Record<string, Record<string, number>>] => {
    const byField: Record<string, Record<string, number>> = {};
    for (const [fieldId, flat] of fields) {
      const postings: Record<string, number> = {};
      let shortId = 0;
      for (let i = 0; i < flat.length; i += 2) {
        shortId += flat[i]!;
        postings[shortId] = flat[i + 1]!;
      }
      byField[fieldId] = postings;
    }
    return [term, byField];
  });
  return { ...wire, documentIds, index };
}
