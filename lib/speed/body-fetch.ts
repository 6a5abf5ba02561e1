/**
 * The bodies of articles and case studies fetched from their own address (app/fragments), once
 * per address: by `MarkdownBody` for a page opened from a link in the app, and ahead of that by
 * the links themselves when a visitor shows they may open one (components/layout/link-navigation).
 */
const fetched = new Map<string, Promise<string | null>>();

/**
 * The body at `src`, null when it could not be fetched. A failure stays cached: React renders a
 * suspended component again once its promise settles, and a new request on each of those renders
 * would never settle the navigation (MarkdownBody then loads the page in full).
 */
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

/**
 * Starts fetching a body before the page that shows it is opened. A failure here is forgotten, so
 * that opening the page asks once more.
 */
export function prefetchBody(src: string): void {
  if (fetched.has(src)) return;
  const pending = fetchBody(src);
  void pending.then((html) => {
    if (html === null && fetched.get(src) === pending) fetched.delete(src);
  });
}
