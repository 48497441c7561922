/**
 * "My seat" on the table display: one player's own cards, as plain lines a phone shows in big
 * type. Catan Horror shows the seat's knights (health and sanity, both as what is left, as on the knight cards; where
 * each stands) and towns; every ruleset shows the trackers that belong to the player.
 */
import type { Tracker } from '../../../../shared/engine/ruleset';
import type { CampaignSummary } from '../../../../shared/rpc/contract';
import type { CatanHorrorState } from '../../../../shared/rulesets/catan-horror/state';
import { sanityLimit, STRENGTH } from '../../../../shared/rulesets/catan-horror/rules/knights';
import { APP, translate } from '../../i18n';

export interface SeatCard {
  key: string;
  title: string;
  /** What the card says, one fact a line. */
  lines: string[];
  /** Out of play (a fallen knight, a razed town): drawn dimmed. */
  out?: boolean;
}

/** A line of a seat's card, from the app's catalog (`seat/*`). */
const say = (code: string, params?: Record<string, unknown>) => translate([APP], code, params);

function catanHorrorSeat(state: CatanHorrorState, seat: string): SeatCard[] {
  const knights = state.knights
    .filter((k) => k.owner === seat)
    .map((k): SeatCard => {
      const strength = STRENGTH[k.rank];
      const lines = [
        say('seat/health', { left: strength - k.damage, of: strength }),
        say('seat/sanity', { left: sanityLimit(k.rank) - k.sanity, of: sanityLimit(k.rank) }),
        say('seat/at', { place: k.location }),
      ];
      if (k.madTurns > 0) lines.push(say('seat/mad-for', { n: k.madTurns }));
      if (k.hidden) lines.push(say('seat/hidden'));
      return { key: `knight-${k.id}`, title: say('seat/knight', { name: k.name, rank: k.rank }), lines, out: !k.alive };
    });
  const towns = state.towns
    .filter((t) => t.owner === seat)
    .map((t): SeatCard => ({
      key: `town-${t.id}`,
      title: `${t.label} (${t.size})`,
      lines: [say('seat/horror', { n: t.horror }), say(`icon/town/${t.state}`), ...(t.walls ? [say('seat/walls')] : [])],
      out: t.state === 'destroyed',
    }));
  const me = state.players.find((p) => p.id === seat);
  const player: SeatCard[] = me
    ? [
        {
          key: 'player',
          title: me.name,
          lines: [
            say('seat/clues', { n: me.clues }),
            say('seat/trophies', { n: me.trophies.length }),
            ...(me.mad ? [say('seat/mad')] : []),
          ],
        },
      ]
    : [];
  return [...player, ...knights, ...towns];
}

export function seatCards(campaign: CampaignSummary, state: unknown, seat: string): SeatCard[] {
  return campaign.rulesetId === 'catan-horror' ? catanHorrorSeat(state as CatanHorrorState, seat) : [];
}

/** The trackers that belong to this seat: their id names the player (`player/<id>/clues`, `level/<id>`). */
export function seatTrackers(trackers: readonly Tracker[], seat: string): Tracker[] {
  return trackers.filter((t) => t.id.split('/').includes(seat));
}
