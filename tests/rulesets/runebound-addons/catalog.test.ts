import { describe, expect, it } from 'vitest';
import { dieFaces, type RolledDie } from '../../../shared/engine/dice';
import type { Ruleset, RulesEvent } from '../../../shared/engine/ruleset';
import { diceRequestFor, runAction } from '../../../shared/engine/run';
import { runeboundAddons } from '../../../shared/rulesets/runebound-addons';
import { runeboundCataclysm } from '../../../shared/rulesets/runebound-cataclysm';
import { runeboundSevenScions } from '../../../shared/rulesets/runebound-seven-scions';
import * as addonWords from '../../../renderer/src/rulesets/runebound-addons/messages';
import * as cataclysmWords from '../../../renderer/src/rulesets/runebound-cataclysm/messages';
import * as scionWords from '../../../renderer/src/rulesets/runebound-seven-scions/messages';
import { errorCodesIn, missingWords, rulesetCodes, stateCodes, type Words } from '../../support/catalog-coverage';
import { seeded } from '../../support/random-play';
import { start } from './helpers';

const ADDONS = 'shared/kits/runebound-addons';
const all = { ritualsAndRunes: true, weaponsOfLegend: true, trapsAndTerrors: true, beastsAndBandits: true };

/** Random walks of 400 prompted actions (any choice, even a disabled one, may be tried): the codes each state shows, its events, its refusals. */
function walks<S>(ruleset: Ruleset<S>, runs: { options: Record<string, unknown>; players: number; seed: number }[]) {
  const codes = [];
  const events: RulesEvent[] = [];
  const errors: string[] = [];
  for (const run of runs) {
    const rand = seeded(run.seed);
    let state = start(ruleset, run.options, run.players).state;
    for (let step = 0; step < 400; step++) {
      codes.push(...stateCodes(ruleset, state));
      const prompt = ruleset.prompt(state);
      if (prompt.actions.length === 0) break;
      const action = prompt.actions[Math.floor(rand() * prompt.actions.length)];
      const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
      for (const f of action.fields ?? []) {
        if (f.kind === 'choice') payload[f.name] = f.choices[Math.floor(rand() * f.choices.length)]?.value;
        if (f.kind === 'number') payload[f.name] = f.min + Math.floor(rand() * Math.min(f.max - f.min + 1, 6));
        if (f.kind === 'text') payload[f.name] = rand() < 0.5 ? 'Inner Fire' : 'Outer Fire';
        if (f.kind === 'boolean') payload[f.name] = rand() < 0.5;
      }
      const request = diceRequestFor(ruleset, state, action.type, payload);
      const dice: RolledDie[] = request.ok
        ? (request.value?.dice ?? []).map((die) => ({
            die,
            value: dieFaces(die)[Math.floor(rand() * dieFaces(die).length)],
            source: 'app',
          }))
        : [];
      const result = runAction(ruleset, state, action.type, payload, dice);
      if (!result.ok) {
        errors.push(result.error.code);
        continue;
      }
      events.push(...result.value.events);
      state = result.value.state;
    }
  }
  return { texts: codes, events, codes: errors };
}

/** Every code the ruleset shows (name, options, its source's error codes but dice ones, random walks) without words. */
function missing<S>(ruleset: Ruleset<S>, words: Words, runs: Parameters<typeof walks>[1], sourceDirs: string[]): string[] {
  const shown = walks(ruleset, runs);
  const sourceErrors = errorCodesIn(sourceDirs).filter((code) => !code.startsWith('dice/'));
  return missingWords(words, { ...shown, codes: [...rulesetCodes(ruleset), ...sourceErrors, ...shown.codes] });
}

describe('every code has words', () => {
  it('The Seven Scions', () => {
    const runs = [
      { options: all, players: 2, seed: 1 },
      { options: { cooperative: true }, players: 3, seed: 2 },
      { options: {}, players: 1, seed: 3 },
      { options: { cooperative: true, ritualsAndRunes: true }, players: 1, seed: 4 },
    ];
    expect(missing(runeboundSevenScions, scionWords, runs, ['shared/rulesets/runebound-seven-scions', ADDONS])).toEqual([]);
  });

  it('The Cataclysm', () => {
    const runs = [
      { options: all, players: 2, seed: 5 },
      { options: {}, players: 5, seed: 6 },
      { options: { ritualsAndRunes: true }, players: 3, seed: 7 },
    ];
    expect(missing(runeboundCataclysm, cataclysmWords, runs, ['shared/rulesets/runebound-cataclysm', ADDONS])).toEqual([]);
  });

  it('the add-ons on their own', () => {
    const ui = { messages: addonWords.standaloneMessages, narrate: addonWords.standaloneNarrate, causes: addonWords.addonCauses };
    expect(missing(runeboundAddons, ui, [{ options: all, players: 2, seed: 8 }], ['shared/rulesets/runebound-addons', ADDONS])).toEqual([]);
  });
});

describe('narration reads like the table', () => {
  it('a ticked set-up step is told with its numbers', () => {
    const line = scionWords.narrate['setup-step-ticked'](
      { item: 'seven-scions/step/storm-decks', params: { count: 3 }, done: true },
      { type: 'setup-step-ticked', data: {} },
    );
    expect(line).toContain('take 3 at random of green');
  });

  it('the ritual clash names the word and the ritual already held', () => {
    const message = addonWords.addonMessages['rules/ritual-name-conflict'] as (p: Record<string, unknown>) => string;
    expect(message({ owner: 'Ann', title: 'Outer Fire', other: 'Inner Fire', word: 'fire' })).toContain('“Fire” with Inner Fire');
  });

  it('a cataclysm names the ruined towns and the stranded heroes', () => {
    const towns = {
      tamalir: 'ashen-flock',
      riverwatch: 'savage-brood',
      dawnsmoor: 'demon-horde',
      vynelvale: 'destroyed',
      forge: 'frenzied-rage',
      greyhaven: 'winter-lord',
      nerekhall: 'destroyed',
      frostgate: 'destroyed',
    };
    const line = cataclysmWords.narrate['cataclysm-drawn'](
      { towns, strandedIn: [{ player: 'Cat', town: 'vynelvale' }] },
      { type: 'cataclysm-drawn', data: {} },
    );
    expect(line).toContain('Destroyed: Vynelvale, Nerekhall, Frostgate');
    expect(line).toContain('Riverwatch: Curse of the Savage Brood');
    expect(line).toContain('Cat stands in ruined Vynelvale');
  });
});
