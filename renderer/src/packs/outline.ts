/** The structured view of a pack beside its JSON: its phases, tracks, charts, actions, triggers and words, each with the pointer to jump to. */

export interface OutlineItem {
  label: string;
  pointer: string;
}

export interface OutlineSection {
  /** Catalog key of the section's heading (`editor/section/<key>`). */
  key: 'phases' | 'tracks' | 'charts' | 'actions' | 'triggers' | 'words';
  pointer: string;
  items: OutlineItem[];
}

const SECTIONS = ['phases', 'tracks', 'charts', 'actions', 'triggers'] as const;

/** The outline of a pack text as far as it parses (a section per list, an item per entry by its id); null when it is not JSON. */
export function outlineOf(text: string): OutlineSection[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const pack = value as Record<string, unknown>;
  const sections: OutlineSection[] = SECTIONS.filter((key) => Array.isArray(pack[key])).map((key) => ({
    key,
    pointer: `/${key}`,
    items: (pack[key] as unknown[]).map((item, i) => ({
      label:
        item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string' ? (item as { id: string }).id : `#${i + 1}`,
      pointer: `/${key}/${i}`,
    })),
  }));
  const words = pack.words;
  if (words && typeof words === 'object' && !Array.isArray(words))
    sections.push({
      key: 'words',
      pointer: '/words',
      items: Object.entries(words as Record<string, unknown>).map(([locale, catalog]) => ({
        label: `${locale} (${catalog && typeof catalog === 'object' ? Object.keys(catalog).length : 0})`,
        pointer: `/words/${locale}`,
      })),
    });
  return sections;
}
