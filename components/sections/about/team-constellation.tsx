import { CentredDrawing, onEllipse, placed } from "@/components/sections/art-panel";
import { initials } from "@/lib/format";

type Person = { name: string; role: string };

/**
 * The about page's own drawing: the leadership team around the place and year the firm began,
 * each linked to the next, as they work: one team, not a chart of reporting lines.
 */
export function TeamConstellation({ people, place, year }: { people: Person[]; place: string; year: number }) {
  const around = people.map((person, index) => ({ ...person, at: onEllipse(-90 + (360 / people.length) * index, 34, 32) }));
  const lines = around.map(({ name, at: [x, y] }, index) => {
    const [nx, ny] = around[(index + 1) % around.length]!.at;
    return (
      <g key={name}>
        <path d={`M${x} ${y}L${nx} ${ny}`} stroke="#8AAEFF" strokeOpacity=".4" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
        <path d={`M50 50L${x} ${y}`} stroke="#FFFFFF" strokeOpacity=".12" strokeWidth="1" strokeDasharray="3 4" vectorEffect="non-scaling-stroke" />
      </g>
    );
  });
  return (
    <CentredDrawing glow={{ id: "team-core", colour: "#F5A524", opacity: 0.3, radius: 20 }} lines={lines} className="aspect-[5/6] sm:aspect-[8/7]">
      <span style={placed(50, 50)} className="absolute flex -translate-x-1/2 -translate-y-1/2 flex-col items-center rounded-2xl bg-night-800/90 px-3 py-2 text-center ring-1 ring-ember-400/40 sm:px-4 sm:py-3">
        <span className="text-xl font-semibold tracking-tight text-ember-300 tabular-nums sm:text-3xl">{year}</span>
        <span className="text-[11px] font-medium text-slate-300 sm:text-xs">{place}</span>
      </span>
      {around.map(({ name, role, at: [x, y] }) => (
        <span key={name} style={placed(x, y)} className="absolute flex w-28 -translate-x-1/2 -translate-y-6 flex-col items-center text-center sm:w-40">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 text-sm font-semibold text-white ring-4 ring-night sm:size-14 sm:text-base">
            {initials(name)}
          </span>
          <span className="mt-1.5 flex flex-col rounded-md bg-night/80 px-1.5 py-0.5">
            <span className="text-xs font-semibold leading-tight text-white sm:text-sm">{name}</span>
            <span className="mt-0.5 text-[10px] leading-tight text-slate-400 sm:text-xs">{role}</span>
          </span>
        </span>
      ))}
    </CentredDrawing>
  );
}
