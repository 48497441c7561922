/** The six investigators: health, sanity, skill and knowledge abilities, start, assets and defeated-encounter task. */
import type { Task } from './world';

export type StartingAsset = 'item' | 'spell' | 'clue';

export interface InvestigatorCard {
  key: string;
  title: string;
  health: number;
  sanity: number;
  /** Skill ability (switched off by Internal Injury). */
  skill: 'physical-plus-1' | 'clue-on-tough-kill' | 'swap-at-gates' | 'second-clue' | 'change-face' | 'magical-plus-1';
  /** Knowledge ability (switched off by Amnesia). */
  knowledge:
    'exchange-health-sanity' | 'horror-minus-1' | 'not-delayed-when-lost' | 'investigation-face' | 'cancel-health-threat' | 'second-spell';
  start: number;
  assets: readonly StartingAsset[];
  defeatedTask: Task;
}

export const INVESTIGATORS: readonly InvestigatorCard[] = [
  {
    key: 'lily-chen',
    title: 'martial-artist',
    health: 5,
    sanity: 5,
    skill: 'physical-plus-1',
    knowledge: 'exchange-health-sanity',
    start: 5,
    assets: ['item', 'item'],
    defeatedTask: 'RRI',
  },
  {
    key: 'diana-stanley',
    title: 'redeemed-cultist',
    health: 6,
    sanity: 4,
    skill: 'clue-on-tough-kill',
    knowledge: 'horror-minus-1',
    start: 2,
    assets: ['spell', 'item'],
    defeatedTask: 'III',
  },
  {
    key: 'akachi-onyele',
    title: 'shaman',
    health: 4,
    sanity: 6,
    skill: 'swap-at-gates',
    knowledge: 'not-delayed-when-lost',
    start: 4,
    assets: ['spell', 'clue'],
    defeatedTask: 'III',
  },
  {
    key: 'joe-diamond',
    title: 'private-eye',
    health: 6,
    sanity: 4,
    skill: 'second-clue',
    knowledge: 'investigation-face',
    start: 1,
    assets: ['item', 'clue'],
    defeatedTask: 'RII',
  },
  {
    key: 'wilson-richards',
    title: 'handyman',
    health: 5,
    sanity: 5,
    skill: 'change-face',
    knowledge: 'cancel-health-threat',
    start: 6,
    assets: ['item', 'item'],
    defeatedTask: 'RII',
  },
  {
    key: 'dexter-drake',
    title: 'magician',
    health: 5,
    sanity: 5,
    skill: 'magical-plus-1',
    knowledge: 'second-spell',
    start: 3,
    assets: ['spell', 'spell'],
    defeatedTask: 'RRI',
  },
];

export const investigatorCard = (key: string): InvestigatorCard => {
  const card = INVESTIGATORS.find((c) => c.key === key);
  if (!card) throw new Error(`no investigator ${key}`);
  return card;
};
