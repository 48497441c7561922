/**
 * A board drawn read-only (the chronicle's "as it was"): its frame says so once, and every board reaches the game through
 * `useBoardPlay`, which then sends nothing — the controls are disabled by the frame, and a control that slipped through still
 * cannot change the campaign.
 */
import { inject, provide, type InjectionKey } from 'vue';
import { usePlayStore } from '../stores/play';
import { wordsFor } from '../i18n/words';

/** The ruleset of the read-only board below (its words), absent on the play screen. */
const READ_ONLY: InjectionKey<string> = Symbol('board-read-only');

/** Called by the frame that draws a board of the past (once, above the board), with the campaign's ruleset. */
export function provideReadOnly(rulesetId: string): void {
  provide(READ_ONLY, rulesetId);
}

/** Whether the board being drawn is read-only. */
export function useReadOnly(): boolean {
  return inject(READ_ONLY, null) !== null;
}

type Play = ReturnType<typeof usePlayStore>;
const refuse = () => Promise.resolve(false);

/**
 * The play store as a board uses it: live on the play screen; under a read-only frame, busy (its controls stand still), acting and
 * adjusting refused, and the words those of the campaign drawn.
 */
export function useBoardPlay(): Play {
  const play = usePlayStore();
  const rulesetId = inject(READ_ONLY, null);
  if (rulesetId === null) return play;
  // The chronicle may open without the play screen: the board's words are its campaign's, not the play store's.
  const words = wordsFor(rulesetId);
  return new Proxy(play, {
    get(target, key, receiver) {
      if (key === 'act' || key === 'adjust') return refuse;
      if (key === 'words') return words;
      // A busy store is what every board's controls already stand still for.
      if (key === 'busy') return true;
      return Reflect.get(target, key, receiver);
    },
  });
}
