// @vitest-environment happy-dom
/** The chance badge names what it is the chance of, colours by risk (never green at 0 %), and is absent where nothing can fail. */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import OddsBadge from '../../../renderer/src/components/board/OddsBadge.vue';
import { chanceText, riskOf } from '../../../renderer/src/components/board/odds';
import { wordsFor } from '../../../renderer/src/i18n/words';

const badge = (props: InstanceType<typeof OddsBadge>['$props']) => mount(OddsBadge, { props }).find('[data-testid="odds"]');

describe('odds badge', () => {
  it('names the outcome: "1 in 6: doubles → festival"', () => {
    const b = badge({ chance: 1 / 6, outcome: 'doubles → festival', kind: 'event' });
    expect(b.text()).toBe('~ 1 in 6: doubles → festival');
    expect(b.attributes('data-risk')).toBe('event');
  });

  it('is never green when nothing can succeed: 0 % reads "no chance" in the danger colour', () => {
    const b = badge({ chance: 0, outcome: 'the Hide check succeeds' });
    expect(b.attributes('data-risk')).toBe('impossible');
    expect(b.classes()).not.toContain('likely');
    expect(b.text()).toContain('no chance: the Hide check succeeds');
  });

  it('colours by risk: under 1 in 3 risky, up to 2 in 3 even, above likely', () => {
    expect(badge({ chance: 0.2 }).attributes('data-risk')).toBe('risky');
    expect(badge({ chance: 0.5 }).attributes('data-risk')).toBe('even');
    expect(badge({ chance: 5 / 6 }).attributes('data-risk')).toBe('likely');
    expect([riskOf(1 / 3 - 1e-9), riskOf(1 / 3), riskOf(2 / 3 - 1e-9), riskOf(2 / 3)]).toEqual(['risky', 'even', 'even', 'likely']);
  });

  it('is hidden where nothing can fail, and where the chance is unknown', () => {
    expect(badge({ chance: 1, outcome: 'the roll succeeds' }).exists()).toBe(false);
    expect(badge({}).exists()).toBe(false);
    // A certain event is still news (every die shows it); only a certain success goes without saying.
    expect(badge({ chance: 1, kind: 'event', outcome: 'a gate opens' }).text()).toContain('certain: a gate opens');
  });

  it('reads simple fractions as "1 in n", the rest as percents to a tenth, never a false 0 or 100', () => {
    const { t } = wordsFor(null);
    expect([1 / 6, 1 / 36, 0.5, 0.8333, 0.004, 0.996].map((c) => chanceText(c, t))).toEqual([
      '1 in 6',
      '1 in 36',
      '50 %',
      '83.3 %',
      'under 1 %',
      'over 99 %',
    ]);
  });
});
