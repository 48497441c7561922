// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import DiceEntry from '../../renderer/src/components/DiceEntry.vue';
import { d10, d6, type DieSpec } from '../../shared/engine/dice';

const actionDie: DieSpec = { kind: 'faces', id: 'action die', faces: ['Travel', 'Rest', 'Investigation'] };

describe('entering the table dice', () => {
  it('refuses a value the die cannot show, with the die range in words, and sends nothing', async () => {
    const wrapper = mount(DiceEntry, { props: { dice: [d6] } });
    await wrapper.get('[data-testid="die-0"]').setValue('7');
    expect(wrapper.text()).toContain('A d6 shows 1 to 6.');
    expect(wrapper.get('[data-testid="dice-submit"]').attributes('disabled')).toBeDefined();
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('submit')).toBeUndefined();
  });

  it('accepts a d10 zero and sends the values in order', async () => {
    const wrapper = mount(DiceEntry, { props: { dice: [d10, d10] } });
    await wrapper.get('[data-testid="die-0"]').setValue('0');
    await wrapper.get('[data-testid="die-1"]').setValue('9');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('submit')).toEqual([[[0, 9]]]);
  });

  it('offers a named-face die as a choice of its faces', async () => {
    const wrapper = mount(DiceEntry, { props: { dice: [actionDie] } });
    const options = wrapper.findAll('[data-testid="die-0"] option').map((o) => o.text());
    expect(options).toEqual(['choose', 'Travel', 'Rest', 'Investigation']);
    await wrapper.get('[data-testid="die-0"]').setValue('Rest');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('submit')).toEqual([[['Rest']]]);
  });

  it('Escape cancels', async () => {
    const wrapper = mount(DiceEntry, { props: { dice: [d6] } });
    await wrapper.get('form').trigger('keydown', { key: 'Escape' });
    expect(wrapper.emitted('cancel')).toHaveLength(1);
  });
});
