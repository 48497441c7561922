/**
 * The icons players think in — terrain, dice faces, conditions, omen colours, town states — drawn
 * as SVG in the project (24×24 view box, `currentColor`). The name each is read by (a screen reader,
 * the tooltip) is the catalog's `icon/<name>` (renderer/src/i18n/screens/icons.ts).
 */

export interface IconShape {
  /** Paths inside a 24×24 view box, drawn with `currentColor`. */
  paths: readonly IconPath[];
  /** A colour the thing has on the cardboard (omens, terrain); otherwise the text's colour. */
  colour?: string;
}

/** One path of an icon: drawn as a line, filled, or as a dark detail on a filled shape. */
export interface IconPath {
  d: string;
  draw: 'line' | 'fill' | 'detail' | 'detail-line';
}
const line = (d: string): IconPath => ({ d, draw: 'line' });
const fill = (d: string): IconPath => ({ d, draw: 'fill' });
const detail = (d: string): IconPath => ({ d, draw: 'detail' });
const detailLine = (d: string): IconPath => ({ d, draw: 'detail-line' });
/** A circle as a path (centre, radius), so every part of an icon is one kind of element. */
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

export const ICONS = {
  // Terrain (Runebound's movement dice and Rituals).
  'terrain/plains': { colour: '#c9d96b', paths: [line('M3 19h18M5 19l1-4M9 19l-1-5M12 19v-6M15 19l1-5M19 19l-1-4')] },
  'terrain/road': { colour: '#d8c3a0', paths: [line('M8 21l2-18M16 21l-2-18'), line('M12 6v2M12 11v2M12 16v2')] },
  'terrain/hills': { colour: '#9fd07a', paths: [line('M2 19c2-6 6-6 8 0M8 19c3-9 9-9 13 0')] },
  'terrain/forest': { colour: '#5fd38d', paths: [fill('M12 2l6 9h-3l4 6H5l4-6H6z'), line('M12 17v5')] },
  'terrain/mountains': { colour: '#c4c8d0', paths: [line('M2 20l7-13 4 7 3-4 6 10z'), line('M7.5 10l1.5 2 1.5-2')] },
  'terrain/swamp': {
    colour: '#8fbf9f',
    paths: [line('M3 18c2-1.5 4-1.5 6 0s4 1.5 6 0 4-1.5 6 0M8 15V7M12 15V5M16 15V8M11 5h2M7 7h2M15 8h2')],
  },
  'terrain/river': {
    colour: '#7cc4ff',
    paths: [line('M3 8c3-2 6 2 9 0s6-2 9 0M3 13c3-2 6 2 9 0s6-2 9 0M3 18c3-2 6 2 9 0s6-2 9 0')],
  },

  // Omens (Eldritch Express's omen clock).
  'omen/green-comet': {
    colour: '#5fd38d',
    paths: [fill('M16 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8z'), line('M13 11L3 21M12 9L4 15M15 13l-6 8')],
  },
  'omen/blue': {
    colour: '#7cc4ff',
    paths: [fill('M12 5a7 7 0 1 1 0 14 7 7 0 0 1 0-14z'), line('M2 14c5 3 15 0 20-5')],
  },
  'omen/red-sun': {
    colour: '#ff6b6b',
    paths: [
      fill('M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10z'),
      line('M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1'),
    ],
  },

  // Catan's event die (Cities & Knights): the barbarian ship, and the three city gates in their colours.
  'face/ship': { paths: [fill('M3 14h18l-3 5H6z'), line('M12 3v10M12 4l6 7h-6')] },
  'face/trade': { colour: '#f2c230', paths: [fill('M4 21V10a8 8 0 0 1 16 0v11h-5v-7a3 3 0 0 0-6 0v7z')] },
  'face/politics': { colour: '#4d8dff', paths: [fill('M4 21V10a8 8 0 0 1 16 0v11h-5v-7a3 3 0 0 0-6 0v7z')] },
  'face/science': { colour: '#3fbf6a', paths: [fill('M4 21V10a8 8 0 0 1 16 0v11h-5v-7a3 3 0 0 0-6 0v7z')] },

  // Eldritch Express's action dice faces.
  'face/travel': { paths: [line('M4 12h14M13 6l6 6-6 6')] },
  'face/rest': { paths: [line('M12 4v16M4 12h16')] },
  'face/investigation': { paths: [line('M10 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12zM14.5 14.5L20 20')] },
  'face/research': { paths: [line('M12 6c-2-2-6-2-8-1v14c2-1 6-1 8 1 2-2 6-2 8-1V5c-2-1-6-1-8 1zM12 6v14')] },
  'face/health-threat': {
    colour: '#ff6b6b',
    paths: [fill('M12 21l-8-8a5 5 0 0 1 8-6 5 5 0 0 1 8 6z'), detailLine('M9 9l6 6M15 9l-6 6')],
  },
  'face/sanity-threat': {
    colour: '#b48cff',
    paths: [fill('M12 5c5 0 9 4 10 7-1 3-5 7-10 7S3 15 2 12c1-3 5-7 10-7z'), detailLine('M9 9l6 6M15 9l-6 6')],
  },

  // Conditions, by kind (Eldritch Express).
  'condition/injury': { colour: '#ff6b6b', paths: [fill('M9 2h6v7h7v6h-7v7H9v-7H2V9h7z')] },
  'condition/madness': {
    colour: '#b48cff',
    paths: [line('M12 12a1 1 0 1 1 2 0 3 3 0 0 1-6 0 5 5 0 0 1 10 0 7 7 0 0 1-14 0 9 9 0 0 1 9-9')],
  },
  'condition/boon': {
    colour: '#5fd38d',
    paths: [line('M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z')],
  },
  'condition/bane': {
    colour: '#ff6b6b',
    paths: [line('M12 3a7 7 0 0 0-4 12.7V19h8v-3.3A7 7 0 0 0 12 3zM10 19v2M14 19v2'), fill('M9 9h2v2H9zM13 9h2v2h-2z')],
  },
  'condition/delayed': {
    colour: '#ffb454',
    paths: [line('M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9')],
  },

  // The marks on cards and tracks.
  health: { colour: '#ff6b6b', paths: [fill('M12 21l-8-8a5 5 0 0 1 8-6 5 5 0 0 1 8 6z')] },
  sanity: {
    colour: '#b48cff',
    paths: [fill('M12 5c5 0 9 4 10 7-1 3-5 7-10 7S3 15 2 12c1-3 5-7 10-7z'), detail(circle(12, 12, 3))],
  },
  clue: { colour: '#7cc4ff', paths: [fill('M12 2l8 10-8 10-8-10z')] },
  doom: {
    colour: '#ff6b6b',
    paths: [fill('M12 2a8 8 0 0 0-5 14.2V20h10v-3.8A8 8 0 0 0 12 2z'), detail('M8 10h3v3H8zM13 10h3v3h-3z')],
  },
  'elder-sign': { colour: '#f0b429', paths: [line('M12 2l3 7h7l-5.5 4.5 2 7.5L12 16.5 5.5 21l2-7.5L2 9h7z')] },
  gate: { colour: '#b48cff', paths: [line('M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10z')] },
  monster: {
    colour: '#ff6b6b',
    paths: [fill('M4 20c0-8 3-14 8-14s8 6 8 14l-3-2-2 2-3-2-3 2-2-2z'), detail('M9 11h2v2H9zM13 11h2v2h-2z')],
  },
  turn: { colour: '#f0b429', paths: [fill('M6 4l14 8-14 8z')] },

  // Catan Horror's towns.
  'town/sane': { colour: '#5fd38d', paths: [line('M4 12l5 5L20 6')] },
  'town/assaulted': { colour: '#ffb454', paths: [line('M4 4l16 16M20 4L4 20M4 20l3-1M20 20l-3-1')] },
  'town/invaded': { colour: '#ff6b6b', paths: [fill('M4 20c0-8 3-14 8-14s8 6 8 14l-3-2-2 2-3-2-3 2-2-2z')] },
  'town/mad': {
    colour: '#ff6b6b',
    paths: [line('M12 12a1 1 0 1 1 2 0 3 3 0 0 1-6 0 5 5 0 0 1 10 0 7 7 0 0 1-14 0 9 9 0 0 1 9-9')],
  },
  'town/destroyed': { colour: '#b4b8c2', paths: [line('M5 5l14 14M19 5L5 19')] },
} satisfies Record<string, IconShape>;

export type IconName = keyof typeof ICONS;

/** Whether a string names one of our icons (terrain and faces arrive as plain strings from the state). */
export const isIcon = (name: string): name is IconName => name in ICONS;
