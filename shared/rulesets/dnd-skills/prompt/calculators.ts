/** The calculators the table may open at any time: harvest, research, taunt, detect magic, held harvests, reckless states and time. */
import type { PromptAction, PromptChoice } from '../../../engine/ruleset';
import { d20 } from '../actions/common';
import { CREATURE_TYPES } from '../data/harvest';
import { LIBRARY_PRESETS } from '../data/research';
import { harvestWorth } from '../rules';
import type { DndState } from '../state';

/** The calculators offered in this state. */
export function calculators(state: DndState): PromptAction[] {
  const pcs: PromptChoice[] = state.players.map((p) => ({ value: p.id, code: 'dnd/pc', params: { name: p.name } }));
  const actions: PromptAction[] = [
    {
      type: 'harvest', code: 'dnd/harvest', dice: { dice: [d20] },
      fields: [
        { name: 'harvester', kind: 'choice', choices: pcs },
        { name: 'creature', kind: 'text', maxLength: 60 },
        { name: 'creatureType', kind: 'choice', choices: CREATURE_TYPES.map((t) => ({ value: t, code: `dnd/creature/${t}` })) },
        { name: 'hd', kind: 'number', min: 1, max: 60, default: 4 },
        { name: 'knowledgeModifier', kind: 'number', min: -20, max: 80, default: 5 },
        { name: 'synergyRanks', kind: 'boolean', default: false },
        { name: 'synergyAbility', kind: 'boolean', default: false },
        { name: 'favoredEnemy', kind: 'number', min: 0, max: 20, default: 0 },
        { name: 'decays', kind: 'boolean', default: true },
      ],
    },
  ];
  if (!state.research) {
    actions.push({
      type: 'start-research', code: 'dnd/start-research',
      fields: [
        { name: 'researcher', kind: 'choice', choices: pcs },
        { name: 'topic', kind: 'text', maxLength: 60 },
        { name: 'library', kind: 'text', maxLength: 60 },
        { name: 'preset', kind: 'choice', choices: [...LIBRARY_PRESETS.map((l) => ({ value: l.id, code: `dnd/library/${l.id}`, params: { bonus: l.bonus } })), { value: 'custom', code: 'dnd/library/custom' }] },
        { name: 'libraryBonus', kind: 'number', min: 1, max: 60, default: 8 },
        { name: 'wanted', kind: 'number', min: 0, max: 60, default: 0 },
        { name: 'knowledgeModifier', kind: 'number', min: -20, max: 80, default: 5 },
        { name: 'trained', kind: 'boolean', default: true },
        { name: 'conModifier', kind: 'number', min: -5, max: 20, default: 0 },
        { name: 'dc', kind: 'number', min: 0, max: 80, default: 15 },
      ],
    });
  }
  if (!state.taunt) {
    actions.push(
      {
        type: 'declare-taunt', code: 'dnd/declare-taunt',
        fields: [
          { name: 'intimidator', kind: 'choice', choices: pcs },
          { name: 'target', kind: 'text', maxLength: 60 },
          { name: 'hd', kind: 'number', min: 1, max: 60, default: 4 },
          { name: 'wisdomModifier', kind: 'number', min: -5, max: 20, default: 0 },
          { name: 'intimidateModifier', kind: 'number', min: -20, max: 80, default: 5 },
          { name: 'willSave', kind: 'number', min: -20, max: 80, default: 2 },
        ],
      },
      { type: 'pep-talk', code: 'dnd/pep-talk', fields: [{ name: 'intimidator', kind: 'choice', choices: pcs }, { name: 'target', kind: 'text', maxLength: 60 }] },
    );
  }
  if (!state.detection) {
    actions.push({
      type: 'detect-magic', code: 'dnd/detect-magic',
      fields: [
        { name: 'caster', kind: 'choice', choices: pcs },
        { name: 'item', kind: 'text', maxLength: 60 },
        { name: 'effect', kind: 'choice', choices: [{ value: 'spell', code: 'dnd/effect/spell' }, { value: 'other', code: 'dnd/effect/other' }] },
        { name: 'level', kind: 'number', min: 0, max: 40, default: 3 },
        { name: 'spellcraftModifier', kind: 'number', min: -20, max: 80, default: 5 },
        { name: 'hasSubschool', kind: 'boolean', default: false },
        { name: 'descriptors', kind: 'number', min: 0, max: 8, default: 0 },
      ],
    });
  }
  for (const lot of state.harvests.filter((h) => h.status === 'held')) {
    const worth = lot.decays ? harvestWorth(lot.value, Math.floor((state.clock - lot.at) / 3600)) : lot.value;
    actions.push(
      { type: 'sell-harvest', code: 'dnd/sell-harvest', params: { creature: lot.creature, worth }, payload: { lot: lot.id } },
      { type: 'preserve-harvest', code: 'dnd/preserve-harvest', params: { creature: lot.creature, worth }, payload: { lot: lot.id } },
    );
  }
  for (const item of state.identifies.filter((i) => i.status !== 'identified')) {
    actions.push({
      type: 'cast-identify', code: 'dnd/cast-identify', params: { item: item.item, caster: item.caster }, payload: { record: item.id },
      fields: [
        { name: 'school', kind: 'boolean', default: item.school },
        { name: 'subschool', kind: 'boolean', default: item.subschool },
        { name: 'descriptors', kind: 'number', min: 0, max: 8, default: item.descriptors },
        { name: 'knowledgeRight', kind: 'boolean', default: true },
      ],
    });
  }
  for (const r of state.reckless) {
    actions.push({ type: 'end-reckless', code: 'dnd/end-reckless', params: { target: r.target }, payload: { id: r.id }, fields: [{ name: 'reason', kind: 'choice', choices: [{ value: 'defeated', code: 'dnd/reckless-end/defeated' }, { value: 'out-of-sight', code: 'dnd/reckless-end/out-of-sight' }] }] });
  }
  actions.push({
    type: 'pass-time', code: 'dnd/pass-time',
    fields: [
      { name: 'days', kind: 'number', min: 0, max: 365, default: 0 },
      { name: 'hours', kind: 'number', min: 0, max: 23, default: 1 },
      { name: 'minutes', kind: 'number', min: 0, max: 59, default: 0 },
      { name: 'rounds', kind: 'number', min: 0, max: 100, default: 0 },
    ],
  });
  return actions;
}

