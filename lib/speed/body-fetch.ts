/** Bodies fetched once per address, by `MarkdownBody` and ahead of it by the links. */
const fetched = new Map<string, Promise<string | null>>();

/** A failure stays cached: React renders again once the promise settles, and a new request each time would never settle. */
export function fetchBody(src: string): Promise<string | null> {
  let pending = fetched.get(src);
  if (!pending) {
    pending = fetch(src).then(
      (response) => (response.ok ? response.text() : null),
      () => null,
    );
    fetched.set(src, pending);
  }
  return pending;
}

/** A failure here is forgotten, so opening the page asks once more. */
export function prefetchBody(src: string): void {
  if (fetched.has(src)) return;
  const pending = fetchBody(src);
  void pending.then((html) => {
    if (html === null && fetched.get(src) === pending) fetched.delete(src);
  });
}
