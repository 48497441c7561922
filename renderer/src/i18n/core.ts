/** The app's own words: errors, core events, dice and the screens' labels. */
import type { RolledDie } from '../../../shared/engine/dice';
import { dieLabel } from '../../../shared/engine/dice';
import type { Catalog } from './catalog';

export const coreMessages: Catalog = {
  'rpc/invalid_payload': 'The app sent a malformed request; nothing was changed.',
  'rpc/unknown_method': 'The app asked for something the server does not know; nothing was changed.',
  'rpc/internal': 'Something went wrong inside Doomkeeper. Nothing was saved for this request.',
  'rpc/disconnected': 'Doomkeeper is not reachable. Is the server still running?',
  'rpc/busy': 'Doomkeeper is answering many requests at once; nothing was done for this one. Try again in a moment.',
  'rpc/untrusted_sender': 'Request refused: it did not come from Doomkeeper.',
  'rpc/closing': 'Doomkeeper is closing; nothing was changed.',
  'db/environment':
    'The computer would not let Doomkeeper reach its campaign file just now ({osCode}: too many files open, no permission, or the file is not where it should be). Your campaigns are not damaged and nothing was changed; Doomkeeper tries again by itself — try again in a moment.',
  'backup/full':
    'The backup could not be written: the disk is full. Free some space on the disk (empty the trash, move or delete large files), then back up again. Your campaigns are as they were.',
  'backup/failed': 'The backup could not be written ({osCode}). Your campaigns are as they were; try again in a moment.',
  'backup/scheduled-full':
    'The scheduled backup of {time} could not be written: the disk is full. Free some space on the disk; your campaigns are safe, and the next backup is tried in due course.',
  'backup/scheduled-failed':
    'The scheduled backup of {time} could not be written ({osCode}). Your campaigns are safe; the next backup is tried in due course.',
  'db/full':
    'The disk is full, so nothing was saved for this. Free some space on the disk (empty the trash, move or delete large files), then try again. Everything saved before is safe.',
  'campaign/not_found': 'That campaign does not exist any more.',
  'campaign/unknown_ruleset': 'This version of Doomkeeper does not have those rules.',
  'ruleset/not_a_pack': 'Those rules are not a variant pack.',
  'campaign/player_count': 'This game takes {min} to {max} players.',
  'campaign/confirm_mismatch': 'Type the campaign\'s name, "{name}", to delete it.',
  'dice/needed': 'Roll the dice or enter what the table rolled first.',
  'dice/wrong_count': 'This needs {wanted} dice; you entered {got}.',
  'dice/invalid_value': 'Die {index1} cannot show {value}.',
  'dice/not_needed': 'This action takes no dice.',
  'adjust/out_of_range': 'Choose a whole number from {min} to {max}.',
  'adjust/unknown_tracker': 'That tracker no longer exists.',
  'adjust/unchanged': 'The tracker already shows that value.',
  'timeline/nothing_to_undo': 'There is nothing to undo.',
  'timeline/nothing_to_redo': 'There is nothing to redo.',
  'timeline/not_applied': 'That step is undone; redo it first, or pick a step still in force.',
  'timeline/already_there': 'The game is already at that point.',
  'timeline/not_abandoned': 'Those steps are not an abandoned branch any more: undo or redo reaches them, or they are in force.',
  'rules/game_over': 'The game is over.',
  'rules/wrong_phase': 'Not now: that belongs to another part of the turn.',
  'rules/unknown_action': 'That is not something these rules know.',
  'rules/invalid_input': 'Some of the inputs are missing or out of range.',
  'place/use-suggestion': 'Use {place}',
  'engine/endless_chain': 'The rules kept reacting to each other without end; nothing was saved.',
};

/** Narration of the events the host itself records. */
export const coreNarration: Record<
  string,
  (data: Record<string, any>, words: (code: string, params?: Record<string, unknown>) => string) => string
> = {
  'core/setup': (d) =>
    `The campaign was set up${d.players?.length ? ` for ${d.players.map((p: { name: string }) => p.name).join(', ')}` : ''}.`,
  'core/undo': () => 'Undo.',
  'core/redo': () => 'Redo.',
  'core/rewind': (d) =>
    Array.isArray(d.restore) && d.restore.length
      ? `Brought back ${d.restore.length === 1 ? 'an abandoned step' : `${d.restore.length} abandoned steps`}.`
      : 'Went back to an earlier point.',
  'core/tracker-adjusted': (d, words) =>
    `${words(d.code, d.params)} set by hand: ${d.from} → ${d.to}${d.reason ? ` (“${d.reason}”)` : ''}.`,
  'core/options-changed': () => 'House rules changed.',
  'core/checkpoint': (d) => `Checkpoint named: “${d.name}”.`,
};

/** "d10: 7 (table)" — a roll as the history shows it. */
export function describeDice(dice: readonly RolledDie[]): string {
  if (dice.length === 0) return '';
  const source = dice.every((d) => d.source === 'table') ? 'entered from the table' : 'rolled by the app';
  return `${dice.map((d) => `${dieLabel(d.die)} ${d.value}`).join(', ')} — ${source}`;
}
