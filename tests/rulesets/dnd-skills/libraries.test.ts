/**
 * Libraries and topics are entities (issue 18, ruling dnd-skills#14): research offers the known
 * ones, a new one is a deliberate tick, and a near miss ("Candlekep") is refused with the name it
 * most likely means, in the same shape as Catan Horror's places so the form offers "Use Candlekeep".
 */
import { describe, expect, it } from 'vitest';
import type { PromptAction, PromptChoice, PromptField } from '../../../shared/engine/ruleset';
import { runAction } from '../../../shared/engine/run';
import { dndSkills } from '../../../shared/rulesets/dnd-skills';
import type { DndState } from '../../../shared/rulesets/dnd-skills/state';
import '../../support/ruleset-words';
import { wordsFor } from '../../../renderer/src/i18n/words';
import { d20, play, refuse, start } from './helpers';

const beholders = { researcher: 'tardok', topic: 'Beholders', library: 'Candlekeep', preset: 'small', knowledgeModifier: 5, dc: 40 };

/** One session at a library: 8 hours for its +4, then a failed check: the library and topic are known from then on. */
function researched(state: DndState, payload: Record<string, unknown>): DndState {
  const started = play(state, 'start-research', payload).state;
  return play(play(started, 'research', { hours: 8 }).state, 'research-check', {}, d20(1)).state;
}

const offer = (state: DndState): PromptAction => dndSkills.prompt(state).actions.find((a) => a.type === 'start-research')!;
const field = (action: PromptAction, name: string): PromptField | undefined => action.fields!.find((f) => f.name === name);
/** The choices a combo box offers. */
const choices = (action: PromptAction, name: string): readonly PromptChoice[] => {
  const f = field(action, name);
  return f?.kind === 'choice' ? f.choices : [];
};
const error = (state: DndState, payload: Record<string, unknown>) => {
  const result = runAction(dndSkills, state, 'start-research', payload, []);
  if (result.ok) throw new Error('start-research was accepted');
  return result.error;
};

describe('libraries and topics as entities (ruling 14)', () => {
  it('asks the first library and topic as plain names: nothing is known yet, so any name is new', () => {
    const action = offer(start());
    expect(field(action, 'topic')).toMatchObject({ kind: 'text' });
    expect(field(action, 'library')).toMatchObject({ kind: 'text' });
    expect(field(action, 'newLibrary')).toBeUndefined();
    expect(play(start(), 'start-research', beholders).state.research).toMatchObject({ library: 'Candlekeep', topic: 'Beholders' });
  });

  it('offers the known libraries and topics, with an unticked "new" box for each', () => {
    const state = researched(researched(start(), beholders), { ...beholders, library: 'Waterdeep', newLibrary: true });
    const action = offer(state);
    expect(field(action, 'library')).toMatchObject({ kind: 'choice', free: true });
    expect(choices(action, 'library').map((c) => c.value)).toEqual(['Candlekeep', 'Waterdeep']);
    expect(choices(action, 'topic').map((c) => c.value)).toEqual(['Beholders']);
    expect(field(action, 'newLibrary')).toMatchObject({ kind: 'boolean', default: false });
    expect(field(action, 'newTopic')).toMatchObject({ kind: 'boolean', default: false });
  });

  it('refuses a near miss of a known library or topic with the name it most likely means', () => {
    const state = researched(start(), beholders);
    expect(error(state, { ...beholders, library: 'Candlekep' })).toMatchObject({
      code: 'rules/did_you_mean',
      details: { field: 'library', place: 'Candlekep', suggestion: 'Candlekeep' },
    });
    expect(error(state, { ...beholders, topic: ' beholder ' })).toMatchObject({
      code: 'rules/did_you_mean',
      details: { field: 'topic', place: 'beholder', suggestion: 'Beholders' },
    });
    expect(wordsFor('dnd-skills').error(error(state, { ...beholders, library: 'Candlekep' }))).toBe(
      'Did you mean Candlekeep? (“Candlekep” is not a library this campaign knows; tick “A new library” if it is a new one.)',
    );
    expect(wordsFor('dnd-skills').t('place/use-suggestion', { place: 'Candlekeep' })).toBe('Use Candlekeep');
  });

  it('asks for the tick before adding a name that is not near any known one', () => {
    const state = researched(start(), beholders);
    expect(error(state, { ...beholders, library: 'Waterdeep' })).toMatchObject({
      code: 'rules/unknown_name',
      details: { field: 'library', place: 'Waterdeep' },
    });
    expect(wordsFor('dnd-skills').error(error(state, { ...beholders, topic: 'Liches' }))).toContain('tick “A new topic”');
  });

  it('records a known name in its own spelling, so any case draws from the same ledger', () => {
    const state = researched(start(), beholders);
    const again = play(state, 'start-research', { ...beholders, library: ' candlekeep', topic: 'BEHOLDERS' });
    expect(again.events[0].data).toMatchObject({ library: 'Candlekeep', topic: 'Beholders', drawn: 4, left: 4 });
  });

  it('accepts a deliberate new library, even one a letter away, with a ledger of its own', () => {
    const state = researched(start(), beholders);
    const started = play(state, 'start-research', { ...beholders, library: 'Candlekep', newLibrary: true });
    expect(started.events[0].data).toMatchObject({ library: 'Candlekep', drawn: 0, left: 4 });
    expect(started.events[0].data).not.toHaveProperty('newLibrary');
    expect(started.events[0].data).not.toHaveProperty('newTopic');
    const after = play(started.state, 'abandon-research').state;
    expect(play(after, 'start-research', { ...beholders, topic: 'Liches', newTopic: true }).state.research).toMatchObject({
      topic: 'Liches',
      library: 'Candlekeep',
    });
  });

  it('lists first a library and topic with bonus left, marks the dry ones, and asks a new topic once every known one is dry', () => {
    // Two small-library sessions of +4 each: Beholders at Candlekeep is dry (twice +4 drawn).
    let state = researched(start(), beholders);
    state = researched(state, beholders);
    expect(refuse(state, 'start-research', beholders)).toBe('rules/library_exhausted');
    const dry = offer(state);
    expect(dry.payload).toEqual({ newTopic: true });
    expect(field(dry, 'topic')).toMatchObject({ kind: 'text' });
    state = researched(state, { ...beholders, topic: 'Liches', newTopic: true });
    const action = offer(state);
    expect(action.payload).toBeUndefined();
    expect(choices(action, 'topic')).toEqual([
      { value: 'Liches', code: 'dnd/known-name', params: { name: 'Liches' } },
      { value: 'Beholders', code: 'dnd/known-name', params: { name: 'Beholders' }, disabled: true },
    ]);
  });
});
