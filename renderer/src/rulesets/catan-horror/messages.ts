/** Catan Horror's words: every code the engine emits, the narration of each event, and the rules behind automatic steps. */
import type { Catalog, Params } from '../../i18n/catalog';
import type { Narrator } from '../types';

const P = 'catan-horror';
const pct = (p: unknown) => `${Math.round(Number(p) * 1000) / 10}%`;
const list = (xs: unknown) => (Array.isArray(xs) && xs.length ? xs.join(', ') : 'none');
const RANK: Record<string, string> = { basic: 'Basic', strong: 'Strong', mighty: 'Mighty', general: 'General' };
const rank = (r: unknown) => RANK[String(r)] ?? String(r);
const names = (d: Params) => (Array.isArray(d.names) ? d.names.join(' + ') : String(d.name ?? ''));

export const messages: Catalog = {
  [`ruleset/${P}`]: 'Catan Horror',
  [`ruleset/${P}/about`]: 'Catan with Cities & Knights and the Arkham Horror monsters: knight cards, towns going mad, gates, combat with the odds.',

  // phases
  [`${P}/phase/setup`]: 'Set-up',
  [`${P}/phase/player/combat`]: '1. Knight and town combat / hide',
  [`${P}/phase/player/production`]: '2. Production roll',
  [`${P}/phase/player/actions`]: '3. Build, trade, knight actions',
  [`${P}/phase/monster/move`]: 'Monster turn: movement',
  [`${P}/phase/monster/report`]: 'Monster turn: move the figures',
  [`${P}/phase/monster/invaded`]: 'Monster turn: invaded towns take damage',
  [`${P}/phase/monster/mad-towns`]: 'Monster turn: mad-town monster production',
  [`${P}/phase/monster/sanity`]: 'Monster turn: sanity and madness',
  [`${P}/phase/wrapup`]: 'Wrap-up: recruits appear, special building',
  [`${P}/phase/over`]: 'The game is over',

  // prompts
  [`${P}/enter-towns`]: 'Enter each player\'s starting towns as placed on the board (a settlement and a city each; cities get free walls), then begin.',
  [`${P}/roll-setup-gate`]: 'Roll 2d6 for where a set-up gate opens ({left} to go). 2, 6, 7, 8 and 12 are rolled again.',
  [`${P}/roll-gate-location`]: 'A 2 or 12: roll 2d6 again for where the new gate opens.',
  [`${P}/roll-gate-hex`]: '{choices} uncovered hexes show {number}: roll to pick one (count them in reading order, top-left first).',
  [`${P}/gate-token`]: 'Draw a gate token for the {number} hex (#{hex}): enter its printed modifier and, if you like, a name for the spot.',
  [`${P}/place-monster`]: (p) => `Draw a monster from the cup for ${p.location}${Number(p.min) > 0 ? ` (toughness ${p.min} or more; draw again otherwise)` : ''} and say which came out.`,
  [`${P}/seal-gate`]: '{player} closed a gate. Seal it now with a clue token ({clues} held)? It cannot be sealed later.',
  [`${P}/report-moves`]: 'Move the figures of the monsters that move, then say where each went. Done when the board is right.',
  [`${P}/resolve-combat`]: '{player}: monsters where your knights stand strike first; hidden knights check; then your knights strike back.',
  [`${P}/combat-clear`]: '{player}: no fight is owed. Strike back where you may, or go on to production.',
  [`${P}/roll-production`]: '{player}: roll red d6, yellow d6 and the event die.',
  [`${P}/knight-actions`]: '{player}: build and trade freely; {left} knight actions left.',
  [`${P}/roll-movement`]: 'Roll a die for each monster that can move ({count}): normal 4+, fast 3+.',
  [`${P}/roll-mad-towns`]: 'Roll a die for each mad town: {list}.',
  [`${P}/wrapup`]: 'Recruits and militia are on the board. Special building phase: anyone may build. Then end {player}\'s turn.',
  [`${P}/working`]: 'Working…',
  [`${P}/over/sole-winner`]: 'A player has won alone.',
  [`${P}/over/catan-fallen`]: 'Catan has fallen to the Ancient Ones.',
  [`${P}/over/catan-freed`]: 'Catan is free: the Settlers win.',
  [`${P}/over/mad-players-win`]: 'The mad players have wiped out the sane.',
  [`${P}/over/all-fallen`]: 'Every player has fallen.',
  [`${P}/over/ended`]: 'The game is over.',
  [`${P}/choice`]: '{label}',

  // actions
  [`${P}/act/add-town`]: 'Add a town',
  [`${P}/act/begin`]: 'Begin: Basic knights on the cities, roll the two gates',
  [`${P}/act/roll-setup-gate`]: 'Roll for a set-up gate',
  [`${P}/act/roll-gate-location`]: 'Roll where the gate opens',
  [`${P}/act/roll-gate-hex`]: 'Roll which hex',
  [`${P}/act/open-gate`]: 'Open the gate',
  [`${P}/act/place-monster`]: 'Place the monster',
  [`${P}/act/seal-gate`]: 'Seal it (spend a clue)',
  [`${P}/act/leave-unsealed`]: 'Leave it unsealed',
  [`${P}/act/buy-clue`]: '{player}: trade trophies for a clue token',
  [`${P}/act/monster-moved`]: '{name} (at {from}) moved to…',
  [`${P}/act/movement-done`]: 'The figures are moved',
  [`${P}/act/end-combat`]: 'Combat done: to production',
  [`${P}/act/roll-production`]: 'Roll production',
  [`${P}/act/end-actions`]: 'End knight actions: monster turn',
  [`${P}/act/roll-monster-movement`]: 'Roll monster movement ({list})',
  [`${P}/act/roll-mad-towns`]: 'Roll for the mad towns',
  [`${P}/act/end-turn`]: 'End the turn',
  [`${P}/act/declare-victory`]: '{player} has more than 10 points: win alone',
  [`${P}/act/foe-strike`]: '{foe} strikes for {damage} at {location}: who takes it?',
  [`${P}/act/knights-attack`]: (p) => `${p.knights} attack ${p.foe}: ${p.dice} ${Number(p.dice) === 1 ? 'die' : 'dice'}, hits on ${p.needs}+, ${p.health} to kill`,
  [`${P}/act/squad-attack`]: 'Squad {knights} attacks ({dice} dice, hits on {needs}+) against {foes}',
  [`${P}/act/hide-check`]: 'Hide check for {knights}',
  [`${P}/act/move`]: (p) => `Move ${p.knights}${p.check ? ' (Hide check to leave the monster)' : ''}`,
  [`${P}/act/hide`]: 'Hide {knights}',
  [`${P}/act/unhide`]: 'Unhide {knights} (free)',
  [`${P}/act/attack-gate`]: '{knights} attack {gate}: {dealt} damage (now {damage}/10)',
  [`${P}/act/calm`]: '{knights} calm {town} (−{amount} horror)',
  [`${P}/act/repair`]: '{knights} repair {town} (−{amount} structural)',
  [`${P}/act/raze`]: (p) => `${p.knights} raze ${p.town} (${p.amount} structural${p.check ? ', Raze check' : ', no check'})`,
  [`${P}/act/recruit`]: '{knights} recruit a Basic knight in {town}',
  [`${P}/act/harvest`]: '{knights} harvest {resources} resource(s) (2 actions)',
  [`${P}/act/rest`]: '{knight} rests (pay 1 wheat)',
  [`${P}/act/form-squad`]: '{knight} forms a squad with {members}',
  [`${P}/act/join-squad`]: '{knight} joins squad {squad}',
  [`${P}/act/colonize`]: '{knight} colonizes {location} (3 actions, settlement cost, demoted)',
  [`${P}/act/militia`]: 'Militia in {town} (3 actions)',
  [`${P}/act/spend-clue-for-action`]: 'Spend a clue: one more knight action',
  [`${P}/act/promote`]: 'Promote {knight} to {to} (wool + ore)',
  [`${P}/act/upgrade-town`]: 'Build up {town} (now a {size})',
  [`${P}/act/build-walls`]: 'City walls for {town}',
  [`${P}/act/make-general`]: 'Raise a General in {town} (discard a victory-point card)',
  [`${P}/act/build-settlement`]: '{player} builds a settlement',
  [`${P}/act/set-fortress`]: (p) => `${p.player} ${p.has ? 'has built' : 'no longer has'} the Fortress`,

  // trackers
  [`${P}/tracker/actions`]: 'Knight actions left',
  [`${P}/tracker/knight-damage`]: '{name}: damage',
  [`${P}/tracker/knight-sanity`]: '{name}: sanity damage',
  [`${P}/tracker/knight-mad`]: '{name}: mad turns left',
  [`${P}/tracker/town-horror`]: '{name}: horror',
  [`${P}/tracker/town-structural`]: '{name}: structural damage',
  [`${P}/tracker/gate-damage`]: '{name}: gate damage',
  [`${P}/tracker/monster-wounds`]: '{name}: wounds',
  [`${P}/tracker/clues`]: '{name}: clue tokens',

  // options
  'option/piecesPerRank': 'Knight pieces per rank and colour',
  'option/piecesPerRank/help': 'Cities & Knights gives each colour 2 Basic, 2 Strong and 2 Mighty pieces. A demotion to a rank with no free piece kills the knight; recruits and militia need a free Basic piece; a General stands on a Mighty piece.',
  ...Object.fromEntries([3, 4, 5, 6, 8, 9, 10, 11].flatMap((n) => [
    [`option/chits${n}`, `Hexes showing ${n}`],
    [`option/chits${n}/help`, `How many production chits show ${n} once the 2 and 12 are replaced. A gate opens on one of them; when none is left uncovered, a roll of ${n} for a gate brings a monster surge instead.`],
  ])),
  'option/specialMovementMonsters': 'Keep special-movement (green) monsters',
  'option/specialMovementMonsters/help': 'Off (the seed\'s advice): a Chthonian or Hound of Tindalos drawn from the cup goes back and another is drawn. On: they come into play and move as normal monsters.',
  'option/startMadPlayer': 'Start with a mad player',
  'option/startMadPlayer/help': 'Optional rule: one player begins the game mad, working against the others (chosen when the game begins). Our ruling: that player\'s towns start as mad towns and its knight starts mad; a mad player\'s knights stay mad.',
  'option/deadBecomeMad': 'Wiped-out players become mad',
  'option/deadBecomeMad/help': 'Optional rule: a player who loses every town and knight becomes a mad player instead of leaving the game.',
  [`${P}/chits`]: 'Our ruling: the app cannot see your board, so enter how many hexes show each number. Default: a standard board with its 2 and 12 replaced by a 4 and a 10.',
  [`${P}/pieces`]: 'Counted per colour; recruits waiting to appear hold a Basic piece.',

  // outcomes
  [`${P}/outcome/sole-winner`]: '{player} found a way to defeat the monsters, alone.',
  [`${P}/outcome/catan-fallen`]: 'Every town is mad: Catan has fallen.',
  [`${P}/outcome/catan-freed`]: 'No mad town, no open gate, no monster: all the Settlers win.',
  [`${P}/outcome/mad-players-win`]: 'The mad players have wiped out the sane ones.',
  [`${P}/outcome/all-fallen`]: 'Every player has fallen.',

  // fields
  'field/owner': 'Player',
  'field/label': 'Name on the board',
  'field/size': 'Size',
  'field/modifier': 'Gate token modifier',
  'field/kind': 'Monster drawn',
  'field/target': 'Takes the blow',
  'field/to': 'Now at',
  'field/madPlayer': 'Starts mad',

  // errors
  'rules/wrong_phase': 'Not now: this belongs to another step of the turn.',
  'rules/answer_pending': 'Answer what the table was asked first.',
  'rules/not_asked': 'The table was not asked for that now.',
  'rules/no_actions_left': 'That needs {cost} knight actions; {left} left.',
  'rules/unknown_knight': 'There is no such knight or squad.',
  'rules/not_your_knight': 'That knight is not one of the current player\'s sane knights.',
  'rules/knight_mad': 'A mad knight cannot be ordered about.',
  'rules/unknown_player': 'No such player.',
  'rules/duplicate_location': 'There is already something called "{label}" there.',
  'rules/build_settlement_first': 'During play a new town starts as a settlement; build it up afterwards.',
  'rules/walls_need_city': 'City walls stand only around a city or metropolis.',
  'rules/already_begun': 'The game has already begun.',
  'rules/needs_city': 'Every player needs a city on the board first.',
  'rules/unknown_monster': 'The monster library has no such monster.',
  'rules/redraw_special_movement': '{kind} has special movement: put it back and draw again.',
  'rules/redraw_weak_monster': '{kind} is too weak here (toughness under {min}): draw again.',
  'rules/none_left_in_cup': 'All {count} {kind} are already on the board.',
  'rules/no_clue': 'That needs a clue token.',
  'rules/combat_unresolved': 'Every monster here must strike and every hidden knight must check first.',
  'rules/no_strike_due': 'That monster has no attack to make now.',
  'rules/no_walls': 'There are no city walls here to give up.',
  'rules/not_in_fight': 'That knight is not in this fight.',
  'rules/squad_weakest_first': 'In a squad the weakest knights must fall first.',
  'rules/monsters_strike_first': 'Without the Attack action the monsters strike first.',
  'rules/squad_fights_together': 'A knight in a squad fights with its squad.',
  'rules/hidden_knight': 'A hidden knight is not in the fight; unhide it first.',
  'rules/already_attacked': 'Each knight attacks once a turn.',
  'rules/no_attack_dice': 'Their strength does not overcome the monster: no dice to roll.',
  'rules/no_foe_here': 'There is no monster here to fight.',
  'rules/no_check_due': 'That knight owes no Hide check now.',
  'rules/no_such_trophy': 'That trophy is not in the pile.',
  'rules/not_enough_trophies': 'A clue costs 5 toughness of trophies; these are worth {worth}.',
  'rules/player_dead': 'A fallen player no longer builds.',
  'rules/not_your_turn': 'Not during another player\'s turn.',
  'rules/same_location': 'The knight is already there.',
  'rules/already_hidden': 'Already hidden.',
  'rules/not_hidden': 'Not hidden.',
  'rules/no_open_gate': 'There is no such open gate.',
  'rules/not_at_gate': 'The knight must stand at the gate.',
  'rules/unknown_town': 'There is no such town.',
  'rules/not_in_town': 'The knight must be in that town.',
  'rules/town_invaded': 'Not in an invaded town.',
  'rules/town_mad': 'A mad town is beyond calming; raze it.',
  'rules/nothing_to_calm': 'The town has no horror damage.',
  'rules/nothing_to_repair': 'The town has no structural damage.',
  'rules/needs_strong': 'That needs a Strong knight or better.',
  'rules/needs_own_sane_town': 'That needs a sane town of your colour.',
  'rules/one_recruit_per_town': 'That town already gave a recruit this turn.',
  'rules/no_free_piece': 'No free knight piece of that rank.',
  'rules/already_in_squad': 'That knight is already in a squad.',
  'rules/squad_needs_weaker': 'The founder forms a squad with weaker knights.',
  'rules/not_here': 'Squad members must share the location.',
  'rules/nothing_to_heal': 'That knight is unhurt.',
  'rules/top_rank': 'A Mighty knight or General cannot be promoted further.',
  'rules/needs_sane_city': 'A General appears on a sane city of yours.',
  'rules/needs_fortress': 'A General needs the Fortress city improvement.',
  'rules/one_general': 'A player has at most one General.',
  'rules/general_and_two_mighty': 'No General alongside two Mighty knights.',
  'rules/needs_sane_town': 'Only a sane town is built up.',
  'rules/top_size': 'A metropolis is as large as a town grows.',
  'rules/already_walled': 'The town already has walls.',
  'rules/monster_on_board': 'A {kind} is on the board.',
  'rules/mad_cannot_win_on_points': 'Mad and fallen players cannot win on points.',
  'rules/invalid_options': 'Those options are not valid.',
  'rules/no_mad_start': 'Starting with a mad player is an option chosen at set-up.',
  'rules/too_few_players': 'Catan Horror needs at least two players.',
};

const madReward = (d: Params, what: string) => (Array.isArray(d.madReward) && d.madReward.length ? ` Mad player ${d.madReward.join(' / ')} ${what}.` : '');

const damageLine = (d: Params) => {
  if (d.died) return `${d.name} is killed (${rank(d.fromRank)}, ${d.amount} damage taken).${madReward(d, `draws 1 resource from ${d.ownerName}'s hand`)}`;
  const demoted = Array.isArray(d.demotions) && d.demotions.length ? `, demoted to ${rank(d.rank)}` : '';
  return `${d.name} takes ${d.amount} damage${demoted} (now ${d.damage} damage).`;
};

const townLine = (verb: string) => (d: Params) => {
  const bits = [`${d.label} ${verb}: horror ${d.horrorNow}, structural ${d.structuralNow}.`];
  if (Array.isArray(d.reduced) && d.reduced.length) bits.push(`Reduced to a ${d.size}${d.lostWalls ? ', its walls lost' : ''}.`);
  if (d.wentMad) bits.push(`${d.label} goes MAD.`);
  if (d.fell) bits.push(`${d.label} falls.${madReward(d, 'draws any 2 resources from the bank')}`);
  return bits.join(' ');
};

export const narrate: Record<string, Narrator> = {
  'town-added': (d) => `${d.who ?? d.owner}'s ${d.size} ${d.label} is on the board${d.walls ? ' with city walls' : ''}.`,
  'knight-added': (d) => `${d.name}, a ${rank(d.rank)} knight, stands at ${d.location}.`,
  'setup-gates-begin': () => 'The game begins: roll for the two set-up gates.',
  'setup-gate-reroll': (d) => `Set-up gate roll ${d.total}${d.noHex ? ' (no free hex shows it)' : ''}: roll again.`,
  'gate-location-rolled': (d) => `Gate roll ${d.total}: ${d.free} free hex(es) show it.`,
  'gate-hex-rolled': (d) => `Hex #${d.hex} of ${d.of} showing ${d.number} gets the gate.`,
  'gate-opened': (d) => `A gate opens on ${d.number}: ${d.label} (modifier ${Number(d.modifier) >= 0 ? '+' : ''}${d.modifier}). Its hex produces nothing.`,
  'monster-surge': (d) => `Gate roll ${d.total}: no free hex shows it. MONSTER SURGE: a monster at every open gate (${list(d.gateLabels)}).`,
  'monster-appeared': (d) => `A ${d.kind} appears at ${d.location}.`,
  'gate-sealed': (d) => `${d.who} seals ${d.label} with a clue: no gate opens there again.`,
  'gate-left-unsealed': () => 'The closed gate is left unsealed.',
  'phase-changed': (d) => `Now: ${String(messages[`${P}/phase/${d.to}`] ?? d.to)}.`,
  'game-started': (d) => `Turn 1: ${d.who} begins.`,
  'turn-began': (d) => `Turn ${d.turn}: ${d.who}'s turn.`,
  'production-rolled': (d) => {
    const bits = [`Production: red ${d.red} + yellow ${d.yellow} = ${d.total}; event die ${d.event}.`];
    if (Array.isArray(d.invaded) && d.invaded.length) bits.push(`Invaded towns draw nothing: ${list(d.invaded)}.`);
    if (Array.isArray(d.gated) && d.gated.length) bits.push(`Hexes under a gate draw nothing: ${list(d.gated)}.`);
    if (d.opensGate) bits.push('A gate may open!');
    return bits.join(' ');
  },
  'monster-movement-rolled': (d) => {
    const rolls = (d.rolls as { name: string; value: number; needs: number; moves: boolean }[]) ?? [];
    if (!rolls.length) return 'No monster can move.';
    return `Monster movement: ${rolls.map((r) => `${r.name} ${r.value} (${r.needs}+) ${r.moves ? 'MOVES' : 'stays'}`).join('; ')}.`;
  },
  'monster-moved': (d) => `${d.name} moves from ${d.from} to ${d.to}.`,
  'monster-movement-done': () => 'The figures are moved.',
  'mad-towns-rolled': (d) => {
    const rolls = (d.rolls as { label: string; value: number; needs: number; produces: boolean }[]) ?? [];
    return `Mad towns: ${rolls.map((r) => `${r.label} ${r.value} (${r.needs}+) ${r.produces ? 'PRODUCES A MONSTER' : 'nothing'}`).join('; ')}.`;
  },
  'victory-declared': (d) => `${d.who} has more than 10 victory points and wins alone.`,
  'walls-sacrificed': (d) => `${d.label}'s city walls are given up against ${d.name}.`,
  'foe-struck': (d) => `${d.name} strikes ${d.targetName} for ${d.damage}.`,
  'knight-hurt': damageLine,
  'knight-killed': damageLine,
  'knight-sanity': (d) => `${d.name} takes ${d.amount} sanity damage (now ${d.sanity}).`,
  'knight-went-mad': (d) => `${d.name} GOES MAD (sanity ${d.sanity}) for ${d.turns} turn(s): a monster with combat ${d.strength}, horror 1.`,
  'madness-waned': (d) => `${d.name}'s madness wanes: ${d.left} turn(s) left.`,
  'knight-recovered': (d) => `${d.name} throws off the madness; sanity damage cleared.`,
  'town-damaged': (d) => `${d.foe ? `${d.foe}: ` : ''}${townLine('is hurt')(d)}`,
  'town-calmed': townLine('is calmed'),
  'town-repaired': townLine('is repaired'),
  'town-razed': townLine('is razed'),
  'monster-wounded': (d) => `${d.kind} takes ${d.hits} hit(s): ${d.wounds} of ${d.toughness}.`,
  'monster-killed': (d) => `${d.kind} is killed${d.who ? `: a trophy for ${d.who} (toughness ${d.toughness})` : ''}.`,
  'knights-attacked': (d) => `${names(d)} attack ${d.foe}${d.attackAction ? ' (Attack action)' : ''}: ${list(d.values)} — ${d.hits} hit(s) on ${d.needs}+.`,
  'squad-attacked': (d) => {
    const alloc = (d.allocation as { foe: string; overcome: number[]; damage: number[]; engaged: boolean }[]) ?? [];
    const values = (d.values as number[]) ?? [];
    const parts = alloc.map((a) => (a.engaged ? `${a.foe}: ${a.overcome.map((i) => values[i]).join(',') || '—'} overcome, ${a.damage.map((i) => values[i]).join(',') || 'no'} hits` : `${a.foe}: not enough dice`));
    return `Squad ${names(d)} rolls ${values.join(', ')} (hits on ${d.needs}+). ${parts.join('; ')}.`;
  },
  'hide-checked': (d) => `${names(d)} ${d.leaving ? 'tries to slip away' : 'hides'}: ${d.value} + strength ${d.strength} + awareness ${d.awareness}${d.town ? ' + 1 town' : ''}${d.trophyBonus ? ` + ${d.trophyBonus} trophy` : ''} = ${d.total}: ${d.success ? 'success' : d.start ? 'FOUND' : 'fails'}.`,
  'unit-moved': (d) => `${names(d)} move from ${d.from} to ${d.to}.`,
  'unit-unhidden': (d) => `${names(d)} come out of hiding.`,
  'gate-attacked': (d) => `${names(d)} attack ${d.label}: ${d.strength} ${Number(d.modifier) >= 0 ? '+' : '−'} ${Math.abs(Number(d.modifier))} = ${d.dealt} damage, now ${d.damage}/10${d.closed ? ': THE GATE CLOSES' : ''}.`,
  'action-taken': (d) => `${names(d)}: ${d.action}.`,
  'raze-checked': (d) => `Raze check at ${d.label}: ${d.value} ${Number(d.modifier) >= 0 ? '+' : '−'} ${Math.abs(Number(d.modifier))}${d.trophyBonus ? ` + ${d.trophyBonus} trophy` : ''} = ${d.total}: ${d.success ? 'success' : 'the mad citizens stop them'}.`,
  'recruit-called': (d) => `${names(d)} recruit in ${d.label}: a Basic knight appears at the end of the turn.`,
  'militia-called': (d) => `${d.who} calls up militia in ${d.label}: a Basic knight appears at the end of the turn.`,
  'squad-formed': (d) => `Squad formed: ${names(d)}.`,
  'squad-joined': (d) => `${d.name} joins the squad.`,
  'knight-rested': (d) => `${d.name} rests (1 wheat): damage ${d.damage}, sanity ${d.sanity}.`,
  harvested: (d) => `${names(d)} harvest ${d.resources} resource(s) from an adjacent hex.`,
  colonized: (d) => `${d.name} founds a settlement at ${d.label} (pay a settlement's cost).`,
  'clue-bought': (d) => `${d.who} trades trophies (${list(d.spent)}, toughness ${d.worth}) for a clue token.`,
  'clue-spent-for-action': (d) => `${d.who} spends a clue for one more knight action.`,
  'knight-promoted': (d) => `${d.name} is promoted from ${rank(d.from)} to ${rank(d.to)}.`,
  'general-raised': (d) => `${d.name}, a General (strength 4), stands at ${d.location}.`,
  'fortress-set': (d) => `${d.who} ${d.has ? 'has' : 'no longer has'} the Fortress.`,
  'town-upgraded': (d) => `${d.label} grows from a ${d.from} to a ${d.to}.`,
  'walls-built': (d) => `${d.label} builds city walls.`,
  'knight-renamed': (d) => `${d.from} is now called ${d.to}.`,
  'library-monster-added': (d) => `Monster library: ${d.name} added.`,
  'library-monster-changed': (d) => `Monster library: ${d.name}'s stats changed.`,
  'library-monster-removed': (d) => `Monster library: ${d.name} removed.`,
  'town-freed': (d) => `${d.label} is free of monsters again (its damage remains).`,
  'town-assaulted': (d) => `${list(d.foes)} assault ${d.label}: its defenders fight (hits on 4+).`,
  'town-invaded': (d) => `${list(d.foes)} INVADE ${d.label}: it produces nothing and takes damage every monster turn.`,
  'player-went-mad': (d) => `${d.who} becomes a MAD player${Array.isArray(d.takes) && d.takes.length ? ` and takes over ${list(d.takes)}` : ''}.`,
  'player-fell': (d) => `${d.who} has lost every town and knight and is out of the game.`,
  'game-ended': (d) => String(messages[`${P}/outcome/${d.code}`] ?? d.code).replace('{player}', ''),
};

export const causes: Record<string, string> = {
  'setup-knight': 'Set-up: a Basic knight on each player\'s city',
  'setup-gate-reroll': 'Set-up gates re-roll 2, 6, 7, 8 and 12',
  'setup-gate': 'Set-up: the game starts with two gates',
  'production-2-12': 'A production 2 or 12 opens a gate',
  'no-free-hex': 'No uncovered hex shows the number: monster surge',
  'monster-gate': 'A new gate brings a monster',
  'monster-surge': 'Monster surge: a monster at every open gate',
  'monster-setup': 'Set-up: one monster at each open gate',
  'monster-mad-town': 'Mad-town monster production',
  'monster-strike': 'A monster\'s attack (no spill-over)',
  'walls-negate-attack': 'City walls cancel one monster\'s attack',
  'walls-only-defence': 'Walls as the only defence are lost to structural damage',
  'attack-action': 'The Attack action: knights strike first, at least one die',
  found: 'A failed Hide check: found, combat begins',
  'leaving-a-monster': 'Leaving a monster\'s location needs a Hide check',
  calm: 'Calm: horror removed equal to strength',
  repair: 'Repair: structural damage removed equal to strength',
  raze: 'Raze: structural damage equal to strength',
  colonize: 'Colonize demotes the knight (a Basic leaves the board)',
  'knight-hits': 'Knights\' hits',
  'squad-hits': 'The squad\'s hits',
  'in-mad-town': 'Knights in a mad town lose 1 sanity each turn',
  'in-invaded-town': 'Knights in an invaded town lose 1 sanity each turn',
  'madness-over': 'Madness lasts 5 − strength turns',
  invader: 'Invaders deal horror and combat damage each turn',
  'nightmarish-overwhelming': 'Nightmarish / overwhelming hurt an assaulted town',
  recruit: 'Recruits appear at the end of the turn',
  militia: 'Militia appear at the end of the turn',
  'wiped-out': 'No towns and no knights left',
  'starts-mad': 'Optional rule: a player starts the game mad',
  'all-mad': 'Every town and knight mad',
  'every-town-mad': 'Every town on the board is mad',
  'no-sane-player': 'No sane player is left',
  'horrors-cleared': 'No mad town, no open gate, no monster left',
  'more-than-10-vp': 'More than 10 victory points',
  'invaders-defeated': 'All invaders defeated',
  'assault-over': 'No monster assaults the town any more',
  'monster-at-town': 'A monster at a defended town assaults it',
  'defences-fell': 'The town\'s last defence fell',
  undefended: 'A monster reached a town with no defence',
};

export { pct };
