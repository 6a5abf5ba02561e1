/** "2024-03-15" → "March 15, 2024", the same on every machine and time zone. */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A reading time in the words of content/pages/common.yaml (cards.readingTime): "8 min read". */
export function minutes(count: number, template: string): string {
  return fillTemplate(template, { minutes: count });
}

/** Initials from a person's name: "Dana Whitfield" → "DW". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** Fills the slots of a content template: fillTemplate("Step {number}:", { number: 2 }) → "Step 2:". */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([^{}]*)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
