/** The props a Catan Horror board is drawn with, for a campaign of the helpers' players (the board's component tests). */
import type { CampaignSummary } from '../../shared/rpc/contract';
import { rulesets } from '../../shared/rulesets/registry';
import type { CatanHorrorState } from '../../shared/rulesets/catan-horror/state';
import { PLAYERS } from '../rulesets/catan-horror/helpers';

const ruleset = rulesets.get('catan-horror')!;

export function catanBoardProps(
  name: string,
): (state: CatanHorrorState) => { state: CatanHorrorState; prompt: ReturnType<typeof ruleset.prompt>; campaign: CampaignSummary } {
  const campaign: CampaignSummary = {
    id: 1,
    name,
    rulesetId: 'catan-horror',
    rulesetVersion: ruleset.version,
    players: PLAYERS.map((p) => ({ id: p.id, name: p.name })),
    options: {},
    createdAt: '2026-03-01T20:00:00.000Z',
    updatedAt: '2026-03-01T20:00:00.000Z',
    archived: false,
    eventCount: 0,
    outcome: null,
  };
  return (state) => ({ state, prompt: ruleset.prompt(state), campaign });
}
