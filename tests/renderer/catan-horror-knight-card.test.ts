// @vitest-environment happy-dom
/**
 * The knight card shows a knight that chose to hide when a monster entered its town and still owes a
 * Hide check if that town is invaded — in words and a symbol, not by colour alone.
 */
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import '../support/ruleset-words'; // the ruleset's words loaded, as when its campaign opens
import KnightCard from '../../renderer/src/rulesets/catan-horror/KnightCard.vue';
import { invasionHideTowns } from '../../shared/rulesets/catan-horror/rules/invasion';
import type { CatanHorrorState } from '../../shared/rulesets/catan-horror/state';
import { act, clearMonsters, knight, started, withMonster } from '../rulesets/catan-horror/helpers';

/** Ann's knight k1 in Ann City (walls): a Ghoul enters and k1 hides, so the town is only assaulted. */
function hiding() {
  let s = clearMonsters(started());
  const m = withMonster(s, 'Ghoul', 'Gate 4');
  s = { ...m.state, phase: 'monster/report', pending: [{ kind: 'monster-moves', moving: [m.id] }] };
  s = act(s, 'monster-moved', { foeId: m.id, to: 'Ann City' }).state;
  return { state: act(s, 'respond-to-monster', { unitId: 'k1', response: 'hide' }).state, ghoul: m.id };
}

const card = (state: CatanHorrorState, id: string) => {
  const hidingIn = invasionHideTowns(state)[id] ?? null;
  return mount(KnightCard, { props: { knight: knight(state, id), squadLabel: null, hidingIn } });
};

describe('knight card: hiding from a monster in its town', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('tags the hider with the town whose fall brings its Hide check', () => {
    const { state } = hiding();
    expect(invasionHideTowns(state)).toEqual({ k1: 'Ann City' });
    const tag = card(state, 'k1').get('[data-testid="invasion-hider"]');
    expect(tag.text()).toBe('⚠ hiding — checks if Ann City falls');
    expect(tag.attributes('title')).toContain('Hide check');
  });

  it('shows no tag on a knight that is merely hidden, nor once the town falls and the check is asked', () => {
    const { state, ghoul } = hiding();
    const plainHidden = { ...state, invasionHiders: [] };
    expect(card(plainHidden, 'k1').text()).toContain('◐ hidden');
    expect(card(plainHidden, 'k1').find('[data-testid="invasion-hider"]').exists()).toBe(false);

    const fell = act({ ...state, phase: 'player/combat', hideChecked: ['k1'] }, 'foe-strike', { foeId: ghoul, target: 'walls' }).state;
    expect(fell.pending[0]).toMatchObject({ kind: 'invasion-hide', units: ['k1'] });
    expect(card(fell, 'k1').find('[data-testid="invasion-hider"]').exists()).toBe(false);
  });
});
