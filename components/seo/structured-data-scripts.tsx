import { BreadcrumbJsonLd, JsonLdScript, OrganizationJsonLd } from "next-seo";
import type { ComponentProps } from "react";

export type StructuredDataEntry =
  | { kind: "organization"; props: ComponentProps<typeof OrganizationJsonLd> }
  | { kind: "breadcrumb"; props: ComponentProps<typeof BreadcrumbJsonLd> }
  | { kind: "entity"; id: string; data: Record<string, unknown> };

/** A page's schema.org JSON-LD scripts, through next-seo's components. */
export function StructuredDataScripts({ entries }: { entries: StructuredDataEntry[] }) {
  return entries.map((entry) => {
    if (entry.kind === "organization") return <OrganizationJsonLd key="organization" {...entry.props} />;
    if (entry.kind === "breadcrumb") return <BreadcrumbJsonLd key="breadcrumb" {...entry.props} />;
    return <JsonLdScript key={entry.id} scriptKey={entry.id} id={entry.id} data={entry.data} />;
  });
}
