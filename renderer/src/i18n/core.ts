/** The app's own words: errors, core events, dice and the screens' labels. */
import type { RolledDie } from '../../../shared/engine/dice';
import { dieLabel } from '../../../shared/engine/dice';
import type { Catalog } from './catalog';
import { APP, listOf, translate } from './speaker';

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
  // Main's refusals with codes of their own (engine-host, the lab, the phone view's server).
  'campaign/duplicate_player': 'Two players are called “{name}”: give each player a different name.',
  'lab/invalid_spec':
    '{reason, select, cannot-simulate {The lab cannot simulate these rules yet.} no-policy {These rules have no “{policy}” policy in the lab.} options {Those options do not fit these rules ({fields}).} param {{param} must be from {min} to {max}.} other {This simulation cannot run.}}',
  'lab/busy': 'Four simulations are already running; wait for one to finish or cancel it.',
  'lab/replay_diverged': 'The replay of that game stopped: it no longer plays as it did in the lab.',
  'lan/read_only': 'The phone view is read-only: that can only be done in the app.',
  'lan/not_shared': 'The phone view shows only the campaign the app shares.',
  'lan/page_too_large': 'The phone view reads at most {limit} steps at a time.',
  // The host's own events, narrated (coreNarration below).
  'narrate/core/setup': '{count, plural, =0 {The campaign was set up.} other {The campaign was set up for {players}.}}',
  'narrate/core/undo': 'Undo.',
  'narrate/core/redo': 'Redo.',
  'narrate/core/rewind':
    '{n, plural, =0 {Went back to an earlier point.} one {Brought back an abandoned step.} other {Brought back # abandoned steps.}}',
  'narrate/core/tracker-adjusted': '{tracker} set by hand: {from} → {to}.',
  'narrate/core/tracker-adjusted-why': '{tracker} set by hand: {from} → {to} (“{reason}”).',
  'narrate/core/options-changed': 'House rules changed.',
  'narrate/core/checkpoint': 'Checkpoint named: “{name}”.',
  // A roll as the history shows it (describeDice below).
  'dice/name': 'd{sides}',
  'dice/face': '{die} {value}',
  'dice/from-table': '{dice} — entered from the table',
  'dice/from-app': '{dice} — rolled by the app',
};

/**
 * Narration of the events the host itself records, from the catalog's `narrate/core/*` messages
 * above (so every language tells them).
 */
export const coreNarration: Record<
  string,
  (data: Record<string, any>, words: (code: string, params?: Record<string, unknown>) => string) => string
> = {
  'core/setup': (d, words) => {
    const names: string[] = Array.isArray(d.players) ? d.players.map((p: { name: string }) => p.name) : [];
    return words('narrate/core/setup', { count: names.length, players: listOf(names) });
  },
  'core/undo': (_d, words) => words('narrate/core/undo'),
  'core/redo': (_d, words) => words('narrate/core/redo'),
  'core/rewind': (d, words) => words('narrate/core/rewind', { n: Array.isArray(d.restore) ? d.restore.length : 0 }),
  'core/tracker-adjusted': (d, words) =>
    words(d.reason ? 'narrate/core/tracker-adjusted-why' : 'narrate/core/tracker-adjusted', {
      tracker: words(d.code, d.params),
      from: d.from,
      to: d.to,
      reason: d.reason ?? '',
    }),
  'core/options-changed': (_d, words) => words('narrate/core/options-changed'),
  'core/checkpoint': (d, words) => words('narrate/core/checkpoint', { name: d.name }),
};

/** A die's short name as the table's language writes it: d6/W6, d20/W20, or a named die's id. */
export function dieName(die: RolledDie['die']): string {
  const sides = die.kind === 'd6' ? 6 : die.kind === 'd10' ? 10 : die.kind === 'dN' ? die.sides : null;
  return sides === null ? dieLabel(die) : translate([APP], 'dice/name', { sides });
}

/** "d10: 7 (table)" — a roll as the history shows it. */
export function describeDice(dice: readonly RolledDie[]): string {
  if (dice.length === 0) return '';
  const faces = dice.map((d) => translate([APP], 'dice/face', { die: dieName(d.die), value: d.value }));
  return translate([APP], dice.every((d) => d.source === 'table') ? 'dice/from-table' : 'dice/from-app', {
    dice: faces.join(', '),
  });
}
