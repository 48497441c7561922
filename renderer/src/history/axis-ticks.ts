/** Which points of a long track chart get an x-axis label (pure, so it is tested without a canvas). */
const NICE = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 25000, 50000, 100000];
/** The smallest "nice" stride that gives at most `most` ticks over `span`. */
function niceStride(span: number, most: number): number {
  return NICE.find((n) => span / n <= most) ?? Math.ceil(span / most);
}

/**
 * Which points of a track chart get an x-axis label, and what: where each turn that is a multiple
 * of a nice stride begins (about `most` labels), or, when the turn never moves, every nth step in
 * force. A chart of 3,000 steps reads "turn 50, turn 100…" instead of 3,000 crowded labels. A long
 * game's points are thinned (`n` is each one's step number): a label goes on the first point at or
 * past its multiple.
 */
export function axisTicks(points: readonly { turn: number; n?: number }[], most = 10): { byTurn: boolean; labels: Map<number, number> } {
  const labels = new Map<number, number>();
  const first = points[0]?.turn ?? 0;
  const last = points[points.length - 1]?.turn ?? 0;
  const byTurn = last > first;
  const at = (i: number) => (byTurn ? points[i].turn : (points[i].n ?? i + 1));
  const stride = byTurn ? niceStride(last - first, most) : niceStride(points[points.length - 1]?.n ?? points.length, most);
  points.forEach((_, i) => {
    const here = Math.floor(at(i) / stride);
    if (i === 0) {
      if (!byTurn || at(0) % stride === 0) labels.set(0, at(0));
    } else if (here > Math.floor(at(i - 1) / stride)) labels.set(i, here * stride);
  });
  return { byTurn, labels };
}
