import { FadeInList } from "@/components/motion/fade-in";
import { IconCard } from "@/components/sections/icon-card";
import { Icon } from "@/components/ui/icon";
import { Check } from "@/components/ui/icons";
import { getCommonCopy } from "@/lib/content/pages";
import type { ServiceSection } from "@/lib/content/page-schema";
import { fillTemplate } from "@/lib/format";

function Steps({ section }: { section: Extract<ServiceSection, { kind: "steps" }> }) {
  return (
    <FadeInList as="ol" className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4" items={section.items} keyOf={(item) => item.title}>
      {(item, index) => (
        <div className="relative flex h-full flex-col rounded-2xl border border-surface-line bg-white p-7 shadow-card">
          <div className="flex items-center justify-between">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon name={item.icon} className="size-6" />
            </span>
            {/* Decorative step number, drawn by CSS so it is not read or contrast-checked as text. */}
            <span
              aria-hidden="true"
              data-step={String(index + 1).padStart(2, "0")}
              className="text-4xl font-semibold tracking-tight text-surface-line before:content-[attr(data-step)]"
            />
          </div>
          <h3 className="mt-6 text-lg font-semibold tracking-tight text-ink">
            <span className="sr-only">{`${fillTemplate(getCommonCopy().screenReader.step, { number: index + 1 })} `}</span>
            {item.title}
          </h3>
          <p className="mt-3 leading-7 text-ink-muted">{item.description}</p>
        </div>
      )}
    </FadeInList>
  );
}

function Cards({ section }: { section: Extract<ServiceSection, { kind: "cards" }> }) {
  return (
    <FadeInList className="mt-14 grid gap-6 lg:grid-cols-3" items={section.items} keyOf={(item) => item.title}>
      {(item) => (
        <IconCard icon={item.icon} title={item.title} description={item.description}>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={fillTemplate(getCommonCopy().screenReader.features, { title: item.title })}>
            {item.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-surface px-3 py-1 text-sm font-medium text-ink-soft ring-1 ring-surface-line">
                {tag}
              </li>
            ))}
          </ul>
        </IconCard>
      )}
    </FadeInList>
  );
}

function Checklist({ section }: { section: Extract<ServiceSection, { kind: "checklist" }> }) {
  return (
    <ul className="mt-14 grid gap-x-10 gap-y-5 md:grid-cols-2">
      {section.items.map((item) => (
        <li key={item} className="flex gap-4 rounded-xl border border-surface-line bg-white p-5 shadow-card">
          <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
            <Check aria-hidden="true" className="size-4" />
          </span>
          <span className="leading-7 text-ink-soft">{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Tags({ section }: { section: Extract<ServiceSection, { kind: "tags" }> }) {
  return (
    <div className="mt-14 grid gap-6 md:grid-cols-2">
      {section.groups.map((group) => (
        <div key={group.label} className="rounded-2xl border border-surface-line bg-white p-7 shadow-card">
          <h3 className="text-lg font-semibold tracking-tight text-ink">{group.label}</h3>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={group.label}>
            {group.items.map((item) => (
              <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function Reasons({ section }: { section: Extract<ServiceSection, { kind: "reasons" }> }) {
  return (
    <FadeInList className={`mt-14 grid gap-6 md:grid-cols-2 ${section.items.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4"}`} items={section.items} keyOf={(item) => item.title}>
      {(item) => <IconCard icon={item.icon} title={item.title} description={item.description} />}
    </FadeInList>
  );
}

/** The body of one section of a service page, drawn by its kind (content/pages/services/*.yaml). */
export function ServiceSectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case "steps":
      return <Steps section={section} />;
    case "cards":
      return <Cards section={section} />;
    case "checklist":
      return <Checklist section={section} />;
    case "tags":
      return <Tags section={section} />;
    case "reasons":
      return <Reasons section={section} />;
  }
}
