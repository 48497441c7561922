// @vitest-environment happy-dom
import { settled, useStoreServices } from '../support/store-services';
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import DiceTrayBoard from '../../renderer/src/rulesets/dice-tray/DiceTrayBoard.vue';
import type { DiceTrayState } from '../../shared/rulesets/dice-tray/state';
import { useCampaignsStore } from '../../renderer/src/stores/campaigns';
import { usePlayStore } from '../../renderer/src/stores/play';

useStoreServices();

describe('the dice tray board', () => {
  it('enables a counter button only when the prompt offers that move, and sends it', async () => {
    const created = (await useCampaignsStore().create({ name: 'Board', rulesetId: 'dice-tray', players: [], options: {} }))!;
    const play = usePlayStore();
    await play.open(created.id);
    await play.act('add-counter', { name: 'Doom', min: 0, max: 2, start: 2 });
    const board = () =>
      mount(DiceTrayBoard, {
        props: { state: play.view!.state as DiceTrayState, prompt: play.view!.prompt, campaign: play.view!.campaign },
      });

    const atMax = board();
    expect(atMax.get('[aria-label="Doom plus one"]').attributes('disabled')).toBeDefined();
    expect(atMax.get('[aria-label="Doom minus one"]').attributes('disabled')).toBeUndefined();
    await atMax.get('[aria-label="Doom minus one"]').trigger('click');
    await settled();
    expect(board().get('[data-testid="counter-Doom"] .value').text()).toBe('1');
    expect(board().get('[aria-label="Doom plus one"]').attributes('disabled')).toBeUndefined();
  });
});
