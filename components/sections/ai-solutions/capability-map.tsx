import { CentredDrawing, onEllipse, placed } from "@/components/sections/art-panel";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/content/page-schema";

type Item = { icon: IconName; title: string };

/**
 * The AI solutions page's own drawing: its capabilities as a map around one core, with the
 * industries it serves on the outer ring.
 */
export function CapabilityMap({ capabilities, industries, core }: { capabilities: Item[]; industries: Pick<Item, "icon">[]; core: IconName }) {
  const inner = capabilities.map((capability, index) => ({ ...capability, at: onEllipse(-90 + (360 / capabilities.length) * index, 34, 34) }));
  const outer = industries.map((industry, index) => ({ ...industry, at: onEllipse(-90 + 180 / industries.length + (360 / industries.length) * index, 42, 43) }));
  const lines = (
    <>
      <ellipse cx="50" cy="50" rx="34" ry="34" stroke="#8AAEFF" strokeOpacity=".25" strokeWidth=".3" strokeDasharray="1 1.5" vectorEffect="non-scaling-stroke" />
      <ellipse cx="50" cy="50" rx="42" ry="43" stroke="#FFFFFF" strokeOpacity=".1" strokeWidth=".3" vectorEffect="non-scaling-stroke" />
      {inner.map(({ title, at: [x, y] }, index) => {
        const [nx, ny] = inner[(index + 1) % inner.length]!.at;
        return (
          <g key={title}>
            <path d={`M50 50L${x} ${y}`} stroke="#8AAEFF" strokeOpacity=".45" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
            <path d={`M${x} ${y}L${nx} ${ny}`} stroke="#8AAEFF" strokeOpacity=".15" strokeWidth="1" vectorEffect="non-scaling-stroke" />
          </g>
        );
      })}
    </>
  );
  return (
    <CentredDrawing glow={{ id: "map-core", colour: "#5A86F7", opacity: 0.55, radius: 22 }} lines={lines}>
      {outer.map(({ icon, at: [x, y] }) => (
        <span key={`${icon}${x}`} style={placed(x, y)} className="absolute inline-flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-night-800 text-slate-400 ring-1 ring-white/15">
          <Icon name={icon} className="size-3.5" />
        </span>
      ))}
      <span style={placed(50, 50)} className="absolute inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-lift ring-1 ring-white/20 sm:size-20">
        <Icon name={core} className="size-8 sm:size-10" />
      </span>
      {inner.map(({ icon, title, at: [x, y] }) => (
        <span key={title} style={placed(x, y)} className="absolute flex w-24 -translate-x-1/2 -translate-y-5 flex-col items-center text-center sm:w-28">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-night-800 text-ember-300 ring-1 ring-brand-300/40">
            <Icon name={icon} className="size-5" />
          </span>
          <span className="mt-1.5 text-[11px] font-semibold leading-tight text-white sm:text-xs">{title}</span>
        </span>
      ))}
    </CentredDrawing>
  );
}
