import type { AccentColor } from "./content/schema";

/** The category picks the motif and accent; the title seeds its shape, so one category's covers are a family, never the same. */
/** The aspect its slots reserve (.card-cover, .hero-cover). */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

type Motif = "roadmap" | "network" | "shield" | "chart" | "grid" | "flow";

/** Most telling first. */
const motifWords: [Motif, RegExp][] = [
  ["grid", /\b(data|analytics|information)\b/i],
  ["shield", /\b(security|cyber\w*|ethic\w*|risk|compliance|governance|responsible|trust|privacy)\b/i],
  ["chart", /\b(impact|roi|value|finance|financial|growth|performance|revenue)\b/i],
  ["flow", /\b(customer\w*|experience|work|workforce|people|talent|service|culture)\b/i],
  ["network", /\b(technolog\w*|mlops|machine|learning|generative|emerging|platform\w*|engineering|quantum|cloud)\b/i],
  ["roadmap", /\b(strategy|strategic|transformation|program\w*|roadmap|management|planning|leadership)\b/i],
];
const motifs: Motif[] = ["roadmap", "network", "shield", "chart", "grid", "flow"];

const accents: Record<AccentColor, string> = {
  blue: "#8AAEFF",
  indigo: "#A5B4FC",
  violet: "#C4B5FD",
  emerald: "#6EE7B7",
  teal: "#5EEAD4",
  cyan: "#67E8F9",
  amber: "#FCD34D",
  orange: "#FDBA74",
  rose: "#FDA4AF",
  slate: "#CBD5E1",
};
const BLUE = "#8AAEFF";
const EMBER = "#F5A524";

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 16777619);
  return value >>> 0;
}

/** Deterministic, so the same title always draws the same cover. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function coverMotif(category: string): Motif {
  return motifWords.find(([, words]) => words.test(category))?.[0] ?? motifs[hash(category) % motifs.length]!;
}

const round = (value: number) => Math.round(value * 10) / 10;

type Draw = { rand: () => number; accent: string; category: string };

function roadmap({ rand, accent }: Draw): string {
  const count = 5;
  const points = Array.from({ length: count }, (_, index) => {
    const x = 170 + index * 215 + (rand() - 0.5) * 50;
    const rise = (index / (count - 1)) * 250;
    return [round(x), round(470 - rise + (rand() - 0.5) * 90)] as const;
  });
  const lanes = [190, 315, 440].map((y) => `<path d="M80 ${y}H1120" stroke="#FFFFFF" stroke-opacity=".07" stroke-width="2" stroke-dasharray="4 10"/>`).join("");
  let path = `M${points[0]![0]} ${points[0]![1]}`;
  for (let index = 1; index < points.length; index++) {
    const [x0, y0] = points[index - 1]!;
    const [x1, y1] = points[index]!;
    const mid = round((x0 + x1) / 2);
    path += `C${mid} ${y0} ${mid} ${y1} ${x1} ${y1}`;
  }
  const [endX, endY] = points[count - 1]!;
  const stones = points
    .slice(0, -1)
    .map(([x, y], index) => `<circle cx="${x}" cy="${y}" r="${index === 0 ? 11 : 15}" fill="#0F1D45" stroke="${BLUE}" stroke-width="4"/><circle cx="${x}" cy="${y}" r="5" fill="${BLUE}"/>`)
    .join("");
  return `${lanes}<path d="${path}" fill="none" stroke="${BLUE}" stroke-opacity=".35" stroke-width="26" stroke-linecap="round"/><path d="${path}" fill="none" stroke="${BLUE}" stroke-width="5" stroke-linecap="round"/>${stones}<circle cx="${endX}" cy="${endY}" r="80" fill="url(#c-accent)"/><path d="M${endX} ${endY}V${endY - 78}" stroke="${accent}" stroke-width="5" stroke-linecap="round"/><path d="M${endX + 2} ${endY - 78}h52l-14 17 14 17h-52z" fill="${accent}"/><circle cx="${endX}" cy="${endY}" r="18" fill="#0F1D45" stroke="${accent}" stroke-width="5"/><circle cx="${endX}" cy="${endY}" r="7" fill="${accent}"/>`;
}

function network({ rand, accent }: Draw): string {
  const nodes: [number, number][] = [];
  for (let tries = 0; nodes.length < 15 && tries < 2000; tries++) {
    const candidate: [number, number] = [round(120 + rand() * 960), round(100 + rand() * 430)];
    if (nodes.every(([x, y]) => Math.hypot(x - candidate[0], y - candidate[1]) > 150)) nodes.push(candidate);
  }
  const edges = new Set<string>();
  nodes.forEach((node, index) => {
    const nearest = nodes
      .map((other, otherIndex) => ({ otherIndex, distance: Math.hypot(other[0] - node[0], other[1] - node[1]) }))
      .filter(({ otherIndex }) => otherIndex !== index)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 3);
    for (const { otherIndex } of nearest) edges.add([index, otherIndex].sort((a, b) => a - b).join("-"));
  });
  const hubs = new Set([0, 1, 2].map(() => Math.floor(rand() * nodes.length)));
  const lines = [...edges]
    .map((edge) => {
      const [a, b] = edge.split("-").map(Number) as [number, number];
      const lit = hubs.has(a) || hubs.has(b);
      return `<path d="M${nodes[a]![0]} ${nodes[a]![1]}L${nodes[b]![0]} ${nodes[b]![1]}" stroke="${lit ? accent : BLUE}" stroke-opacity="${lit ? 0.8 : 0.35}" stroke-width="${lit ? 4 : 3}"${lit ? ' stroke-dasharray="8 8"' : ""}/>`;
    })
    .join("");
  const dots = nodes
    .map(([x, y], index) =>
      hubs.has(index)
        ? `<circle cx="${x}" cy="${y}" r="80" fill="url(#c-accent)"/><circle cx="${x}" cy="${y}" r="24" fill="#0F1D45" stroke="${accent}" stroke-width="5"/><circle cx="${x}" cy="${y}" r="10" fill="${accent}"/>`
        : `<circle cx="${x}" cy="${y}" r="14" fill="#0F1D45" stroke="${BLUE}" stroke-width="4"/>`,
    )
    .join("");
  return lines + dots;
}

function shield({ rand, accent, category }: Draw): string {
  const cx = round(600 + (rand() - 0.5) * 240);
  const cy = 315;
  const rings = [110, 165, 220, 275]
    .map((radius, index) => {
      const circumference = 2 * Math.PI * radius;
      const dash = round(circumference * (0.45 + rand() * 0.4));
      const rotate = Math.floor(rand() * 360);
      return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${index % 2 ? accent : BLUE}" stroke-opacity="${0.55 - index * 0.1}" stroke-width="${index === 0 ? 4 : 3}" stroke-dasharray="${dash} ${round(circumference - dash)}" stroke-linecap="round" transform="rotate(${rotate} ${cx} ${cy})"/>`;
    })
    .join("");
  const satellites = Array.from({ length: 7 }, () => {
    const radius = [165, 220, 275][Math.floor(rand() * 3)]!;
    const angle = rand() * Math.PI * 2;
    return `<circle cx="${round(cx + Math.cos(angle) * radius)}" cy="${round(cy + Math.sin(angle) * radius)}" r="6" fill="${BLUE}"/>`;
  }).join("");
  const s = 1.25;
  const shape = `M${cx} ${cy - 70 * s}L${round(cx + 58 * s)} ${round(cy - 46 * s)}V${round(cy + 4 * s)}C${round(cx + 58 * s)} ${round(cy + 44 * s)} ${round(cx + 30 * s)} ${round(cy + 68 * s)} ${cx} ${round(cy + 80 * s)}C${round(cx - 30 * s)} ${round(cy + 68 * s)} ${round(cx - 58 * s)} ${round(cy + 44 * s)} ${round(cx - 58 * s)} ${round(cy + 4 * s)}V${round(cy - 46 * s)}Z`;
  return `<circle cx="${cx}" cy="${cy}" r="150" fill="url(#c-accent)"/>${rings}${satellites}<path d="${shape}" fill="#0F1D45" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/>${
    /secur|cyber|privacy/i.test(category)
      ? `<circle cx="${cx}" cy="${cy - 6}" r="15" fill="${accent}"/><path d="M${cx - 6} ${cy}h12l4 34h-20z" fill="${accent}"/>`
      : `<path d="M${cx - 30} ${cy + 4}l22 22 42-46" fill="none" stroke="${accent}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`
  }`;
}

function chart({ rand, accent }: Draw): string {
  const count = 8;
  const width = 76;
  const gap = 40;
  const left = round((COVER_WIDTH - count * width - (count - 1) * gap) / 2);
  const base = 520;
  let height = 70 + rand() * 40;
  const bars = Array.from({ length: count }, (_, index) => {
    height = Math.min(390, height + 18 + rand() * 45 - (rand() < 0.25 ? 60 : 0));
    return { x: left + index * (width + gap), height: round(Math.max(50, height)) };
  });
  const rects = bars
    .map(({ x, height }, index) => {
      const last = index === count - 1;
      return `<rect x="${x}" y="${round(base - height)}" width="${width}" height="${height}" rx="10" fill="${last ? accent : BLUE}" fill-opacity="${last ? 0.9 : 0.16 + index * 0.04}"/>`;
    })
    .join("");
  const tops = bars.map(({ x, height }) => [round(x + width / 2), round(base - height - 34)] as const);
  const line = tops.map(([x, y], index) => `${index === 0 ? "M" : "L"}${x} ${y}`).join("");
  const [endX, endY] = tops[count - 1]!;
  return `<path d="M${left - 30} ${base}H${COVER_WIDTH - left + 30}" stroke="#FFFFFF" stroke-opacity=".25" stroke-width="2"/>${rects}<path d="${line}" fill="none" stroke="${accent}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>${tops
    .slice(0, -1)
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#0F1D45" stroke="${accent}" stroke-width="3"/>`)
    .join("")}<circle cx="${endX}" cy="${endY}" r="64" fill="url(#c-accent)"/><circle cx="${endX}" cy="${endY}" r="12" fill="${accent}"/>`;
}

function grid({ rand, accent }: Draw): string {
  const columns = 14;
  const rows = 7;
  const size = 52;
  const step = 68;
  const left = round((COVER_WIDTH - columns * step + (step - size)) / 2);
  const top = round((COVER_HEIGHT - rows * step + (step - size)) / 2);
  const centre = [2 + rand() * (columns - 4), 1.5 + rand() * (rows - 3)] as const;
  const cells: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const near = Math.hypot(column - centre[0], (row - centre[1]) * 1.4);
      const strength = Math.max(0, 1 - near / 3.2) * (0.6 + rand() * 0.4);
      const x = left + column * step;
      const y = top + row * step;
      if (strength > 0.35) cells.push(`<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="10" fill="${accent}" fill-opacity="${round(0.25 + strength * 0.65)}"/>`);
      else if (rand() < 0.1) cells.push(`<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="10" fill="${BLUE}" fill-opacity=".2"/>`);
    }
  }
  const [cx, cy] = [left + centre[0] * step + size / 2, top + centre[1] * step + size / 2];
  // One pattern draws every cell's faint square; only the lit ones are drawn one by one.
  const field = `<pattern id="c-cells" x="${left}" y="${top}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><rect width="${size}" height="${size}" rx="10" fill="${BLUE}" fill-opacity=".08"/></pattern><rect x="${left}" y="${top}" width="${columns * step - (step - size)}" height="${rows * step - (step - size)}" fill="url(#c-cells)"/>`;
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="230" fill="url(#c-accent)"/>${field}${cells.join("")}<rect x="${round(cx - 130)}" y="${round(cy - 100)}" width="260" height="200" rx="22" fill="none" stroke="${accent}" stroke-width="4" stroke-dasharray="10 9"/>`;
}

function flow({ rand, accent }: Draw): string {
  const waves = Array.from({ length: 5 }, (_, index) => {
    const y = 170 + index * 75 + (rand() - 0.5) * 30;
    const amplitude = 40 + rand() * 60;
    const phase = rand() * 300;
    let d = `M-20 ${round(y)}`;
    for (let x = -20; x < COVER_WIDTH + 20; x += 300) {
      d += `C${round(x + 100)} ${round(y - amplitude + Math.sin((x + phase) / 170) * 20)} ${round(x + 200)} ${round(y + amplitude)} ${x + 300} ${round(y)}`;
    }
    return { d, index };
  });
  const lines = waves
    .map(({ d, index }) => `<path d="${d}" fill="none" stroke="${index === 2 ? accent : BLUE}" stroke-opacity="${index === 2 ? 0.95 : 0.22 + index * 0.05}" stroke-width="${index === 2 ? 5 : 3}"/>`)
    .join("");
  const people = Array.from({ length: 4 }, (_, index) => {
    const x = round(220 + index * 250 + (rand() - 0.5) * 80);
    const y = round(150 + rand() * 330);
    const lead = index === 1 + Math.floor(rand() * 2);
    const colour = lead ? accent : BLUE;
    return `${lead ? `<circle cx="${x}" cy="${y}" r="80" fill="url(#c-accent)"/>` : ""}<circle cx="${x}" cy="${y}" r="34" fill="#0F1D45" stroke="${colour}" stroke-width="4"/><circle cx="${x}" cy="${y - 8}" r="9" fill="${colour}"/><path d="M${x - 16} ${y + 18}a16 14 0 0 1 32 0" fill="${colour}"/>`;
  }).join("");
  return lines + people;
}

const draw: Record<Motif, (drawing: Draw) => string> = { roadmap, network, shield, chart, grid, flow };

export function insightCoverSvg({ category, categoryColor, title }: Omit<CoverInput, "slug">): string {
  const rand = random(hash(title));
  const accent = accents[categoryColor];
  const glowX = round(260 + rand() * 680);
  const motif = draw[coverMotif(category)]({ rand, accent, category });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">`,
    "<defs>",
    '<linearGradient id="c-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0B1530"/><stop offset="1" stop-color="#16295F"/></linearGradient>',
    '<pattern id="c-grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#FFFFFF" stroke-opacity=".055"/></pattern>',
    `<radialGradient id="c-glow" cx="${glowX}" cy="240" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#3563E9" stop-opacity=".32"/><stop offset="1" stop-color="#3563E9" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="c-ember" cx="${COVER_WIDTH - glowX}" cy="560" r="340" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${EMBER}" stop-opacity=".12"/><stop offset="1" stop-color="${EMBER}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="c-accent"><stop offset="0" stop-color="${accent}" stop-opacity=".4"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    "</defs>",
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#c-bg)"/>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#c-grid)"/>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#c-glow)"/>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#c-ember)"/>`,
    motif,
    "</svg>",
  ].join("");
}

type CoverInput = { slug: string; category: string; categoryColor: AccentColor; title: string };
