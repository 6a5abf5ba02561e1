import { ArtPanel } from "@/components/sections/art-panel";
import { Icon } from "@/components/ui/icon";
import type { ServicesIndex } from "@/lib/content/services-index";
import type { Service } from "./service-row";

/** The three stages' points on the rising line, in the drawing's 420 × 170 units: one third of the width each. */
const stages = [
  { x: 70, y: 122 },
  { x: 210, y: 86 },
  { x: 350, y: 40 },
];

/** Around each stage, the systems it leaves running: one after deciding, a few once built, many at scale. */
const satellites = [
  [],
  [
    [-26, -22],
    [24, -26],
  ],
  [
    [-30, -18],
    [28, -22],
    [-22, 24],
    [32, 18],
    [0, -38],
  ],
] as const;

/**
 * The services page's own drawing: the three services as one process, decide, build, scale, on a
 * line that rises as the systems it leaves running multiply.
 */
export function ServicesProcess({ services, steps }: { services: Service[]; steps: ServicesIndex["journey"]["steps"] }) {
  const line = `M0 150C40 146 50 ${stages[0]!.y} ${stages[0]!.x} ${stages[0]!.y}S${stages[1]!.x - 60} ${stages[1]!.y} ${stages[1]!.x} ${stages[1]!.y}S${stages[2]!.x - 60} ${stages[2]!.y} ${stages[2]!.x} ${stages[2]!.y}S410 18 420 14`;
  return (
    <ArtPanel className="p-6 sm:p-8">
      <svg viewBox="0 0 420 170" className="h-auto w-full overflow-visible" fill="none">
        <defs>
          <linearGradient id="process-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#5A86F7" stopOpacity=".35" />
            <stop offset="1" stopColor="#5A86F7" stopOpacity="0" />
          </linearGradient>
          <radialGradient id="process-glow">
            <stop offset="0" stopColor="#F5A524" stopOpacity=".45" />
            <stop offset="1" stopColor="#F5A524" stopOpacity="0" />
          </radialGradient>
        </defs>
        {stages.map(({ x }) => (
          <path key={x} d={`M${x} 8V168`} stroke="#FFFFFF" strokeOpacity=".1" strokeDasharray="3 6" />
        ))}
        <path d={`${line}V170H0Z`} fill="url(#process-area)" />
        <path d={line} stroke="#8AAEFF" strokeWidth="3" strokeLinecap="round" />
        {stages.map(({ x, y }, index) => {
          const last = index === stages.length - 1;
          const colour = last ? "#F5A524" : "#8AAEFF";
          return (
            <g key={x}>
              {satellites[index]!.map(([dx, dy]) => (
                <g key={`${dx}${dy}`}>
                  <path d={`M${x} ${y}L${x + dx} ${y + dy}`} stroke={colour} strokeOpacity=".5" strokeWidth="1.5" />
                  <circle cx={x + dx} cy={y + dy} r="4.5" fill="#0F1D45" stroke={colour} strokeWidth="2" />
                </g>
              ))}
              {last && <circle cx={x} cy={y} r="34" fill="url(#process-glow)" />}
              <circle cx={x} cy={y} r="10" fill="#0F1D45" stroke={colour} strokeWidth="3" />
              <circle cx={x} cy={y} r="4" fill={colour} />
            </g>
          );
        })}
      </svg>
      <ol className="mt-6 grid grid-cols-3 gap-3 border-t border-white/10 pt-6 text-center">
        {services.map((service, index) => (
          <li key={service.slug} className="flex flex-col items-center">
            <span className={`inline-flex size-10 items-center justify-center rounded-xl bg-white/5 ring-1 ring-white/15 ${index === services.length - 1 ? "text-ember-300" : "text-brand-300"}`}>
              <Icon name={service.icon} className="size-5" />
            </span>
            <span className="mt-3 text-xs font-semibold tabular-nums text-ember-300">{String(index + 1).padStart(2, "0")}</span>
            <span className="text-base font-semibold text-white sm:text-lg">{steps[index]?.title}</span>
            <span className="mt-1 text-xs leading-5 text-slate-400">{service.page.hero.title}</span>
          </li>
        ))}
      </ol>
    </ArtPanel>
  );
}
