/**
 * "Candle Vigil", a small pack written for the tests (not one we ship): a d6 chart burns the
 * candle down, the table may relight it, an empty candle loses and the fifth dawn wins.
 */
export const vigil = () => ({
  format: 1,
  id: 'candle-vigil',
  version: '1.0.0',
  name: 'Candle Vigil',
  author: 'Test Author',
  licence: 'CC0',
  baseGame: 'Any haunted-house game',
  players: { min: 1, max: 4 },
  options: [],
  dice: [{ id: 'd6', kind: 'd6' }],
  tracks: [
    { id: 'candle', start: 6, max: 6 },
    { id: 'dawn', start: 1, max: 6 },
  ],
  phases: [{ id: 'vigil' }],
  turnTrack: 'dawn',
  charts: [
    {
      id: 'draught',
      dice: ['d6'],
      rows: [
        { on: [1, 2, 3], word: 'row/still', effects: [] },
        { on: [4, 5, 6], word: 'row/gust', effects: [{ add: 'candle', by: -2 }] },
      ],
    },
  ],
  actions: [
    { id: 'keep-vigil', dice: ['d6'], primary: true, effects: [{ roll: 'draught' }, { add: 'dawn', by: 1 }] },
    { id: 'relight', when: { '<': [{ var: 'tracks.candle' }, 6] }, effects: [{ add: 'candle', by: 1 }] },
  ],
  outcome: [
    { when: { '<=': [{ var: 'tracks.candle' }, 0] }, result: 'lost', word: 'outcome/dark' },
    { when: { '>=': [{ var: 'tracks.dawn' }, 5] }, result: 'won', word: 'outcome/dawn' },
  ],
  words: {
    en: {
      'phase/vigil': 'The vigil',
      'action/keep-vigil': 'Keep the vigil',
      'action/relight': 'Relight the candle',
      'track/candle': 'Candle',
      'track/dawn': 'Dawn',
      'row/still': 'The air is still',
      'row/gust': 'A gust',
      'outcome/dark': 'The candle is out.',
      'outcome/dawn': 'Dawn comes.',
    },
  },
});

export type VigilPack = ReturnType<typeof vigil>;

/** The pack's file text, after `change` edits a fresh copy. */
export const vigilText = (change: (pack: VigilPack) => void = () => {}): string => {
  const pack = vigil();
  change(pack);
  return JSON.stringify(pack, null, 2);
};
