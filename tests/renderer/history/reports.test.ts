import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Chronicle, HistoryEntry, SessionRecap } from '../../../shared/rpc/contract';
import { chronicleCsv, chronicleMarkdown, groupSteps } from '../../../renderer/src/history/reports';
import { coreNarration } from '../../../renderer/src/i18n/core';
import '../../support/ruleset-words'; // every ruleset's words loaded, as when its campaign opens
import { wordsFor } from '../../../renderer/src/i18n/words';

const entry = (e: Partial<HistoryEntry> & Pick<HistoryEntry, 'seq' | 'step' | 'type'>): HistoryEntry => ({
  sessionId: 1,
  turn: 0,
  phase: 'dice-tray/free-play',
  data: {},
  cause: null,
  dice: null,
  createdAt: '2026-03-01T20:00:00.000Z',
  undone: false,
  ...e,
});

const chronicle: Chronicle = {
  campaign: {
    id: 1,
    name: 'Doom, "quoted"',
    rulesetId: 'dice-tray',
    rulesetVersion: 1,
    players: [{ id: 'p1', name: 'Ann' }],
    options: {},
    createdAt: '2026-03-01T19:00:00.000Z',
    updatedAt: '2026-03-01T20:00:00.000Z',
    archived: false,
    eventCount: 5,
    outcome: null,
  },
  sessions: [{ id: 1, campaignId: 1, number: 1, startedAt: '2026-03-01T19:00:00.000Z', endedAt: null }],
  branches: [],
  checkpoints: [{ seq: 5, name: 'high tide', atStep: 3, sessionId: 1, createdAt: '2026-03-01T20:00:00.000Z', status: 'here' }],
  entries: [
    entry({ seq: 1, step: 1, sessionId: null, type: 'core/setup', data: { players: [{ id: 'p1', name: 'Ann' }] } }),
    entry({ seq: 2, step: 2, type: 'counter-added', data: { counterId: 'c1', name: 'Doom', min: 0, max: 9, value: 0 } }),
    entry({
      seq: 3,
      step: 3,
      turn: 1,
      type: 'rolled',
      data: { notation: '2d10', values: [0, 7], total: 17 },
      dice: [
        { die: { kind: 'd10' }, value: 0, source: 'table' },
        { die: { kind: 'd10' }, value: 7, source: 'table' },
      ],
    }),
    entry({
      seq: 4,
      step: 4,
      turn: 1,
      type: 'core/tracker-adjusted',
      undone: true,
      data: { tracker: 'c1', code: 'dice-tray/counter', params: { name: 'Doom' }, from: 0, to: 3, reason: 'a, b' },
    }),
    entry({ seq: 5, step: 5, turn: 1, type: 'core/checkpoint', data: { name: 'high tide', atStep: 3 } }),
  ],
};

describe('readable exports', () => {
  it('writes one CSV row per event, quoted where needed, and reads back the same', async () => {
    const csv = await chronicleCsv([chronicle]);
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(5);
    expect(parsed.data[0].campaign).toBe('Doom, "quoted"');
    expect(parsed.data[2]).toMatchObject({
      narration: 'Rolled 2d10: 0, 7 — total 17.',
      dice: 'd10=0 d10=7',
      dice_source: 'table',
      turn: '1',
      session: '1',
    });
    expect(parsed.data[3]).toMatchObject({ undone: 'yes', narration: 'Doom set by hand: 0 → 3 (“a, b”).' });
    expect(JSON.parse(parsed.data[3].data)).toMatchObject({ reason: 'a, b' });
  });

  it('writes a Markdown chronicle with sessions and turns as headings and undone steps struck', () => {
    const md = chronicleMarkdown([chronicle]);
    expect(md).toContain('# Doom, "quoted"');
    expect(md).toContain('## Before the first session');
    expect(md).toContain('## Session 1');
    expect(md).toContain('### Turn 1');
    expect(md).toContain('- Rolled 2d10: 0, 7 — total 17. (d10 0, d10 7 — entered from the table)');
    expect(md).toMatch(/~~Doom set by hand.*~~ \*\(undone\)\*/);
    expect(md).toContain('**Checkpoints:** high tide');
  });

  it('opens a session with its "previously on…" lines: the size, its headlines, the tracks that really moved', () => {
    const doomMoved = entry({ seq: 6, step: 6, type: 'counter-changed', data: { counterId: 'c1', name: 'Doom', from: 0, to: 4 } });
    const recap: SessionRecap = {
      session: chronicle.sessions[0],
      actions: 4,
      undone: 1,
      dice: 2,
      moves: [{ id: 'c1', code: 'dice-tray/counter', params: { name: 'Doom' }, from: 0, to: 4 }],
      highlights: [doomMoved],
      headlines: 1,
      moreHighlights: 0,
      outcome: null,
    };
    const md = chronicleMarkdown([chronicle], new Map([[1, new Map([[1, recap]])]]));
    const session = md.slice(md.indexOf('## Session 1'));
    expect(session.split('\n').slice(2, 5)).toEqual(['> session 1 · 4 actions  ', '> Doom: 0 → 4.  ', '> Doom 0 → 4']);
  });

  it('groups events by step in log order', () => {
    expect(groupSteps(chronicle.entries).map((g) => g.map((e) => e.seq))).toEqual([[1], [2], [3], [4], [5]]);
  });

  it('narrates every event type the host records itself, checkpoints included', () => {
    const words = wordsFor('dice-tray');
    for (const type of [
      'core/setup',
      'core/undo',
      'core/redo',
      'core/rewind',
      'core/tracker-adjusted',
      'core/options-changed',
      'core/checkpoint',
    ]) {
      expect(coreNarration[type], type).toBeDefined();
    }
    expect(words.narrate({ type: 'core/checkpoint', data: { name: 'before the Endgame', atStep: 4 } })).toBe(
      'Checkpoint named: “before the Endgame”.',
    );
  });
});
