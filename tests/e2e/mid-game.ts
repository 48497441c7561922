/**
 * Games under way for the fit measures: every ruleset brought through the real services (seeded
 * dice) to a mid-game table — towns, gates, monsters and knights for Catan Horror, regions for
 * Eldritch Express — before the browser opens them.
 */
import { startServices, type Services } from '../../electron/main/services/services';
import { seededRoller } from '../../electron/main/services/dice-roller';
import type { PromptAction, PromptField } from '../../shared/engine/ruleset';
import type { PlayView, RollInput } from '../../shared/rpc/contract';
import { caller } from '../support/services-call';

/** A game to measure: the ruleset, its players, and how it is brought to a turn worth looking at. */
export interface MidGame {
  rulesetId: string;
  players: string[];
  options?: Record<string, unknown>;
  play: (table: Table) => void;
}

/** The services as the table uses them: what the prompt offers now, and taking it. */
export interface Table {
  view: () => PlayView;
  /** Takes the offered action of this type (the first whose words or payload mention `about`), its fields as given or their first value. */
  take: (type: string, about?: string, fields?: Record<string, unknown>, roll?: RollInput) => void;
  /** Takes the prompt's main step `steps` times (the app rolling), or the first step that is accepted. */
  walk: (steps: number, avoid?: readonly string[]) => void;
  adjust: (trackerId: string, value: number) => void;
}

const firstValue = (field: PromptField, i: number): unknown => {
  switch (field.kind) {
    case 'choice':
      return field.default ?? field.choices.find((c) => !c.disabled)?.value;
    case 'number':
      return field.default ?? field.min;
    case 'boolean':
      return field.default ?? false;
    case 'text':
      return field.optional ? undefined : `Place ${i + 1}`;
  }
};

const payloadOf = (offer: PromptAction, fields: Record<string, unknown>, n: number) => {
  const payload: Record<string, unknown> = { ...(offer.payload ?? {}) };
  for (const field of offer.fields ?? []) {
    const value = field.name in fields ? fields[field.name] : firstValue(field, n);
    if (value !== undefined) payload[field.name] = value;
  }
  return payload;
};

/** Seeds each game into a new database at `file` and returns each campaign's id, by ruleset. */
export function seedGames(file: string, games: readonly MidGame[], seed = 7): Map<string, number> {
  const services: Services = startServices({ databasePath: file, version: 'e2e', transport: 'websocket', rollDice: seededRoller(seed) });
  const { call, attempt } = caller(() => services);
  const ids = new Map<string, number>();
  try {
    for (const game of games) {
      const { id } = call('campaign/create', {
        name: `Fit ${game.rulesetId}`,
        rulesetId: game.rulesetId,
        players: game.players,
        options: game.options ?? {},
      });
      let n = 0;
      const view = () => call('campaign/open', { campaignId: id });
      const send = (offer: PromptAction, fields: Record<string, unknown>, roll?: RollInput) =>
        attempt('campaign/act', {
          campaignId: id,
          action: {
            type: offer.type,
            payload: payloadOf(offer, fields, n++),
            roll: roll ?? (offer.dice || offer.rolls ? { source: 'app' } : undefined),
          },
        });
      const table: Table = {
        view,
        take(type, about, fields = {}, roll) {
          const offers = view().prompt.actions.filter((a) => a.type === type);
          const offer = about ? offers.find((a) => JSON.stringify([a.params, a.payload]).includes(about)) : offers[0];
          if (!offer) throw new Error(`${game.rulesetId}: no ${type}${about ? ` about ${about}` : ''} offered (${view().prompt.code})`);
          const result = send(offer, fields, roll);
          if (!result.ok) throw new Error(`${game.rulesetId}: ${type} refused: ${result.error.code} ${result.error.message}`);
        },
        walk(steps, avoid = []) {
          for (let i = 0; i < steps; i++) {
            const offers = view().prompt.actions.filter((a) => !a.endsGame && !avoid.includes(a.type));
            const ordered = [...offers.filter((a) => a.primary), ...offers.filter((a) => !a.primary && !a.rare)];
            if (!ordered.some((offer) => send(offer, {}).ok)) return;
          }
        },
        adjust(trackerId, value) {
          call('campaign/adjust', { campaignId: id, trackerId, value });
        },
      };
      game.play(table);
      ids.set(game.rulesetId, id);
    }
  } finally {
    services.close();
  }
  return ids;
}

const FOUR = ['Ann', 'Ben', 'Cid', 'Dee'];
const table = (values: (number | string)[]) => ({ source: 'table' as const, values: values as number[] });

/** Catan Horror, the third player's knight actions in round two: eight towns, two gates, two monsters, eight knights, some hurt. */
function catanHorrorUnderWay(g: Table) {
  for (const [who, town] of [
    ['p1', 'Arkham'],
    ['p2', 'Dunwich'],
    ['p3', 'Innsmouth'],
    ['p4', 'Kingsport'],
  ]) {
    g.take('add-town', who, { label: town, size: 'city' });
    g.take('add-town', who, { label: `${town} Farm`, size: 'settlement' });
  }
  g.take('begin');
  g.take('roll-setup-gate', undefined, {}, table([1, 3]));
  g.take('roll-gate-hex', undefined, {}, table([2]));
  g.take('open-gate', undefined, { label: 'Gate 4' });
  g.take('roll-setup-gate', undefined, {}, table([4, 5]));
  g.take('roll-gate-hex', undefined, {}, table([1]));
  g.take('open-gate', undefined, { label: 'Gate 9' });
  g.take('place-monster', undefined, { kind: 'Zombie' });
  g.take('place-monster', undefined, { kind: 'Ghoul' });
  for (let turn = 0; turn < 7; turn++) {
    g.take('end-combat');
    g.take('roll-production', undefined, {}, table([2, 3, 'ship']));
    if (turn === 6) break;
    if (turn < 4) g.take('militia');
    else g.take('promote');
    g.take('end-actions');
    g.take('roll-monster-movement', undefined, {}, table([1, 1]));
    g.take('movement-done');
    g.take('end-turn');
  }
  g.adjust('knight/k1/damage', 1);
  g.adjust('knight/k2/sanity', 2);
  g.adjust('town/t3/horror', 2);
  g.adjust('town/t5/structural', 1);
  g.adjust('gate/g1/damage', 2);
}

/** Every ruleset, four players where the game takes four (Monster Step is played alone). */
export const GAMES: MidGame[] = [
  { rulesetId: 'catan-horror', players: FOUR, play: catanHorrorUnderWay },
  { rulesetId: 'eldritch-express', players: FOUR, play: (g) => g.walk(14) },
  { rulesetId: 'runebound-monster-step', players: ['Dan'], play: (g) => g.walk(8) },
  { rulesetId: 'munchkin-rpg', players: FOUR, play: (g) => g.walk(8) },
  { rulesetId: 'runebound-seven-scions', players: FOUR, play: (g) => g.walk(6) },
  { rulesetId: 'runebound-cataclysm', players: FOUR, play: (g) => g.walk(6) },
  { rulesetId: 'advanced-runebound', players: FOUR, play: (g) => g.walk(6) },
  { rulesetId: 'runebound-addons', players: FOUR, play: (g) => g.walk(4) },
  { rulesetId: 'drunkards-of-catan', players: FOUR, play: (g) => g.walk(6) },
  { rulesetId: 'dnd-skills', players: FOUR, play: (g) => g.walk(2) },
  { rulesetId: 'dice-tray', players: FOUR, play: (g) => g.walk(2) },
];
