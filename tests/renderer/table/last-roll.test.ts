/**
 * Issue 30, "the last roll says what it was for": the table display's last roll is drawn from the
 * event it was recorded on — Catan Horror's production dice keep their red, yellow and event-die
 * looks, the event die shows its face's symbol, and the purpose is the lead of the event's own sentence.
 */
import { describe, expect, it } from 'vitest';
import { d6 } from '../../../shared/engine/dice';
import { EVENT_DIE } from '../../../shared/rulesets/catan-horror/actions/turn';
import { catanHorrorRollLooks } from '../../../shared/rulesets/catan-horror/roll-looks';
import type { HistoryEntry } from '../../../shared/rpc/contract';
import { loadRulesetUi } from '../../../renderer/src/rulesets/registry';
import { wordsFor } from '../../../renderer/src/i18n/words';
import { leadSentence, shownRoll } from '../../../renderer/src/views/table/last-roll';

const entry = (type: string, data: Record<string, unknown>): HistoryEntry => ({
  seq: 9,
  step: 9,
  sessionId: 1,
  turn: 3,
  phase: 'x',
  type,
  data,
  cause: null,
  dice: null,
  createdAt: '2026-03-01T20:00:00.000Z',
  undone: false,
});

describe('the last roll on the table display', () => {
  it('keeps Catan’s red and yellow production dice and draws the event die’s face as its symbol, and says it was production', async () => {
    await loadRulesetUi('catan-horror');
    const event = entry('production-rolled', { red: 3, yellow: 4, event: 'ship', total: 7, invaded: ['Arkham'], gated: [] });
    const roll = shownRoll(
      {
        dice: [
          { die: d6, value: 3, source: 'table' },
          { die: d6, value: 4, source: 'table' },
          { die: EVENT_DIE, value: 'ship', source: 'table' },
        ],
        event,
      },
      wordsFor('catan-horror'),
      catanHorrorRollLooks,
    );
    expect(roll.dice.map((d) => d.colour)).toEqual(['red', 'yellow', 'white']);
    expect(roll.dice[2].face).toBe('face/ship');
    expect(roll.source).toBe('table');
    expect(roll.purpose).toBe('Production: red 3 + yellow 4 = 7; event die ship.');
  });

  it('names the monster movement roll by its own sentence, and leaves dice with no declared look in the tray’s white', async () => {
    await loadRulesetUi('catan-horror');
    const event = entry('monster-movement-rolled', { rolls: [{ name: 'Ghoul', value: 4, needs: 4, moves: true }] });
    const roll = shownRoll({ dice: [{ die: d6, value: 4, source: 'app' }], event }, wordsFor('catan-horror'), catanHorrorRollLooks);
    expect(roll.purpose).toBe('Monster movement: Ghoul 4 (4+) MOVES.');
    expect(roll.dice[0].colour).toBeUndefined();
  });

  it('takes the first sentence of a narration, or all of one without a full stop', () => {
    expect(leadSentence('Gate roll 7: a gate opens. A Ghoul appears.')).toBe('Gate roll 7: a gate opens.');
    expect(leadSentence('Terror 3 (+1)')).toBe('Terror 3 (+1)');
    expect(leadSentence('Lair 1 opens at 2.5 leagues. More.')).toBe('Lair 1 opens at 2.5 leagues.');
  });
});
