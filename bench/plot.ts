import { SYSTEM_LABELS, type SystemName } from './peers';
import type { BenchReport } from './run';

/**
 * A small hand-rolled SVG of the bench's headline: a real query's first-run CPU p95 against
 * catalog size, both axes logarithmic, for toollens (rank, page) and the like-for-like peers.
 * Deterministic: the same report gives the same bytes (no dates, figures rounded).
 */
const PLOTTED: readonly SystemName[] = [
  'toollensRank',
  'toollensPage',
  'minisearchLike',
  'oramaLike',
];
const COLORS: Record<string, string> = {
  toollensRank: '#1f77b4',
  toollensPage: '#d62728',
  minisearchLike: '#2ca02c',
  oramaLike: '#9467bd',
};

const TITLE = 'Real queries, first run: CPU p95 (ms) against catalog size';
export const WIDTH = 560;
export const HEIGHT = 340;
export const MARGIN = { left: 60, right: 150, top: 30, bottom: 44 };

type Series = {
  system: SystemName;
  points: { catalog: string; tools: number; ms: number }[];
};

/** Each plotted system's cold CPU p95 on real queries, per catalog, in order of size. */
const plotSeries = (report: BenchReport): Series[] =>
  PLOTTED.map((system) => ({
    system,
    points: Object.entries(report.catalogs)
      .flatMap(([catalog, bench]) => {
        const ms = bench.systems[system]?.kinds.real?.cold?.cpu.p95Ms;
        return ms !== undefined && ms > 0 ? [{ catalog, tools: bench.tools, ms }] : [];
      })
      .sort((a, b) => a.tools - b.tools),
  }));

/** Decades [10^lo, 10^hi] that contain every value. */
export const decades = (values: readonly number[]): [number, number] => {
  if (values.length === 0) return [0, 1];
  const lo = Math.floor(Math.log10(Math.min(...values)));
  const hi = Math.ceil(Math.log10(Math.max(...values)));
  return [lo, hi === lo ? lo + 1 : hi];
};

/** A log scale from the decades [lo, hi] onto the pixel range [from, to]. */
export const logScale =
  ([lo, hi]: [number, number], from: number, to: number) =>
  (value: number): number =>
    from + ((Math.log10(value) - lo) / (hi - lo)) * (to - from);

const round = (value: number) => Math.round(value * 10) / 10;
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const tick = (exponent: number, unit = '') => {
  const value = 10 ** exponent;
  return `${value >= 1000 ? `${value / 1000}k` : String(Number(value.toPrecision(1)))}${unit}`;
};

export const renderLatencyPlot = (report: BenchReport): string => {
  const series = plotSeries(report);
  const points = series.flatMap((each) => each.points);
  const xDecades = decades(points.map((point) => point.tools));
  const yDecades = decades(points.map((point) => point.ms));
  const x = logScale(xDecades, MARGIN.left, WIDTH - MARGIN.right);
  const y = logScale(yDecades, HEIGHT - MARGIN.bottom, MARGIN.top);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" font-family="sans-serif" font-size="11">`,
    `<title>${TITLE}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    `<text x="${MARGIN.left}" y="18" font-size="13">${TITLE}</text>`,
  ];
  for (let e = yDecades[0]; e <= yDecades[1]; e++) {
    const py = round(y(10 ** e));
    out.push(
      `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${py}" y2="${py}" stroke="#ddd"/>`,
      `<text x="${MARGIN.left - 6}" y="${py + 4}" text-anchor="end">${tick(e)}</text>`,
    );
  }
  for (let e = xDecades[0]; e <= xDecades[1]; e++) {
    const px = round(x(10 ** e));
    out.push(
      `<line x1="${px}" x2="${px}" y1="${MARGIN.top}" y2="${HEIGHT - MARGIN.bottom}" stroke="#ddd"/>`,
      `<text x="${px}" y="${HEIGHT - MARGIN.bottom + 16}" text-anchor="middle">${tick(e)}</text>`,
    );
  }
  out.push(
    `<text x="${(MARGIN.left + WIDTH - MARGIN.right) / 2}" y="${HEIGHT - 8}" text-anchor="middle">tools in the catalog (log)</text>`,
  );
  for (const [i, { system, points: line }] of series.entries()) {
    const color = COLORS[system] ?? '#000';
    const coords = line.map((point) => `${round(x(point.tools))},${round(y(point.ms))}`);
    if (coords.length > 1)
      out.push(
        `<polyline fill="none" stroke="${color}" stroke-width="2" points="${coords.join(' ')}"/>`,
      );
    for (const point of line) {
      out.push(
        `<circle cx="${round(x(point.tools))}" cy="${round(y(point.ms))}" r="3" fill="${color}"><title>${escapeXml(`${SYSTEM_LABELS[system]}, ${point.catalog} (${point.tools} tools): ${point.ms.toFixed(3)} ms`)}</title></circle>`,
      );
    }
    const ly = MARGIN.top + 10 + i * 18;
    out.push(
      `<line x1="${WIDTH - MARGIN.right + 12}" x2="${WIDTH - MARGIN.right + 30}" y1="${ly}" y2="${ly}" stroke="${color}" stroke-width="2"/>`,
      `<text x="${WIDTH - MARGIN.right + 36}" y="${ly + 4}">${escapeXml(SYSTEM_LABELS[system])}</text>`,
    );
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
};
