/** A die as the engine records it, drawn as the shared Die draws dice. */
import type { RolledDie } from '../../../../shared/engine/dice';
import type { ShownDie } from './DiceTray.vue';
import { isIcon } from './icons';

/** Numbered dice by their sides (pips for a d6); action-die faces by their icon when we draw one. */
export function shownDie(rolled: RolledDie): ShownDie {
  const { die, value } = rolled;
  switch (die.kind) {
    case 'd6':
      return { value, sides: 6 };
    case 'd10':
      return { value, sides: 10 };
    case 'dN':
      return { value, sides: die.sides };
    case 'faces': {
      const face = `face/${value}`;
      return isIcon(face) ? { value, face, label: `${die.id} showing ${value}` } : { value, label: `${die.id} showing ${value}` };
    }
  }
}
