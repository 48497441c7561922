// @vitest-environment happy-dom
/**
 * The play header's turn line in the players' words: Catan Horror's and Eldritch Express's boards say "Round 2 · Bob (seat 2 of 3)"
 * where the rules can tell the round (shared/rulesets/<id>/round-and-seat.ts), and fall back to "Turn n · name" where they cannot.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import '../../support/ruleset-words';
import CatanBoard from '../../../renderer/src/rulesets/catan-horror/Board.vue';
import EldritchBoard from '../../../renderer/src/rulesets/eldritch-express/Board.vue';
import { i18n } from '../../../renderer/src/i18n/words';
import type { CampaignSummary } from '../../../shared/rpc/contract';
import { rulesets } from '../../../shared/rulesets/registry';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import type { EldritchState } from '../../../shared/rulesets/eldritch-express/state';
import { playRandomly } from '../../support/random-play';

const OPTIONS: Record<string, Record<string, unknown>> = { 'eldritch-express': { ancientOne: 'azathoth' } };
const players = [
  { id: 'p1', name: 'Ann' },
  { id: 'p2', name: 'Bob' },
  { id: 'p3', name: 'Cy' },
];
const campaign = (rulesetId: string): CampaignSummary => ({
  id: 1,
  name: 'Header',
  rulesetId,
  rulesetVersion: rulesets.get(rulesetId)!.version,
  players,
  options: OPTIONS[rulesetId] ?? {},
  createdAt: '2026-03-01T20:00:00.000Z',
  updatedAt: '2026-03-01T20:00:00.000Z',
  archived: false,
  eventCount: 0,
  outcome: null,
});
/** The last state of a random game of the ruleset that `wanted` accepts. */
function stateWhere<S>(id: string, wanted: (state: S) => boolean): S {
  const game = playRandomly(rulesets.get(id)!, OPTIONS[id] ?? {}, players, 7, 120);
  return game.checkpoints.map((c) => c.state as S).findLast(wanted)!;
}
async function header(component: unknown, id: string, state: unknown) {
  setActivePinia(createPinia());
  const prompt = rulesets.get(id)!.prompt(state);
  const wrapper = mount(component as never, { props: { state, prompt, campaign: campaign(id) }, global: { plugins: [i18n] } } as never);
  await flushPromises();
  const text = wrapper.get('[data-testid="turn"]').text();
  wrapper.unmount();
  return text;
}

describe('the play header says the round and the seat', () => {
  it('Catan Horror: "Round r · name (seat s of 3)" from the turn count, "Turn n · name" once a dead player is skipped', async () => {
    const state = stateWhere<CatanHorrorState>('catan-horror', (s) => s.phase !== 'setup' && s.turn >= 1);
    const round = Math.floor((state.turn - 1) / 3) + 1;
    const name = state.players[state.current].name;
    expect(await header(CatanBoard, 'catan-horror', state)).toBe(`Round ${round} · ${name} (seat ${state.current + 1} of 3)`);
    const oneDead = { ...state, players: state.players.map((p, i) => (i === (state.current + 1) % 3 ? { ...p, dead: true } : p)) };
    expect(await header(CatanBoard, 'catan-horror', oneDead)).toBe(`Turn ${state.turn} · ${name}`);
  });

  it('Eldritch Express: "Round r · name as investigator (seat s of 3)" while turns go round the seats', async () => {
    const state = stateWhere<EldritchState>('eldritch-express', (s) => s.stage === 'play' && s.turn >= 1 && !s.seats.some((x) => x.out));
    const text = await header(EldritchBoard, 'eldritch-express', state);
    expect(text).toMatch(new RegExp(`^Round \\d+ · ${state.seats[state.current].player.name} as .+ \\(seat ${state.current + 1} of 3\\)$`));
  });
});
