import { Check } from "@/components/ui/icons";

/** What a service or capability includes, one ticked line each. */
export function FeatureList({ features, className }: { features: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-3 text-ink-soft">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
