import type { ComponentProps } from "react";
import type NextLinkComponent from "next/link";
import { PLAIN_NEXT } from "./mode";

// Only the plain build holds next/link; the condition is inlined at build time.
const NextLink: typeof NextLinkComponent | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would put next/link in every build
  process.env.PLAIN_NEXT === "1" ? (require("next/link") as { default: typeof NextLinkComponent }).default : null;

/**
 * A link to a page of the site. A plain <a> that LinkNavigation (./link-navigation.tsx) opens in
 * the app; next/link in the plain build.
 */
export function SiteLink(props: ComponentProps<"a"> & { href: string }) {
  return PLAIN_NEXT && NextLink ? <NextLink {...props} /> : <a {...props} />;
}
