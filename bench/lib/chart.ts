/**
 * The build-scaling chart: a self-contained SVG (no fonts, scripts or links to load) with two
 * panels sharing a log-scaled x axis of article counts, build seconds on the left (wall-clock,
 * plus CPU time dashed) and peak memory (MB) on the right, with a title, axis labels, value
 * labels and a legend.
 */

export type ChartPoint = { articles: number; seconds: number; cpuSeconds?: number; peakMB: number };

const WIDTH = 900;
const HEIGHT = 460;
const FONT = "font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif\"";
const COLORS = { seconds: "#2563eb", cpu: "#60a5fa", memory: "#ea580c", grid: "#e5e7eb", axis: "#374151", text: "#111827", muted: "#6b7280" };

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A round step giving about `count` intervals between 0 and `max`. */
function niceStep(max: number, count = 5): number {
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / magnitude;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * magnitude;
}

const format = (value: number) =>
  value >= 100 ? Math.round(value).toLocaleString("en-US") : value >= 10 ? value.toFixed(1) : value.toFixed(2);

type Series = { articles: number; value: number }[];

type Panel = {
  x: number;
  y: number;
  width: number;
  height: number;
  title: string;
  yLabel: string;
  color: string;
  values: Series;
  unit: string;
  /** A second, dashed series on the same axis; at each x the higher point is labelled above, the lower below. */
  secondary?: { values: Series; color: string };
};

/** A value label with a white halo so lines crossing it stay readable. */
function label(x: string, y: string, dy: number, color: string, text: string): string {
  return `<text x="${x}" y="${y}" dy="${dy}" text-anchor="middle" font-size="11" font-weight="600" fill="${color}" stroke="#ffffff" stroke-width="3" paint-order="stroke">${escape(text)}</text>`;
}

function panel({ x, y, width, height, title, yLabel, color, values, unit, secondary }: Panel): string {
  const out: string[] = [];
  const articles = values.map((point) => point.articles);
  const logs = articles.map((count) => Math.log10(count));
  const low = Math.min(...logs);
  const high = Math.max(...logs);
  const pad = high > low ? (high - low) * 0.12 : 0.5;
  const xMin = low - pad;
  const xMax = high + pad;
  const maxValue = Math.max(...values.map((point) => point.value), ...(secondary?.values ?? []).map((point) => point.value), 1e-9);
  const step = niceStep(maxValue * 1.1);
  const yMax = Math.ceil((maxValue * 1.1) / step) * step;
  const px = (count: number) => x + ((Math.log10(count) - xMin) / (xMax - xMin)) * width;
  const py = (value: number) => y + height - (value / yMax) * height;

  out.push(`<text x="${x + width / 2}" y="${y - 14}" text-anchor="middle" font-size="14" font-weight="600" fill="${COLORS.text}">${escape(title)}</text>`);
  // Horizontal grid and y ticks.
  for (let value = 0; value <= yMax + step / 2; value += step) {
    const gy = py(value).toFixed(1);
    out.push(`<line x1="${x}" y1="${gy}" x2="${x + width}" y2="${gy}" stroke="${COLORS.grid}" stroke-width="1"/>`);
    const label = step >= 1 ? Math.round(value).toLocaleString("en-US") : value.toFixed(Math.ceil(-Math.log10(step)));
    out.push(`<text x="${x - 8}" y="${gy}" dy="4" text-anchor="end" font-size="11" fill="${COLORS.muted}">${escape(label)}</text>`);
  }
  // Ticks at the measured counts only: on a log axis they are the points of interest.
  for (const count of articles) {
    const tx = px(count).toFixed(1);
    out.push(`<line x1="${tx}" y1="${y + height}" x2="${tx}" y2="${y + height + 5}" stroke="${COLORS.axis}"/>`);
    out.push(`<text x="${tx}" y="${y + height + 19}" text-anchor="middle" font-size="11" fill="${COLORS.text}">${escape(count.toLocaleString("en-US"))}</text>`);
  }
  // Axes.
  out.push(`<line x1="${x}" y1="${y + height}" x2="${x + width}" y2="${y + height}" stroke="${COLORS.axis}"/>`);
  out.push(`<line x1="${x}" y1="${y}" x2="${x}" y2="${y + height}" stroke="${COLORS.axis}"/>`);
  out.push(`<text x="${x + width / 2}" y="${y + height + 40}" text-anchor="middle" font-size="12" fill="${COLORS.text}">Insight articles (log scale)</text>`);
  out.push(
    `<text transform="translate(${x - 48} ${y + height / 2}) rotate(-90)" text-anchor="middle" font-size="12" fill="${COLORS.text}">${escape(yLabel)}</text>`,
  );
  // Series: lines, points and value labels (the secondary series is dashed).
  const line = (series: Series) =>
    series.map((point, index) => `${index === 0 ? "M" : "L"}${px(point.articles).toFixed(1)} ${py(point.value).toFixed(1)}`).join(" ");
  const other = (series: Series | undefined, articles: number) => series?.find((point) => point.articles === articles)?.value;
  if (secondary && secondary.values.length > 0) {
    out.push(`<path d="${line(secondary.values)}" fill="none" stroke="${secondary.color}" stroke-width="2" stroke-dasharray="6 4"/>`);
    for (const point of secondary.values) {
      const cx = px(point.articles).toFixed(1);
      const cy = py(point.value).toFixed(1);
      out.push(`<circle cx="${cx}" cy="${cy}" r="3.5" fill="#ffffff" stroke="${secondary.color}" stroke-width="2"/>`);
      const above = point.value > (other(values, point.articles) ?? -Infinity);
      out.push(label(cx, cy, above ? -10 : 20, secondary.color, `${format(point.value)} ${unit}`));
    }
  }
  out.push(`<path d="${line(values)}" fill="none" stroke="${color}" stroke-width="2.5"/>`);
  for (const point of values) {
    const cx = px(point.articles).toFixed(1);
    const cy = py(point.value).toFixed(1);
    out.push(`<circle cx="${cx}" cy="${cy}" r="4.5" fill="${color}" stroke="#fff" stroke-width="1.5"/>`);
    const above = point.value >= (other(secondary?.values, point.articles) ?? -Infinity);
    out.push(label(cx, cy, above ? -10 : 20, color, `${format(point.value)} ${unit}`));
  }
  return out.join("\n  ");
}

export function buildScalingSvg(points: ChartPoint[], subtitle: string): string {
  const sorted = [...points].sort((a, b) => a.articles - b.articles);
  const top = 132;
  const height = HEIGHT - top - 70;
  const panelWidth = 330;
  const left = {
    x: 90,
    y: top,
    width: panelWidth,
    height,
    title: "Build time",
    yLabel: "Seconds",
    color: COLORS.seconds,
    values: sorted.map((point) => ({ articles: point.articles, value: point.seconds })),
    unit: "s",
    secondary: {
      values: sorted.flatMap((point) => (point.cpuSeconds === undefined ? [] : [{ articles: point.articles, value: point.cpuSeconds }])),
      color: COLORS.cpu,
    },
  };
  const right = {
    ...left,
    x: 90 + panelWidth + 120,
    title: "Peak memory",
    yLabel: "Peak RSS of build process tree (MB)",
    color: COLORS.memory,
    values: sorted.map((point) => ({ articles: point.articles, value: point.peakMB })),
    unit: "MB",
    secondary: undefined,
  };
  const legendY = 78;
  const body =
    sorted.length === 0
      ? `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle" font-size="14" fill="${COLORS.muted}">No build-scaling measurements in this run</text>`
      : [panel(left), panel(right)].join("\n  ");
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" ${FONT} role="img" aria-labelledby="chart-title chart-desc">
  <title id="chart-title">Next.js build time and peak memory against the number of insight articles</title>
  <desc id="chart-desc">${escape(sorted.map((point) => `${point.articles} articles: ${point.seconds.toFixed(1)} s, ${Math.round(point.peakMB)} MB`).join("; "))}</desc>
  <rect width="100%" height="100%" fill="#ffffff"/>
  <text x="${WIDTH / 2}" y="30" text-anchor="middle" font-size="18" font-weight="700" fill="${COLORS.text}">Build time and peak memory vs. number of insight articles</text>
  <text x="${WIDTH / 2}" y="52" text-anchor="middle" font-size="12" fill="${COLORS.muted}">${escape(subtitle)}</text>
  <g font-size="12" fill="${COLORS.text}">
    <line x1="${WIDTH / 2 - 290}" y1="${legendY}" x2="${WIDTH / 2 - 264}" y2="${legendY}" stroke="${COLORS.seconds}" stroke-width="2.5"/>
    <circle cx="${WIDTH / 2 - 277}" cy="${legendY}" r="4" fill="${COLORS.seconds}"/>
    <text x="${WIDTH / 2 - 256}" y="${legendY + 4}">Build time, wall-clock (s)</text>
    <line x1="${WIDTH / 2 - 70}" y1="${legendY}" x2="${WIDTH / 2 - 44}" y2="${legendY}" stroke="${COLORS.cpu}" stroke-width="2" stroke-dasharray="6 4"/>
    <circle cx="${WIDTH / 2 - 57}" cy="${legendY}" r="3.5" fill="#ffffff" stroke="${COLORS.cpu}" stroke-width="2"/>
    <text x="${WIDTH / 2 - 36}" y="${legendY + 4}">Build CPU time (s)</text>
    <line x1="${WIDTH / 2 + 110}" y1="${legendY}" x2="${WIDTH / 2 + 136}" y2="${legendY}" stroke="${COLORS.memory}" stroke-width="2.5"/>
    <circle cx="${WIDTH / 2 + 123}" cy="${legendY}" r="4" fill="${COLORS.memory}"/>
    <text x="${WIDTH / 2 + 144}" y="${legendY + 4}">Peak memory, summed RSS (MB)</text>
  </g>
  ${body}
</svg>
`;
}
