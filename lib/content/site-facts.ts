import { z } from "zod";
import { readDataFile, type Problem } from "./loader";
import { text, type EditorMeta } from "./schema";

/** The networks the footer has an icon for (components/layout/social-icons.tsx). */
export const socialNetworks = ["LinkedIn", "Twitter", "Facebook", "Instagram"] as const;

const email = z.email({ error: "must be an e-mail address, e.g. hello@arcforge.consulting" });

/** content/site.yaml: the firm's identity and contact details. */
export const siteFactsFile = z.strictObject({
  name: text(3, 40),
  shortName: text(3, 12),
  legalName: text(3, 60),
  email,
  legalEmail: email,
  privacyEmail: email,
  address: z.strictObject({
    street: text(3, 80),
    locality: text(2, 40),
    region: text(2, 40),
    postalCode: text(3, 12),
    country: z.string({ error: "must be text" }).regex(/^[A-Z]{2}$/, { error: "must be a two-letter country code, e.g. US" }),
  }),
  foundingYear: z.int({ error: "must be a year, e.g. 2014" }).min(1900, { error: "must be a year, e.g. 2014" }).max(2100, { error: "must be a year, e.g. 2014" }),
  social: z
    .array(
      z
        .strictObject({
          network: z.enum(socialNetworks, { error: `must be one of ${socialNetworks.join(", ")} (the networks the footer has an icon for)` }),
          href: z
            .url({ protocol: /^https$/, error: "must be the profile's https:// address" })
            .meta({ pattern: String.raw`^https://[^\s/]+\.[^\s/]+(?:/.*)?$`, patternMessage: "must be the profile's https:// address" } satisfies EditorMeta),
        })
        .transform(({ network, href }) => ({ name: network, href })),
    )
    .max(socialNetworks.length, { error: `must list at most ${socialNetworks.length} profiles` }),
});

export type SiteFacts = z.infer<typeof siteFactsFile>;

export const SITE_FILE = "site.yaml";

/** The firm's facts, or the problems that keep content/site.yaml from being read. */
export function loadSiteFacts(): { data?: SiteFacts; problems: Problem[] } {
  return readDataFile(SITE_FILE, siteFactsFile);
}
