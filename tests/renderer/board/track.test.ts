// @vitest-environment happy-dom
/** A track shows its value in words and boxes, offers ± only where the board allows, and lights up when its value moves. */
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import Track from '../../../renderer/src/components/board/Track.vue';
import Counter from '../../../renderer/src/components/board/Counter.vue';
import { MOVED_MS } from '../../../renderer/src/components/board/moved';

describe('track', () => {
  it('shows "2 left of 3" with two of three boxes filled', () => {
    const t = mount(Track, { props: { label: 'Health', value: 2, max: 3, phrase: 'left', tone: 'good' } });
    expect(t.get('[data-testid="track-value"]').text()).toBe('2 left of 3');
    expect(t.findAll('.boxes li').map((b) => b.classes().includes('on'))).toEqual([true, true, false]);
    expect(t.find('button').exists()).toBe(false);
  });

  it('counts from its minimum, numbers its boxes and marks thresholds', () => {
    const t = mount(Track, { props: { label: 'Terror', value: 3, min: 0, max: 5, numbered: true, marks: { 4: 'city chart' } } });
    expect(t.get('[data-testid="track-value"]').text()).toBe('3 / 5');
    expect(t.findAll('.boxes li').map((b) => b.text())).toEqual(['1', '2', '3', '4city chart', '5']);
    expect(t.get('.boxes li.here').text()).toBe('3');
  });

  it('draws a long track as a bar at its share', () => {
    const t = mount(Track, { props: { label: 'Gold', value: 25, max: 100 } });
    expect(t.find('.boxes').exists()).toBe(false);
    expect(t.get('.bar span').attributes('style')).toContain('width: 25%');
  });

  it('warns near the bad end: a good track low, a bad track high', () => {
    expect(mount(Track, { props: { label: 'Health', value: 1, max: 3, tone: 'good' } }).classes()).toContain('alarm');
    expect(mount(Track, { props: { label: 'Health', value: 3, max: 3, tone: 'good' } }).classes()).not.toContain('alarm');
    expect(mount(Track, { props: { label: 'Doom', value: 9, max: 10, tone: 'bad' } }).classes()).toContain('alarm');
  });

  it('offers − and + named for whose value they change, disabled where the step is not allowed, and sends the step', async () => {
    const t = mount(Track, {
      props: { label: 'Sanity', subject: 'Ann #1', value: 2, max: 2, adjustable: true, canLower: true, canRaise: false },
    });
    expect(t.get('[aria-label="Ann #1 Sanity plus one"]').attributes('disabled')).toBeDefined();
    await t.get('[aria-label="Ann #1 Sanity minus one"]').trigger('click');
    expect(t.emitted('adjust')).toEqual([[-1]]);
  });

  it('lights up for a moment when its value moves, not when it first appears', async () => {
    vi.useFakeTimers();
    try {
      const t = mount(Track, { props: { label: 'Doom', value: 1, max: 5 } });
      expect(t.classes()).not.toContain('moved');
      await t.setProps({ value: 2 });
      expect(t.classes()).toContain('moved');
      vi.advanceTimersByTime(MOVED_MS + 10);
      await t.vm.$nextTick();
      expect(t.classes()).not.toContain('moved');
      const c = mount(Counter, { props: { label: 'Gold', value: 3 } });
      await c.setProps({ value: 4 });
      expect(c.classes()).toContain('moved');
      expect(c.get('[data-testid="counter-value"]').text()).toBe('4');
    } finally {
      vi.useRealTimers();
    }
  });
});
