/** A pack's headlines as the app reads every ruleset's (`defineHeadlines`): its declared moments, and the game's end. */
import { WEIGHT, type Headlines } from '../engine/headlines';
import type { Pack } from './schema';

/** What each kind of pack headline weighs: the end is the outcome, a track moving is a track, a chart or a card a threat. */
const WEIGHT_OF = {
  end: WEIGHT.outcome,
  track: WEIGHT.track,
  chart: WEIGHT.threat,
  card: WEIGHT.threat,
  announce: WEIGHT.notable,
} as const;

/** The event type each kind of headline watches, and the field naming which one (a track, a chart, a deck, a word). */
const WATCHES = {
  end: { type: 'game-ended', field: null },
  track: { type: 'track-changed', field: 'track' },
  chart: { type: 'chart-rolled', field: 'chart' },
  card: { type: 'card-drawn', field: 'deck' },
  announce: { type: 'announced', field: 'word' },
} as const;

/** The headlines a pack declares (`headlines` in its file); the game's end is always one. */
export function packHeadlines(pack: Pack): Headlines {
  const declared = pack.headlines.map((h) => ({ ...WATCHES[h.on], id: h.id, weight: WEIGHT_OF[h.on] }));
  const rules = [...declared, { ...WATCHES.end, id: undefined, weight: WEIGHT.outcome }];
  return {
    types: [...new Set(rules.map((r) => r.type))],
    weightOf: (event) => {
      const weights = rules
        .filter((r) => r.type === event.type && (r.field === null || r.id === undefined || event.data[r.field] === r.id))
        .map((r) => r.weight);
      return weights.length ? Math.max(...weights) : null;
    },
  };
}
