import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's internal link: next/link (client-side navigation) without prefetching when it comes
 * into view. Left to the default, a page prefetched every route it shows as soon as it had loaded
 * (33 requests on the insights list), and handling those responses put hundreds of milliseconds of
 * script on a phone's main thread while the visitor was starting to read. Links are prefetched on
 * a sign of intent instead, by PrefetchOnIntent in the root layout.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
