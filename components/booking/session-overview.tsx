import { IconList } from "@/components/sections/icon-list";
import { Icon } from "@/components/ui/icon";
import type { BookContent, IconName } from "@/lib/content/page-schema";
import { fillTemplate } from "@/lib/format";
import { SiteLink } from "@/lib/speed/site-link";

/** The session in four facts, under the page's headline. */
export function SessionFacts({ facts, minutes }: { facts: BookContent["facts"]; minutes: number }) {
  const items: { icon: IconName; label: string }[] = [
    { icon: "clock", label: fillTemplate(facts.length, { minutes }) },
    { icon: "message-square", label: facts.format },
    { icon: "user-check", label: facts.host },
    { icon: "badge-check", label: facts.price },
  ];
  return (
    <ul className="flex flex-wrap gap-x-8 gap-y-3 text-sm font-medium text-ink-soft sm:text-base">
      {items.map((item) => (
        <li key={item.icon} className="flex items-center gap-2.5">
          <Icon name={item.icon} className="size-5 text-brand-700" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** Beside the picker: what the session covers, who leads it, and what happens to the details. */
export function SessionOverview({ copy }: { copy: Pick<BookContent, "covers" | "host" | "privacy"> }) {
  return (
    <aside aria-labelledby="covers-title" className="space-y-10">
      <div>
        <h2 id="covers-title" className="text-xl font-semibold tracking-tight text-ink">
          {copy.covers.title}
        </h2>
        <IconList items={copy.covers.items} className="mt-6" />
      </div>
      <div className="on-dark rounded-2xl bg-night p-7 text-white">
        <h2 className="text-lg font-semibold">{copy.host.title}</h2>
        <p className="mt-2 leading-7 text-slate-300">{copy.host.text}</p>
      </div>
      <p className="text-sm leading-6 text-ink-muted">
        {copy.privacy.text}{" "}
        <SiteLink href={copy.privacy.link.href} className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700">
          {copy.privacy.link.label}
        </SiteLink>
      </p>
    </aside>
  );
}
