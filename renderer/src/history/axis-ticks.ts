/** Which points of a long track chart get an x-axis label (pure, so it is tested without a canvas). */
const NICE = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 25000, 50000, 100000];
/** The smallest "nice" stride that gives at most `most` ticks over `span`. */
function niceStride(span: number, most: number): number {
  return NICE.find((n) => span / n <= most) ?? Math.ceil(span / most);
}

/**
 * Which points of a track chart get an x-axis label, and what: the first point of every turn that
 * is a multiple of a nice stride (about `most` labels), or, when the turn never moves, every nth
 * step in force. A chart of 3,000 steps reads "turn 50, turn 100…" instead of 3,000 crowded labels.
 */
export function axisTicks(points: readonly { turn: number }[], most = 10): { byTurn: boolean; labels: Map<number, number> } {
  const labels = new Map<number, number>();
  const first = points[0]?.turn ?? 0;
  const last = points[points.length - 1]?.turn ?? 0;
  if (last > first) {
    const stride = niceStride(last - first, most);
    points.forEach((p, i) => {
      if (p.turn % stride === 0 && (i === 0 || points[i - 1].turn !== p.turn)) labels.set(i, p.turn);
    });
    return { byTurn: true, labels };
  }
  const stride = niceStride(points.length, most);
  for (let i = 0; i < points.length; i++) if ((i + 1) % stride === 0 || i === 0) labels.set(i, i + 1);
  return { byTurn: false, labels };
}
