/** Catan Horror's narration: a sentence for every event, and the rule behind each automatic consequence. */
import type { Params } from '../../i18n/catalog';
import type { Narrator } from '../types';
import { messages } from './messages';
import { barrelCauses, barrelNarration } from './barrel-narration';

const P = 'catan-horror';
const list = (xs: unknown) => (Array.isArray(xs) && xs.length ? xs.join(', ') : 'none');
const RANK: Record<string, string> = { basic: 'Basic', strong: 'Strong', mighty: 'Mighty', general: 'General' };
const rank = (r: unknown) => RANK[String(r)] ?? String(r);
const names = (d: Params) => (Array.isArray(d.names) ? d.names.join(' + ') : String(d.name ?? ''));

const madReward = (d: Params, what: string) =>
  Array.isArray(d.madReward) && d.madReward.length ? ` Mad player ${d.madReward.join(' / ')} ${what}.` : '';

const damageLine = (d: Params) => {
  if (d.died)
    return `${d.name} is killed (${rank(d.fromRank)}, ${d.amount} damage taken).${madReward(d, `draws 1 resource from ${d.ownerName}'s hand`)}`;
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
  'gate-location-rerolled': (d) => `${d.who} (mad) pays 1 wheat: the gate's location is rolled again.`,
  'gate-hex-chosen': (d) => `${d.who} (mad) puts the gate on hex #${d.hex} of ${d.of} showing ${d.number}.`,
  'mad-town-handed': (d) => `The mad players divide their towns: ${d.label} passes from ${d.from} to ${d.to}.`,
  'mad-build-started': (d) => `A ${d.kind} is being built on ${d.label}'s town card (${d.toughness} builds).`,
  'mad-build-added': (d) => `The ${d.kind} on ${d.label}: ${d.progress}/${d.needed} built.`,
  'gate-opened': (d) =>
    `A gate opens on ${d.number}: ${d.label} (modifier ${Number(d.modifier) >= 0 ? '+' : ''}${d.modifier}). Its hex produces nothing.`,
  'monster-surge': (d) =>
    `Gate roll ${d.total}: no free hex shows it. MONSTER SURGE: a monster at every open gate (${list(d.gateLabels)}).`,
  'monster-appeared': (d) => `A ${d.kind} appears at ${d.location}.`,
  'gate-sealed': (d) => `${d.who} seals ${d.label} with a clue: no gate opens there again.`,
  'gate-left-unsealed': () => 'The closed gate is left unsealed.',
  'phase-changed': (d) => `Now: ${String(messages[`${P}/phase/${d.to}`] ?? d.to)}.`,
  'game-started': (d) => `Everyone draws starting resources from their city (none from a hex under a gate). Turn 1: ${d.who} begins.`,
  'turn-began': (d) => `Turn ${d.turn}: ${d.who}'s turn.`,
  'production-rolled': (d) => {
    const bits = [`Production: red ${d.red} + yellow ${d.yellow} = ${d.total}; event die ${d.event}.`];
    if (Array.isArray(d.invaded) && d.invaded.length)
      bits.push(`Invaded towns draw nothing and count for no victory points: ${list(d.invaded)}.`);
    if (Array.isArray(d.madIdle) && d.madIdle.length)
      bits.push(`Mad towns of sane players draw nothing and count for no victory points: ${list(d.madIdle)}.`);
    const madPlayers = Array.isArray(d.mad) ? d.mad.filter((m) => !(Array.isArray(d.madIdle) && d.madIdle.includes(m))) : [];
    if (Array.isArray(d.madIdle) && madPlayers.length) bits.push(`Mad players' towns draw for the mad players: ${list(madPlayers)}.`);
    if (Array.isArray(d.gated) && d.gated.length) bits.push(`Hexes under a gate draw nothing: ${list(d.gated)}.`);
    if (d.cityGate) bits.push(`The ${d.cityGate} city gate with red ${d.red}: progress cards as in Cities & Knights.`);
    if (d.opensGate) bits.push('A gate may open!');
    if (d.festival) bits.push('Doubles: a festival!');
    return bits.join(' ');
  },
  'monster-movement-rolled': (d) => {
    const rolls = (d.rolls as { name: string; value: number; needs: number; moves: boolean }[]) ?? [];
    if (!rolls.length) return 'No monster can move.';
    return `Monster movement: ${rolls.map((r) => `${r.name} ${r.value} (${r.needs}+) ${r.moves ? 'MOVES' : 'stays'}`).join('; ')}.`;
  },
  'monster-moved': (d) =>
    `${d.name} moves from ${d.from} to ${d.to}.${Array.isArray(d.asks) && d.asks.length ? ` The knights there must choose: fight, hide or flee (${list(d.asks)}).` : ''}`,
  'monster-response': (d) => {
    const who = `${d.ownerName}'s ${names(d)}`;
    if (d.response === 'flee') return `${who} flee${d.squad ? '' : 's'} ${d.label} before the ${d.foe}, to ${d.to}.`;
    if (d.response === 'hide')
      return `${who} stay${d.squad ? '' : 's'} in ${d.label} and hide${d.squad ? '' : 's'} from the ${d.foe}: a Hide check (+1 in the town) if it invades.`;
    return `${who} stay${d.squad ? '' : 's'} to fight the ${d.foe} at ${d.label}.`;
  },
  'answers-lapsed': (d) => `${d.count} knight(s) can no longer answer the monster (gone, mad or moved away).`,
  'monster-movement-done': () => 'The figures are moved.',
  'mad-towns-rolled': (d) => {
    const rolls = (d.rolls as { label: string; value: number; needs: number; produces: boolean }[]) ?? [];
    return `Mad towns: ${rolls.map((r) => `${r.label} ${r.value} (${r.needs}+) ${r.produces ? 'PRODUCES A MONSTER' : 'nothing'}`).join('; ')}.`;
  },
  'victory-declared': (d) => `${d.who} has more than 10 victory points and wins alone.`,
  'walls-sacrificed': (d) => `${d.label}'s city walls are given up against ${d.name}.`,
  'foe-struck': (d) =>
    Array.isArray(d.shares) && d.shares.length > 1
      ? `${d.name} strikes for ${d.damage}, split: ${(d.shares as { name: string; amount: number }[]).map((s) => `${s.name} ${s.amount}`).join(', ')}.`
      : `${d.name} strikes ${d.targetName} for ${d.damage}.`,
  'monster-sought': (d) =>
    `${names(d)} look for the Evasive ${d.foe}: ${d.value} + ${Number(d.total) - Number(d.value)} = ${d.total} — ${d.success ? 'FOUND: it can be fought this turn' : 'not found'}.`,
  'knight-hurt': damageLine,
  'knight-killed': damageLine,
  'knight-sanity': (d) => `${d.name} takes ${d.amount} sanity damage (now ${d.sanity}).`,
  'knight-went-mad': (d) =>
    `${d.name} GOES MAD (sanity ${d.sanity}) for ${d.turns} turn(s): a monster with combat ${d.strength}, horror 1.`,
  'madness-waned': (d) => `${d.name}'s madness wanes: ${d.left} turn(s) left.`,
  'knight-recovered': (d) => `${d.name} throws off the madness; sanity damage cleared.`,
  'town-damaged': (d) => `${d.foe ? `${d.foe}: ` : ''}${townLine('is hurt')(d)}`,
  'town-calmed': townLine('is calmed'),
  'town-repaired': townLine('is repaired'),
  'town-razed': townLine('is razed'),
  'monster-wounded': (d) => `${d.kind} takes ${d.hits} hit(s): ${d.wounds} of ${d.toughness}.`,
  'monster-killed': (d) => `${d.kind} is killed${d.who ? `: a trophy for ${d.who} (toughness ${d.toughness})` : ''}.`,
  'knights-attacked': (d) =>
    `${names(d)} attack ${d.foe}${d.attackAction ? ' (Attack action)' : ''}: ${list(d.values)} — ${d.hits} hit(s) on ${d.needs}+.`,
  'squad-attacked': (d) => {
    const alloc = (d.allocation as { foe: string; overcome: number[]; damage: number[]; engaged: boolean }[]) ?? [];
    const values = (d.values as number[]) ?? [];
    const parts = alloc.map((a) =>
      a.engaged
        ? `${a.foe}: ${a.overcome.map((i) => values[i]).join(',') || '—'} overcome, ${a.damage.map((i) => values[i]).join(',') || 'no'} hits`
        : `${a.foe}: not enough dice`,
    );
    return `Squad ${names(d)} rolls ${values.join(', ')} (hits on ${d.needs}+). ${parts.join('; ')}.`;
  },
  'squad-rolled': (d) => `Squad ${names(d)} rolls ${list(d.values)}: ${d.hits} hit(s) on ${d.needs}+.`,
  'hide-checked': (d) =>
    `${names(d)} ${d.leaving ? 'tries to slip away' : d.invasion ? `tries to stay hidden as ${d.label} is invaded` : 'hides'}: ${d.value} + strength ${d.strength} + awareness ${d.awareness}${d.town ? ' + 1 town' : ''}${d.trophyBonus ? ` + ${d.trophyBonus} trophy` : ''} = ${d.total}: ${d.success ? 'success' : d.start || d.invasion ? 'FOUND' : 'fails'}.`,
  'unit-moved': (d) => `${names(d)} move from ${d.from} to ${d.to}.`,
  'unit-unhidden': (d) => `${names(d)} come out of hiding.`,
  'gate-attacked': (d) =>
    `${names(d)} attack ${d.label}: ${d.strength} ${Number(d.modifier) >= 0 ? '+' : '−'} ${Math.abs(Number(d.modifier))} = ${d.dealt} damage, now ${d.damage}/10${d.closed ? ': THE GATE CLOSES' : ''}.`,
  'action-taken': (d) => `${names(d)}: ${d.action}.`,
  'raze-checked': (d) =>
    `Raze check at ${d.label}: ${d.value} ${Number(d.modifier) >= 0 ? '+' : '−'} ${Math.abs(Number(d.modifier))}${d.trophyBonus ? ` + ${d.trophyBonus} trophy` : ''} = ${d.total}: ${d.success ? 'success' : 'the mad citizens stop them'}.`,
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
  'town-invaded': (d) =>
    `${list(d.foes)} INVADE ${d.label}: it produces nothing and takes damage every monster turn.${Array.isArray(d.hiders) && d.hiders.length ? ` Hiding there, ${list(d.hiders)} must make a Hide check at once.` : ''}`,
  'player-went-mad': (d) =>
    `${d.who} becomes a MAD player${Array.isArray(d.takes) && d.takes.length ? ` and takes over ${list(d.takes)}` : ''}.`,
  'player-fell': (d) => `${d.who} has lost every town and knight and is out of the game.`,
  'game-ended': (d) => String(messages[`${P}/outcome/${d.code}`] ?? d.code).replace('{player}', ''),
  ...barrelNarration,
};

export const causes: Record<string, string> = {
  'setup-knight': "Set-up: a Basic knight on each player's city",
  'setup-gate-reroll': 'Set-up gates re-roll 2, 6, 7, 8 and 12',
  'setup-gate': 'Set-up: the game starts with two gates',
  'production-2-12': 'A production 2 or 12 opens a gate',
  'no-free-hex': 'No uncovered hex shows the number: monster surge',
  'monster-gate': 'A new gate brings a monster',
  'monster-surge': 'Monster surge: a monster at every open gate',
  'monster-setup': 'Set-up: one monster at each open gate',
  'monster-mad-town': 'Mad-town monster production',
  'monster-strike': "A monster's attack (no spill-over)",
  'walls-negate-attack': "City walls cancel one monster's attack",
  'walls-only-defence': 'Walls as the only defence are lost to structural damage',
  'attack-action': 'The Attack action: knights strike first, at least one die',
  found: 'A failed Hide check: found, combat begins',
  'leaving-a-monster': "Leaving a monster's location needs a Hide check",
  calm: 'Calm: horror removed equal to strength',
  repair: 'Repair: structural damage removed equal to strength',
  raze: 'Raze: structural damage equal to strength',
  colonize: 'Colonize demotes the knight (a Basic leaves the board)',
  'table-harm': "A card or event hurts the knight (the knight card's −)",
  'sanity-set-by-hand': 'Sanity set by hand to the limit: the knight goes mad',
  'knight-hits': "Knights' hits",
  'squad-hits': "The squad's hits",
  'in-mad-town': 'Knights in a mad town lose 1 sanity each turn',
  'in-invaded-town': 'Knights in an invaded town lose 1 sanity each turn',
  'madness-over': 'Madness lasts 5 − strength turns',
  invader: 'Invaders deal horror and combat damage each turn',
  'nightmarish-overwhelming': 'Nightmarish / overwhelming hurt an assaulted town',
  recruit: 'Recruits appear at the end of the turn',
  militia: 'Militia appear at the end of the turn',
  'wiped-out': 'No towns and no knights left',
  'mad-player-gate': 'A mad player places new gates',
  'monster-built': "A mad player's monster is finished (monster production step)",
  'starts-mad': 'Optional rule: a player starts the game mad',
  'all-mad': 'Every town and knight mad',
  'every-town-mad': 'Every town on the board is mad',
  'no-sane-player': 'No sane player is left',
  'horrors-cleared': 'No mad town, no open gate, no monster left',
  'more-than-10-vp': 'More than 10 victory points',
  'invaders-defeated': 'All invaders defeated',
  'assault-over': 'No monster assaults the town any more',
  'monster-at-town': 'A monster at a defended town assaults it',
  'defences-fell': "The town's last defence fell",
  undefended: 'A monster reached a town with no defence',
  'monster-enters-town': 'A monster enters a town: each knight there stays to fight, stays and hides, or flees',
  'invasion-hide': 'Knights who stayed to hide check as soon as the monster invades (+1 in a town)',
  'knight-gone': 'A knight that is gone, mad or elsewhere owes no answer',
  ...barrelCauses,
};
