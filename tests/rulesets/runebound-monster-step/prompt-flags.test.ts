/** The prompt marks corrections and seldom reports `rare`, so the play screen folds them under "Other things that can happen". */
import { describe, expect, it } from 'vitest';
import { act, quietHeroTurn, rules, start } from './helpers';

const rareOf = (state: Parameters<typeof rules.prompt>[0]) =>
  rules
    .prompt(state)
    .actions.filter((a) => a.rare)
    .map((a) => a.type);

describe('prompt flags', () => {
  it('a Dragon Rune is a seldom report; moving the hero and an Event card coming into play are not', () => {
    const s = start();
    expect(rareOf(s)).toEqual(['dragon-rune-gained']);
    expect(rules.prompt(s).actions.find((a) => a.type === 'hero-moved')?.rare).toBeUndefined();
  });

  it('recording the movement dice’s faces is optional detail, folded away beside the monsters entering cities', () => {
    const moving = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [4]).state;
    const walking = act(moving, 'roll-movement-check', {}, [6]).state;
    expect(rareOf(walking)).toEqual(['movement-die-shown']);
  });

  it('a solo game names no player on its actions: the whole prompt is the one hero’s', () => {
    expect(rules.prompt(start()).actions.every((a) => a.player === undefined)).toBe(true);
  });
});
