// @vitest-environment happy-dom
/**
 * Issue 35: the prompter keeps a form across prompts while its action and what it offers are unchanged (type, payload,
 * fields with their choices and defaults, dice), and makes it anew whenever any of that changes — never carrying a typed
 * value or a chosen option into a form whose offer differs. An open "enter the table's dice" panel closes once its roll
 * is sent. Played on a real Drunkards of Catan campaign through the real services.
 */
import { useStoreServices } from '../../support/store-services';
import { openDrunkards } from '../../support/drunkards-play';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import PhasePrompter from '../../../renderer/src/components/PhasePrompter.vue';
import PromptActionForm from '../../../renderer/src/components/PromptActionForm.vue';
import { offerKey, offerKeys } from '../../../renderer/src/components/offer-key';
import type { PromptAction } from '../../../shared/engine/ruleset';
import { i18n } from '../../../renderer/src/i18n/words';
import '../../support/ruleset-words';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { act, atActions, clearMonsters, started } from '../../rulesets/catan-horror/helpers';

const running = useStoreServices();
const eventCount = () => (running.services.db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;

const drunkards = openDrunkards;
type Play = Awaited<ReturnType<typeof drunkards>>;

const prompter = (play: Play) =>
  mount(PhasePrompter, {
    props: { prompt: play.view!.prompt, outcome: play.view!.outcome },
    attachTo: document.body,
    global: { plugins: [i18n] },
  });
/** The prompter given the play store's prompt now, as the play screen passes it. */
async function follow(wrapper: VueWrapper, play: Play) {
  await wrapper.setProps({ prompt: play.view!.prompt, outcome: play.view!.outcome });
  await flushPromises();
}
/** The form of an action type, and its component instance's id (the same id: the same component, not one made anew). */
function form(wrapper: VueWrapper, type: string) {
  const found = wrapper.findAllComponents(PromptActionForm).filter((f) => f.props('action').type === type);
  expect(found).toHaveLength(1);
  return { el: found[0], uid: (found[0].vm as unknown as { $: { uid: number } }).$.uid };
}
const valueOf = (wrapper: VueWrapper, selector: string) => (wrapper.get(selector).element as HTMLInputElement).value;

describe('a prompt form is kept while its offer is the same', () => {
  it('a form whose offer did not change keeps its component and what the table typed and chose in it', async () => {
    const play = await drunkards();
    const wrapper = prompter(play);
    const before = form(wrapper, 'build-barrel');
    await before.el.get('[data-testid="field-player"]').setValue('p3');
    await before.el.get('[data-testid="field-count"]').setValue('4');
    const code = play.view!.prompt.code;

    // Another action is sent (by another form or another view): a new step and a new prompt, the building offer unchanged.
    expect(await play.act('build-barrel', { player: 'p1', count: 2 })).toBe(true);
    await follow(wrapper, play);
    expect(play.view!.prompt.actions.some((a) => a.type === 'trade-barrels')).toBe(true); // the prompt did change
    expect(play.view!.prompt.code).toBe(code);

    const after = form(wrapper, 'build-barrel');
    expect(after.uid).toBe(before.uid);
    expect(valueOf(after.el, '[data-testid="field-player"]')).toBe('p3');
    expect(valueOf(after.el, '[data-testid="field-count"]')).toBe('4');
    wrapper.unmount();
  });

  it('a form whose offer changed (a new choice) is made anew, with the new offer and nothing chosen before carried in', async () => {
    const play = await drunkards();
    expect(await play.act('build-barrel', { player: 'p1', count: 2 })).toBe(true);
    const wrapper = prompter(play);
    const before = form(wrapper, 'drink-barrel');
    const players = () => [
      ...(wrapper.get('[data-testid="action-drink-barrel"] [data-testid="field-player"]').element as HTMLSelectElement).options,
    ];
    expect(players().map((o) => o.value)).toContain('p1');
    expect(players().map((o) => o.value)).not.toContain('p2');
    await before.el.get('[data-testid="field-player"]').setValue('p1');
    const picked = (before.el.get('[data-testid="field-resource"]').element as HTMLSelectElement).options[2].value;
    await before.el.get('[data-testid="field-resource"]').setValue(picked);
    expect(valueOf(before.el, '[data-testid="field-resource"]')).toBe(picked);

    // Bo builds a barrel: he may drink now, so the drinking form offers another list of players.
    expect(await play.act('build-barrel', { player: 'p2', count: 1 })).toBe(true);
    await follow(wrapper, play);
    const after = form(wrapper, 'drink-barrel');
    expect(after.uid).not.toBe(before.uid);
    expect(players().map((o) => o.value)).toContain('p2');
    // Fresh: every field at the new offer's start, as a form mounted on it alone would show.
    const alone = mount(PromptActionForm, {
      props: { action: play.view!.prompt.actions.find((a) => a.type === 'drink-barrel')!, index: 0 },
      global: { plugins: [i18n] },
    });
    for (const field of ['player', 'resource'])
      expect(valueOf(after.el, `[data-testid="field-${field}"]`)).toBe(valueOf(alone, `[data-testid="field-${field}"]`));
    expect(valueOf(after.el, '[data-testid="field-resource"]')).not.toBe(picked);
    alone.unmount();
    wrapper.unmount();
  });

  it("an open panel for the table's dice closes once its roll is sent", async () => {
    const play = await drunkards();
    const wrapper = prompter(play);
    const roll = form(wrapper, 'production-roll');
    await roll.el.get('[data-testid="enter-dice"]').trigger('click');
    await flushPromises();
    const entry = wrapper.get('.dice-entry');
    const dice = entry.findAll('[data-testid^="die-"]');
    expect(dice.length).toBeGreaterThan(0);
    for (const die of dice) await die.setValue('3');
    const events = eventCount();
    await entry.trigger('submit');
    await flushPromises();
    await follow(wrapper, play);
    expect(eventCount()).toBeGreaterThan(events);
    expect(wrapper.find('.dice-entry').exists()).toBe(false);
    wrapper.unmount();
  });
});

describe('the busy flag holds the buttons, not the forms', () => {
  it("a click on its way holds every form's buttons without drawing any form again", async () => {
    const play = await drunkards();
    const wrapper = prompter(play);
    let updates = 0;
    const forms = wrapper.findAllComponents(PromptActionForm);
    expect(forms.length).toBeGreaterThan(2);
    // The forms' before-update hooks (Vue's internal `bu`, the list `onBeforeUpdate` adds to).
    for (const f of forms) ((f.vm as unknown as { $: { bu: (() => void)[] | null } }).$.bu ??= []).push(() => updates++);
    const buttons = () => wrapper.findAll('[data-testid="roll"], [data-testid="enter-dice"], [data-testid="confirm"]');
    const held = () => buttons().filter((b) => b.attributes('disabled') !== undefined).length;
    const heldAtRest = held(); // the winner still unchosen holds "End the game"
    expect(heldAtRest).toBeLessThan(buttons().length);

    play.busy = true;
    await flushPromises();
    expect(held()).toBe(buttons().length);
    play.busy = false;
    await flushPromises();
    expect(held()).toBe(heldAtRest);
    expect(updates).toBe(0);
    wrapper.unmount();
  });
});

describe('a new prompt with the same offer keeps the form', () => {
  it("Catan Horror's monster step: the prompt's words change, the offer to claim victory is kept, the step's action is new", async () => {
    let state = act(atActions(clearMonsters(started())), 'end-actions').state;
    expect(state.phase).toBe('monster/move');
    const moving = catanHorror.prompt(state);
    const wrapper = mount(PhasePrompter, {
      props: { prompt: moving, outcome: null },
      attachTo: document.body,
      global: { plugins: [i18n] },
    });
    const claim = form(wrapper, 'declare-victory');
    const roll = form(wrapper, 'roll-monster-movement');

    const dice = moving.actions.find((a) => a.type === 'roll-monster-movement')!.dice!.dice.map(() => 3);
    state = act(state, 'roll-monster-movement', {}, dice).state;
    const reporting = catanHorror.prompt(state);
    expect(reporting.code).not.toBe(moving.code);
    await wrapper.setProps({ prompt: reporting });
    await flushPromises();
    expect(wrapper.get('[data-testid="prompt"]').text()).not.toBe('');
    expect(form(wrapper, 'declare-victory').uid).toBe(claim.uid);
    expect(wrapper.findAllComponents(PromptActionForm).some((f) => f.props('action').type === 'roll-monster-movement')).toBe(false);
    expect(form(wrapper, 'movement-done').uid).not.toBe(roll.uid);
    wrapper.unmount();
  });
});

describe('the offer key', () => {
  const build: PromptAction = {
    type: 'build-barrel',
    fields: [
      { name: 'player', kind: 'choice', choices: [{ value: 'p1', code: 'x' }] },
      { name: 'count', kind: 'number', min: 1, max: 10, default: 1 },
    ],
  };

  it('is the same for an equal offer arriving as new objects, whatever its words or odds', () => {
    const again = JSON.parse(JSON.stringify(build)) as PromptAction;
    expect(offerKey({ ...again, code: 'other/words', params: { n: 2 }, odds: 0.5 })).toBe(offerKey(build));
  });

  it('differs when the type, the payload, a choice, a default or the dice differ', () => {
    const fields = build.fields!;
    const variants: PromptAction[] = [
      { ...build, type: 'drink-barrel' },
      { ...build, payload: { from: 'p1' } },
      { ...build, fields: [{ ...fields[0], choices: [{ value: 'p2', code: 'x' }] } as never, fields[1]] },
      { ...build, fields: [fields[0], { ...fields[1], default: 2 } as never] },
      { ...build, dice: { dice: [{ kind: 'd6' }] } as never },
      { ...build, rolls: true },
    ];
    const keys = new Set([offerKey(build), ...variants.map(offerKey)]);
    expect(keys.size).toBe(variants.length + 1);
  });

  it('keeps the keys of one list unique when two actions offer the same', () => {
    const keys = offerKeys([build, JSON.parse(JSON.stringify(build)) as PromptAction, { ...build, type: 'other' }]);
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toBe(offerKey(build));
  });
});
