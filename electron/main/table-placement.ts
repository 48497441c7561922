/**
 * Where the table display window goes, remembered per machine: the display it was on, its bounds
 * and whether it was full-screen, kept in a small settings file in userData. A remembered display
 * that is gone (a projector unplugged) falls back to the default placement.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

const rectangle = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const placementSchema = z.object({ displayId: z.number(), bounds: rectangle, fullScreen: z.boolean() });

export type Rectangle = z.infer<typeof rectangle>;
export type TablePlacement = z.infer<typeof placementSchema>;

/** What placement needs of Electron's `screen`. */
export interface Screens {
  getPrimaryDisplay: () => { id: number; bounds: Rectangle };
  getAllDisplays: () => { id: number; bounds: Rectangle }[];
}

/** The settings file's contents; one key per remembered window. */
const settingsSchema = z.object({ tableDisplay: placementSchema.optional() }).loose();

/** The remembered placement, or null when there is none or the file is unreadable (then the default applies). */
export function loadTablePlacement(file: string): TablePlacement | null {
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? (parsed.data.tableDisplay ?? null) : null;
  } catch {
    return null;
  }
}

/** Remembers the placement (written beside and renamed over, so a crash leaves the old file whole). */
export function saveTablePlacement(file: string, placement: TablePlacement): void {
  let settings: Record<string, unknown> = {};
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) settings = parsed.data;
  } catch {
    // No settings yet, or unreadable ones: start afresh.
  }
  writeFileSync(`${file}.tmp`, JSON.stringify({ ...settings, tableDisplay: placement }, null, 2));
  renameSync(`${file}.tmp`, file);
}

const overlaps = (a: Rectangle, b: Rectangle) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The window options for the table display: the remembered display, bounds and full-screen when
 * that display is still there; else full-screen on another display when there is one, else a
 * 1280×720 window beside the app.
 */
export function tableDisplayPlacement(
  screens: Screens,
  saved: TablePlacement | null,
): { x?: number; y?: number; width: number; height: number; fullscreen?: boolean } {
  const displays = screens.getAllDisplays();
  const remembered = saved ? displays.find((d) => d.id === saved.displayId) : undefined;
  if (saved && remembered) {
    const { bounds } = saved;
    // Bounds that no longer fall on the display (its resolution changed) are centred on it.
    const on = overlaps(bounds, remembered.bounds)
      ? bounds
      : {
          ...bounds,
          x: remembered.bounds.x + Math.max(0, Math.round((remembered.bounds.width - bounds.width) / 2)),
          y: remembered.bounds.y + Math.max(0, Math.round((remembered.bounds.height - bounds.height) / 2)),
        };
    return { ...on, fullscreen: saved.fullScreen };
  }
  const primary = screens.getPrimaryDisplay();
  const other = displays.find((d) => d.id !== primary.id);
  return other
    ? { x: other.bounds.x, y: other.bounds.y, width: other.bounds.width, height: other.bounds.height, fullscreen: true }
    : { width: 1280, height: 720 };
}
