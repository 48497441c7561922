/**
 * "My seat" on the table display: one player's own cards, as plain lines a phone shows in big
 * type. Catan Horror shows the seat's knights (health and sanity, both as what is left, as on the knight cards; where
 * each stands) and towns; every ruleset shows the trackers that belong to the player.
 */
import type { Tracker } from '../../../../shared/engine/ruleset';
import type { CampaignSummary } from '../../../../shared/rpc/contract';
import type { CatanHorrorState } from '../../../../shared/rulesets/catan-horror/state';
import { sanityLimit, STRENGTH } from '../../../../shared/rulesets/catan-horror/rules/knights';

export interface SeatCard {
  key: string;
  title: string;
  /** What the card says, one fact a line. */
  lines: string[];
  /** Out of play (a fallen knight, a razed town): drawn dimmed. */
  out?: boolean;
}

const RANK: Record<string, string> = { basic: 'Basic', strong: 'Strong', mighty: 'Mighty', general: 'General' };

function catanHorrorSeat(state: CatanHorrorState, seat: string): SeatCard[] {
  const knights = state.knights
    .filter((k) => k.owner === seat)
    .map((k): SeatCard => {
      const strength = STRENGTH[k.rank];
      const lines = [
        `Health ${strength - k.damage} left of ${strength}`,
        `Sanity ${sanityLimit(k.rank) - k.sanity} left of ${sanityLimit(k.rank)}`,
        `At ${k.location}`,
      ];
      if (k.madTurns > 0) lines.push(`Mad for ${k.madTurns} more turn${k.madTurns === 1 ? '' : 's'}`);
      if (k.hidden) lines.push('Hidden');
      return { key: `knight-${k.id}`, title: `${k.name} — ${RANK[k.rank] ?? k.rank} knight`, lines, out: !k.alive };
    });
  const towns = state.towns
    .filter((t) => t.owner === seat)
    .map((t): SeatCard => ({
      key: `town-${t.id}`,
      title: `${t.label} (${t.size})`,
      lines: [`Horror ${t.horror}`, `${t.state}`, ...(t.walls ? ['Walls'] : [])],
      out: t.state === 'destroyed',
    }));
  const me = state.players.find((p) => p.id === seat);
  const player: SeatCard[] = me
    ? [{ key: 'player', title: me.name, lines: [`Clues ${me.clues}`, `Trophies ${me.trophies.length}`, ...(me.mad ? ['Mad'] : [])] }]
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
