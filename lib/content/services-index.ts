import { z } from "zod";
import { readDataFile, type Problem } from "./loader";
import { callToAction as pageCallToAction, iconNames, type ServiceSlug } from "./page-schema";
import { slugPattern, text } from "./schema";

export const SERVICES_INDEX_FILE = "pages/services-index.yaml";

const callToAction = pageCallToAction("/services");

/** content/pages/services-index.yaml: the /services page. */
export const servicesIndexFile = z.strictObject({
  meta: z.strictObject({
    // With " | Arcforge Consulting" the page title stays within the 60 characters results pages show.
    title: text(5, 38),
    description: text(80, 160),
    eyebrow: text(3, 40),
  }),
  hero: z.strictObject({
    badge: text(3, 40),
    title: text(10, 90),
    intro: text(60, 400),
    primaryLabel: text(3, 40),
    secondaryLabel: text(3, 40),
  }),
  services: z
    .array(
      z.strictObject({
        slug: z.string({ error: "must be text" }).regex(slugPattern, { error: "must be a service page's slug, e.g. ai-strategy" }),
        icon: z.enum(iconNames, { error: `must be one of ${iconNames.join(", ")}` }),
        question: text(10, 90),
        summary: text(60, 300),
        outcomes: z.array(text(10, 100)).length(3, { error: "must list exactly 3 outcomes" }),
        engagement: text(10, 100),
        linkLabel: text(3, 40),
      }),
    )
    .length(3, { error: "must list the 3 services" }),
  /** Screen readers' name for the list of services, and the heading over each service's outcomes. */
  servicesLabel: text(3, 40),
  outcomesTitle: text(3, 40),
  journey: z.strictObject({
    title: text(8, 90),
    intro: text(30, 300),
    steps: z
      .array(z.strictObject({ title: text(3, 30), description: text(30, 240) }))
      .length(3, { error: "must list exactly 3 steps" }),
  }),
  cta: callToAction,
});

export type ServicesIndex = z.infer<typeof servicesIndexFile>;

/**
 * The /services copy, checked against the service pages that exist: each entry must name one of
 * them, and each must be listed once.
 */
export function loadServicesIndex(serviceSlugs: readonly ServiceSlug[]): { data?: ServicesIndex; problems: Problem[] } {
  const { data, problems } = readDataFile(SERVICES_INDEX_FILE, servicesIndexFile);
  if (!data) return { problems };
  const file = `content/${SERVICES_INDEX_FILE}`;
  const problem = (field: string, message: string): Problem => ({ file, field, message, severity: "error" });
  const listed = data.services.map((service) => service.slug);
  const found = [
    ...listed.flatMap((slug, index) =>
      serviceSlugs.includes(slug as ServiceSlug)
        ? listed.indexOf(slug) === index
          ? []
          : [problem(`services[${index}].slug`, `"${slug}" is listed twice`)]
        : [problem(`services[${index}].slug`, `no service page "${slug}"; use one of ${serviceSlugs.join(", ")}`)],
    ),
  ];
  return found.length > 0 ? { problems: found } : { data, problems: [] };
}
