/**
 * The ruleset's table view (`shared/rulesets/catan-horror/view.ts`), made once per state: the
 * board, its panels and the table display each read it, and a click's redraw made it five times
 * over (the library once per kind it lists).
 */
import { toRaw } from 'vue';
import type { CatanHorrorState } from '../../../../shared/rulesets/catan-horror/state';
import { tableView, type TableView } from '../../../../shared/rulesets/catan-horror/view';

const made = new WeakMap<CatanHorrorState, TableView>();

export function tableViewOf(state: CatanHorrorState): TableView {
  const raw = toRaw(state);
  let view = made.get(raw);
  if (!view) {
    view = tableView(raw);
    made.set(raw, view);
  }
  return view;
}
