import crypto from "node:crypto";

/**
 * What a server component hands to the server render of a client component without passing it as
 * a prop, which would put it in the page data too. Both renders run in one process, the server
 * component first, so a value stored here under its content's hash is there when the client
 * component renders.
 */
const store: Map<string, unknown> = ((globalThis as { [key: symbol]: Map<string, unknown> })[Symbol.for("arcforge.speed.handoff")] ??= new Map());

export function handOff(value: unknown): string {
  const key = crypto.createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 16);
  store.set(key, value);
  return key;
}

export function takeOver(key: string): unknown {
  if (!store.has(key)) throw new Error(`Nothing was handed over under ${key}: the server component and the server render ran apart`);
  return store.get(key);
}
