// @vitest-environment happy-dom
/**
 * Issue 30, "gently rotating panels": a page turns no faster than every 8 s, a change brings back the
 * first page and holds it, and one page never turns.
 */
import { mount } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { h, nextTick } from 'vue';
import RotatingPages from '../../../renderer/src/views/table/RotatingPages.vue';
import { SLOWEST_TURN_MS } from '../../../renderer/src/views/table/rotation';
import { pagesOf } from '../../../renderer/src/views/table/tonight';
import { i18n } from '../../../renderer/src/i18n/words';

const shown = (props: Record<string, unknown>) =>
  mount(RotatingPages, {
    props: props as never,
    slots: { default: ({ page }: { page: number }) => h('p', { 'data-testid': 'shown' }, `page ${page}`) },
    global: { plugins: [i18n] },
  });
const text = (w: ReturnType<typeof shown>) => w.get('[data-testid="shown"]').text();

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('rotating pages on the table display', () => {
  it('turns no faster than every 8 s, even when asked for faster, and says which page shows', async () => {
    const w = shown({ pages: 3, everyMs: 1000, holdMs: 0 });
    expect(text(w)).toBe('page 0');
    expect(w.get('[data-testid="rotating-which"]').text()).toBe('1 of 3');
    await vi.advanceTimersByTimeAsync(SLOWEST_TURN_MS - 1);
    expect(text(w)).toBe('page 0');
    await vi.advanceTimersByTimeAsync(1);
    expect(text(w)).toBe('page 1');
    await vi.advanceTimersByTimeAsync(SLOWEST_TURN_MS);
    expect(text(w)).toBe('page 2');
    await vi.advanceTimersByTimeAsync(SLOWEST_TURN_MS);
    expect(text(w)).toBe('page 0');
    w.unmount();
  });

  it('goes back to the first page when something changes, and holds it before turning again', async () => {
    const w = shown({ pages: 2, everyMs: 10_000, holdMs: 30_000, changed: 1 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(text(w)).toBe('page 1');
    await w.setProps({ changed: 2 });
    expect(text(w)).toBe('page 0');
    await vi.advanceTimersByTimeAsync(29_000);
    expect(text(w)).toBe('page 0');
    await vi.advanceTimersByTimeAsync(1000);
    expect(text(w)).toBe('page 1');
    w.unmount();
  });

  it('one page never turns and shows no page count; shrinking to fewer pages shows a page that exists', async () => {
    const w = shown({ pages: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(text(w)).toBe('page 0');
    expect(w.find('[data-testid="rotating-which"]').exists()).toBe(false);
    await w.setProps({ pages: 3 });
    await vi.advanceTimersByTimeAsync(2 * 12_000);
    expect(text(w)).toBe('page 2');
    await w.setProps({ pages: 2 });
    await nextTick();
    expect(text(w)).toBe('page 0');
    expect(vi.getTimerCount()).toBe(1);
    w.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('pages of tonight', () => {
  it('fills a page up to the budget, and gives an over-long line a page of its own', () => {
    const line = (n: number) => ({ text: 'x'.repeat(n) });
    expect(pagesOf([line(100), line(100), line(100), line(400), line(10)], 250).map((p) => p.map((l) => l.text.length))).toEqual([
      [100, 100],
      [100],
      [400],
      [10],
    ]);
    expect(pagesOf([], 250)).toEqual([]);
  });
});
