import { describe, expect, it } from 'vitest';
import { runeboundAddons } from '../../../shared/rulesets/runebound-addons';
import { runeboundCataclysm } from '../../../shared/rulesets/runebound-cataclysm';
import { runeboundSevenScions } from '../../../shared/rulesets/runebound-seven-scions';
import * as addonWords from '../../../renderer/src/rulesets/runebound-addons/messages';
import * as cataclysmWords from '../../../renderer/src/rulesets/runebound-cataclysm/messages';
import * as scionWords from '../../../renderer/src/rulesets/runebound-seven-scions/messages';
import { missingWords } from './catalog-check';

const ADDONS = 'shared/rulesets/runebound-addons';
const all = { ritualsAndRunes: true, weaponsOfLegend: true, trapsAndTerrors: true, beastsAndBandits: true };

describe('every code has words', () => {
  it('The Seven Scions', () => {
    const runs = [
      { options: all, players: 2, seed: 1 }, { options: { cooperative: true }, players: 3, seed: 2 },
      { options: {}, players: 1, seed: 3 }, { options: { cooperative: true, ritualsAndRunes: true }, players: 1, seed: 4 },
    ];
    expect(missingWords(runeboundSevenScions, scionWords, runs, ['shared/rulesets/runebound-seven-scions', ADDONS])).toEqual([]);
  });

  it('The Cataclysm', () => {
    const runs = [{ options: all, players: 2, seed: 5 }, { options: {}, players: 5, seed: 6 }, { options: { ritualsAndRunes: true }, players: 3, seed: 7 }];
    expect(missingWords(runeboundCataclysm, cataclysmWords, runs, ['shared/rulesets/runebound-cataclysm', ADDONS])).toEqual([]);
  });

  it('the add-ons on their own', () => {
    const ui = { messages: addonWords.standaloneMessages, narrate: addonWords.standaloneNarrate, causes: addonWords.addonCauses };
    expect(missingWords(runeboundAddons, ui, [{ options: all, players: 2, seed: 8 }], [ADDONS])).toEqual([]);
  });
});

describe('narration reads like the table', () => {
  it('a ticked set-up step is told with its numbers', () => {
    const line = scionWords.narrate['setup-step-ticked']({ item: 'seven-scions/step/storm-decks', params: { count: 3 }, done: true }, { type: 'setup-step-ticked', data: {} });
    expect(line).toContain('take 3 at random of green');
  });

  it('the ritual clash names the word and the ritual already held', () => {
    const message = addonWords.addonMessages['rules/ritual-name-conflict'] as (p: Record<string, unknown>) => string;
    expect(message({ owner: 'Ann', title: 'Outer Fire', other: 'Inner Fire', word: 'fire' })).toContain('“Fire” with Inner Fire');
  });

  it('a cataclysm names the ruined towns and the stranded heroes', () => {
    const towns = { tamalir: 'ashen-flock', riverwatch: 'savage-brood', dawnsmoor: 'demon-horde', vynelvale: 'destroyed', forge: 'frenzied-rage', greyhaven: 'winter-lord', nerekhall: 'destroyed', frostgate: 'destroyed' };
    const line = cataclysmWords.narrate['cataclysm-drawn']({ towns, strandedIn: [{ player: 'Cat', town: 'vynelvale' }] }, { type: 'cataclysm-drawn', data: {} });
    expect(line).toContain('Destroyed: Vynelvale, Nerekhall, Frostgate');
    expect(line).toContain('Riverwatch: Curse of the Savage Brood');
    expect(line).toContain('Cat stands in ruined Vynelvale');
  });
});
