/** The variant card as a PNG: its text block drawn on a canvas above the result charts as they stand on the screen (the app's dark colours, which the charts are drawn for). */

const WIDTH = 1200;
const PAD = 32;
const LINE = 26;

/** Draws the lines (the first as a title) and the charts under them, each under its caption; returns the PNG as a data URL. */
export function cardPng(lines: readonly string[], charts: readonly { caption: string; canvas: HTMLCanvasElement }[]): string {
  const scaled = charts.map((c) => ({
    ...c,
    height: LINE + Math.round((c.canvas.height * (WIDTH - 2 * PAD)) / Math.max(1, c.canvas.width)),
  }));
  const textHeight = PAD + LINE * (lines.length + 1);
  const height = textHeight + scaled.reduce((a, c) => a + c.height + PAD, 0) + PAD;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = height;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#171a21';
  g.fillRect(0, 0, WIDTH, height);
  g.fillStyle = '#f2f2f0';
  g.textBaseline = 'top';
  lines.forEach((line, i) => {
    g.font = i === 0 ? 'bold 24px sans-serif' : '17px sans-serif';
    g.fillText(line, PAD, PAD + i * LINE + (i > 0 ? 8 : 0), WIDTH - 2 * PAD);
  });
  let y = textHeight;
  for (const { caption, canvas: chart, height: h } of scaled) {
    g.font = 'bold 18px sans-serif';
    g.fillText(caption, PAD, y, WIDTH - 2 * PAD);
    g.drawImage(chart, PAD, y + LINE, WIDTH - 2 * PAD, h - LINE);
    y += h + PAD;
  }
  return canvas.toDataURL('image/png');
}

/** Saves a data URL as a file (the PNG), as `download` does for text. */
export function downloadUrl(fileName: string, url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
