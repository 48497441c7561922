/** Saves text the app produced as a file, the same way in Electron and in the browser build: a Blob download. */
export function download(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `doomkeeper-<name>-<date>.<ext>`, safe on every system. */
export function fileNameFor(label: string, extension: string, now = new Date()): string {
  const slug =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'campaign';
  return `doomkeeper-${slug}-${now.toISOString().slice(0, 10)}.${extension}`;
}
