/** Every number the table may correct by hand: knight cards, towns, gates, monsters' wounds, clues, actions left, barrels and drinks (house rule). */
import type { Tracker } from '../../engine/ruleset';
import type { CatanHorrorState } from './state';
import { damageCap, sanityLimit, STRENGTH } from './rules/knights';
import { HORROR_LIMIT, STRUCTURAL_LIMIT, standing } from './rules/towns';
import { kindByName } from './rules/combat';
import { GATE_CLOSES_AT } from './rules/gates';
import { barrelVictoryPoints } from '../../kits/barrels';
import { cellarOf } from './rules/barrels';

const T = 'catan-horror/tracker';

export function trackers(state: CatanHorrorState): Tracker[] {
  const out: Tracker[] = [];
  if (state.phase !== 'setup' && state.phase !== 'over')
    out.push({ id: 'actions', code: `${T}/actions`, value: state.actionsLeft, min: 0, max: 9 });
  for (const k of state.knights.filter((k) => k.alive)) {
    out.push({
      id: `knight/${k.id}/damage`,
      code: `${T}/knight-damage`,
      params: { name: k.name },
      value: k.damage,
      min: 0,
      max: STRENGTH[k.rank] - 1,
    });
    out.push({
      id: `knight/${k.id}/sanity`,
      code: `${T}/knight-sanity`,
      params: { name: k.name },
      value: k.sanity,
      min: 0,
      max: sanityLimit(k.rank),
    });
    out.push({ id: `knight/${k.id}/mad`, code: `${T}/knight-mad`, params: { name: k.name }, value: k.madTurns, min: 0, max: 4 });
  }
  for (const t of state.towns.filter(standing)) {
    out.push({
      id: `town/${t.id}/horror`,
      code: `${T}/town-horror`,
      params: { name: t.label },
      value: t.horror,
      min: 0,
      max: Math.max(HORROR_LIMIT[t.size], t.horror, 40),
    });
    out.push({
      id: `town/${t.id}/structural`,
      code: `${T}/town-structural`,
      params: { name: t.label },
      value: t.structural,
      min: 0,
      max: Math.max(STRUCTURAL_LIMIT[t.size] - 1, t.structural),
    });
  }
  for (const g of state.gates.filter((g) => g.status === 'open')) {
    out.push({
      id: `gate/${g.id}/damage`,
      code: `${T}/gate-damage`,
      params: { name: g.label },
      value: g.damage,
      min: 0,
      max: GATE_CLOSES_AT - 1,
    });
  }
  for (const m of state.monsters.filter((m) => m.alive)) {
    const kind = kindByName(state, m.kind);
    out.push({
      id: `monster/${m.id}/wounds`,
      code: `${T}/monster-wounds`,
      params: { name: `${m.kind} (${m.location})` },
      value: m.wounds,
      min: 0,
      max: Math.max(0, (kind?.toughness ?? 1) - 1),
    });
  }
  for (const p of state.players)
    out.push({ id: `player/${p.id}/clues`, code: `${T}/clues`, params: { name: p.name }, value: p.clues, min: 0, max: 20 });
  if (state.options.drunkards) {
    for (const p of state.players.filter((p) => !p.dead)) {
      const { barrels, drinks } = cellarOf(p);
      out.push({
        id: `player/${p.id}/barrels`,
        code: `${T}/barrels`,
        params: { name: p.name, vp: barrelVictoryPoints(barrels) },
        value: barrels,
        min: 0,
        max: Math.max(99, barrels),
      });
      out.push({
        id: `player/${p.id}/drinks`,
        code: `${T}/drinks`,
        params: { name: p.name },
        value: drinks,
        min: 0,
        max: Math.max(999, drinks),
      });
    }
  }
  return out;
}

/** Sets a tracker by hand (the host has checked it exists and the value is in range). */
export function setTracker(state: CatanHorrorState, trackerId: string, value: number): CatanHorrorState {
  const [kind, id, field] = trackerId.split('/');
  switch (kind) {
    case 'actions':
      return { ...state, actionsLeft: value };
    case 'knight': {
      const key = field === 'mad' ? 'madTurns' : field;
      return {
        ...state,
        knights: state.knights.map((k) =>
          k.id === id ? { ...k, [key]: value, ...(field === 'mad' && value === 0 ? { madSince: null } : {}) } : k,
        ),
      };
    }
    case 'town':
      return { ...state, towns: state.towns.map((t) => (t.id === id ? { ...t, [field]: value } : t)) };
    case 'gate':
      return { ...state, gates: state.gates.map((g) => (g.id === id ? { ...g, damage: value } : g)) };
    case 'monster':
      return { ...state, monsters: state.monsters.map((m) => (m.id === id ? { ...m, wounds: value } : m)) };
    case 'player': {
      const key = field === 'barrels' || field === 'drinks' ? field : 'clues';
      return { ...state, players: state.players.map((p) => (p.id === id ? { ...p, [key]: value } : p)) };
    }
    default:
      return state;
  }
}

export { damageCap };
