// @vitest-environment happy-dom
/** The generic pack board: any pack drawn from its declarations with the shared board pieces, in the pack's own words, as text. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { d6 } from '../../../shared/engine/dice';
import { runAction } from '../../../shared/engine/run';
import { checkPackText, checkPackValue } from '../../../shared/packs/check';
import type { Pack } from '../../../shared/packs/schema';
import type { PackState } from '../../../shared/packs/state';
import { addWords, i18n } from '../../../renderer/src/i18n';
import { packUi } from '../../../renderer/src/rulesets/pack';
import { packRuleset } from '../../../shared/packs/ruleset';

const ROOT = process.cwd();
const readme = readFileSync(join(ROOT, 'docs/packs/README.md'), 'utf8');
const lanternText = /```json\n([\s\S]*?)\n```/.exec(readme)![1];

function checked(value: unknown): Pack {
  const result = typeof value === 'string' ? checkPackText(value) : checkPackValue(value);
  if (!result.ok) throw new Error(JSON.stringify(result.problems.slice(0, 3)));
  return result.pack;
}

/** The module as the registry makes it (its words added under its ruleset id), and its board drawn on a state. */
function draw(pack: Pack, state: PackState) {
  const id = `pack:${pack.id}`;
  const ui = packUi(id, pack);
  addWords(id, ui.messages);
  return { ui, board: mount(ui.board!, { props: { state, prompt: { actions: [] }, campaign: null } }) };
}

function lanternAfter(faces: number[], pack = checked(lanternText)) {
  const rules = packRuleset(pack);
  const setup = rules.setup({}, [{ id: 'p1', name: 'Ann' }]);
  if (!setup.ok) throw new Error('set-up refused');
  let state = setup.value;
  for (const face of faces) {
    const done = runAction(rules, state, 'keep-watch', {}, [{ die: d6, value: face, source: 'table' }]);
    if (!done.ok) throw new Error(done.error.code);
    state = done.value.state;
  }
  return { pack, state };
}

afterEach(() => {
  (i18n.global.locale as { value: string }).value = 'en';
});

describe('the generic pack board', () => {
  it("draws Lantern Watch's tracks with their values and the night chart with the row just rolled lit", () => {
    const { pack, state } = lanternAfter([6]);
    const { board } = draw(pack, state);
    expect(board.get('[data-testid="track-dread"]').text()).toContain('Dread');
    expect(board.get('[data-testid="track-dread"] [data-testid="track-value"]').text()).toBe('2 / 10');
    expect(board.get('[data-testid="track-night"] [data-testid="track-value"]').text()).toBe('2 / 8');
    const rows = board.findAll('[data-testid="chart-night-chart"] tbody tr');
    expect(rows.map((r) => r.classes().includes('lit'))).toEqual([false, false, true]);
    expect(rows[2].text()).toBe('▶ 6A scream');
    expect(board.get('[data-testid="pack-turn"]').text()).toBe('Turn 1 · The watch');
  });

  it('marks the threshold on its track and shows the question the table is asked', () => {
    const { pack, state } = lanternAfter([6, 6, 4]);
    const { board } = draw(pack, state);
    expect(board.get('[data-testid="track-dread"]').text()).toContain('▲');
    expect(board.get('[data-testid="pack-asked"]').text()).toContain('Dread has reached 5: does the lantern-bearer flee?');
  });

  it('shows a word the pack has not written as its code and lists those codes for the author', () => {
    const { pack, state } = lanternAfter([]);
    const { board } = draw(pack, state);
    expect(board.findAll('h3').map((h) => h.text())).toContain('chart/night-chart');
    expect(board.get('[data-testid="pack-missing-words"]').text()).toContain('chart/night-chart');
    expect(board.get('[data-testid="pack-missing-words"]').text()).not.toContain('track/dread');
  });

  it("speaks the pack's other language when the app does, and English where that language has no word", () => {
    const pack = checked({
      ...JSON.parse(lanternText),
      id: 'lantern-watch-de',
      words: { ...JSON.parse(lanternText).words, de: { 'track/dread': 'Grauen' } },
    });
    (i18n.global.locale as { value: string }).value = 'de';
    const { board } = draw(pack, lanternAfter([], pack).state);
    expect(board.get('[data-testid="track-dread"]').text()).toContain('Grauen');
    expect(board.get('[data-testid="track-night"]').text()).toContain('Night');
  });

  it('never renders pack text as HTML', () => {
    const source = JSON.parse(lanternText);
    const pack = checked({
      ...source,
      id: 'lantern-watch-html',
      words: {
        en: { ...source.words.en, 'track/dread': '<img src=x onerror="alert(1)"><b>Dread</b>', 'row/scream': '<script>bad()</script>' },
      },
    });
    const { board } = draw(pack, lanternAfter([6], pack).state);
    expect(board.find('img').exists()).toBe(false);
    expect(board.find('b').exists()).toBe(false);
    expect(board.find('script').exists()).toBe(false);
    expect(board.get('[data-testid="track-dread"]').text()).toContain('<b>Dread</b>');
    expect(board.get('[data-testid="chart-night-chart"]').text()).toContain('<script>bad()</script>');
  });

  it("narrates the pack's events in its words for the history", () => {
    const { pack } = lanternAfter([]);
    const { ui } = draw(pack, lanternAfter([]).state);
    expect(ui.narrate['track-changed']({ track: 'dread', player: null, from: 2, to: 4 }, { type: 'track-changed', data: {} })).toBe(
      'Dread: 2 → 4',
    );
    expect(ui.narrate['chart-rolled']({ chart: 'night-chart', value: 6, row: 2, dice: [6] }, { type: 'chart-rolled', data: {} })).toBe(
      'chart/night-chart: 6 — A scream',
    );
    expect(ui.narrate.acted({ action: 'keep-watch', fields: {}, dice: [6] }, { type: 'acted', data: {} })).toBe(
      'Keep watch through the night — dice 6',
    );
    expect(ui.narrate['game-ended']({ result: 'lost', word: 'outcome/dread', params: {} }, { type: 'game-ended', data: {} })).toBe(
      'The dread takes you.',
    );
  });

  it("draws the Monster Step pack: its lair markers and cities as places, both charts, the Lair chart's rolled row lit", () => {
    const pack = checked(readFileSync(join(ROOT, 'packs/runebound-monster-step.json'), 'utf8'));
    const rules = packRuleset(pack);
    const setup = rules.setup({}, [{ id: 'p1', name: 'Dan' }]);
    if (!setup.ok) throw new Error('set-up refused');
    const state: PackState = { ...setup.value, rolls: { 'lair-chart': { value: 4, row: 3 } } };
    const { board } = draw(pack, state);
    expect(board.findAll('[data-testid="collection-lairs"] li')).toHaveLength(6);
    expect(board.findAll('[data-testid="collection-cities"] li')).toHaveLength(8);
    expect(board.get('[data-testid="lair-chart-row-3"]').classes()).toContain('lit');
    expect(board.find('[data-testid="chart-city-chart"]').exists()).toBe(true);
    expect(board.get('[data-testid="track-terror"] [data-testid="track-value"]').text()).toBe('0 / 10');
    expect(board.findAll('[data-testid^="step-"]').map((s) => s.classes())).toContainEqual(['now']);
  });
});
