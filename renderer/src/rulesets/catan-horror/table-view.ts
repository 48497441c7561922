/**
 * The ruleset's table view (`shared/rulesets/catan-horror/view.ts`), made once per state: the
 * board, its panels and the table display each read it, and a click's redraw made it five times
 * over (the library once per kind it lists).
 */
import { toRaw } from 'vue';
import type { CatanHorrorState } from '../../../../shared/rulesets/catan-horror/state';
import { tableView, type TableView } from '../../../../shared/rulesets/catan-horror/view';
import { shareUnchanged } from '../../stores/share-unchanged';

const made = new WeakMap<CatanHorrorState, TableView>();
/** The last view made: its unchanged parts (a town, a knight, a gate) are kept, so their rows are not drawn again. */
let last: TableView | undefined;

export function tableViewOf(state: CatanHorrorState): TableView {
  const raw = toRaw(state);
  let view = made.get(raw);
  if (!view) {
    view = shareUnchanged(last, tableView(raw));
    made.set(raw, view);
    last = view;
  }
  return view;
}
