/** Places are entities (issue 18, ruling 51): a place field names a known place, or a new one the table confirms; a near miss asks "Did you mean …?". */
import { describe, expect, it } from 'vitest';
import '../../support/ruleset-words';
import { wordsFor } from '../../../renderer/src/i18n/words';
import type { ErrorData } from '../../../shared/engine/result';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { editDistance, knownPlaces } from '../../../shared/rulesets/catan-horror/rules/places';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import { act, atActions, clearMonsters, reporting, started, tryAct, withKnight, withMonster } from './helpers';

/** Ann's turn, step 3, with a Strong knight of hers at "Arkham" and a monster there. */
function atArkham(): { s: CatanHorrorState; knightId: string; monsterId: string } {
  const k = withKnight(atActions(clearMonsters(started())), 'ann', 'strong', 'Arkham');
  const m = withMonster(k.state, 'Zombie', 'Arkham');
  return { s: m.state, knightId: k.id, monsterId: m.id };
}

describe('places as entities', () => {
  it('the campaign knows its towns, gates and the places knights and monsters stand, each once', () => {
    const { s } = atArkham();
    expect(knownPlaces(s)).toEqual(['Ann City', 'Ann Farm', 'Ben City', 'Ben Farm', 'Cid City', 'Cid Farm', 'Gate 4', 'Gate 9', 'Arkham']);
    expect(editDistance('Arkam', 'arkham')).toBe(1);
  });

  it('the move offer lists the known places as a combo box (not where the knight stands) with a "new place" confirmation', () => {
    const { s, knightId } = atArkham();
    const move = catanHorror.prompt(s).actions.find((a) => a.type === 'move' && a.payload?.unitId === knightId)!;
    const to = move.fields!.find((f) => f.name === 'to')!;
    expect(to).toMatchObject({ kind: 'choice', free: true });
    expect(to.kind === 'choice' && to.choices.map((c) => c.value)).not.toContain('Arkham');
    expect(to.kind === 'choice' && to.choices.map((c) => c.value)).toContain('Gate 4');
    expect(move.fields!.find((f) => f.name === 'newPlace')).toMatchObject({ kind: 'boolean', default: false });
  });

  it('a near miss (2 edits or fewer, any case) is refused with "Did you mean …?", naming the field; nothing changes', () => {
    const { s: arkham, monsterId } = atArkham();
    // The Zombie's move is reported as "arkam": the knights there would never meet it.
    const s = reporting(
      { ...arkham, monsters: arkham.monsters.map((m) => (m.id === monsterId ? { ...m, location: 'Gate 4' } : m)) },
      monsterId,
    );
    const before = JSON.stringify(s);
    const refused = tryAct(s, 'monster-moved', { foeId: monsterId, to: 'arkam' });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'rules/did_you_mean',
        details: { field: 'to', place: 'arkam', suggestion: 'Arkham' },
      },
    });
    expect(wordsFor('catan-horror').error((refused as { error: ErrorData }).error)).toBe(
      'Did you mean Arkham? ("arkam" is not a place on the board; tick "A new place" if it is a new one.)',
    );
    expect(JSON.stringify(s)).toBe(before);
    expect(tryAct(s, 'monster-moved', { foeId: monsterId, to: 'Gate  9x' })).toMatchObject({
      ok: false,
      error: { code: 'rules/did_you_mean', details: { suggestion: 'Gate 9' } },
    });
    // The known place in any case is the place itself, recorded in its own spelling.
    expect(act(s, 'monster-moved', { foeId: monsterId, to: 'ARKHAM' }).state.monsters.find((m) => m.id === monsterId)!.location).toBe(
      'Arkham',
    );
  });

  it('a new place is a deliberate choice: refused unconfirmed, accepted with "new place" (even close to a known one)', () => {
    const { s } = atArkham();
    const k = withKnight(s, 'ann', 'basic', 'Ann City');
    expect(tryAct(k.state, 'move', { unitId: k.id, to: 'The Old Bridge' })).toMatchObject({
      ok: false,
      error: { code: 'rules/unknown_place', details: { field: 'to' } },
    });
    const moved = act(k.state, 'move', { unitId: k.id, to: 'The Old Bridge', newPlace: true }).state;
    expect(moved.knights.find((x) => x.id === k.id)!.location).toBe('The Old Bridge');
    expect(knownPlaces(moved)).toContain('The Old Bridge');
    expect(act(k.state, 'move', { unitId: k.id, to: 'Arkam', newPlace: true }).state.knights.find((x) => x.id === k.id)!.location).toBe(
      'Arkam',
    );
  });

  it('a knight fleeing a monster names a known place or a confirmed new one', () => {
    const { s } = atArkham();
    const k = withKnight(s, 'ann', 'basic', 'Ann Farm');
    const m = withMonster(k.state, 'Ghoul', 'Gate 4');
    const moved = act(reporting(m.state, m.id), 'monster-moved', { foeId: m.id, to: 'Ann Farm' }).state;
    const unit = moved.pending[0]?.kind === 'monster-response' ? moved.pending[0].units[0] : '';
    expect(tryAct(moved, 'respond-to-monster', { unitId: unit, response: 'flee', fleeTo: 'Ann Cty' })).toMatchObject({
      ok: false,
      error: { code: 'rules/did_you_mean', details: { field: 'fleeTo', suggestion: 'Ann City' } },
    });
    expect(tryAct(moved, 'respond-to-monster', { unitId: unit, response: 'flee', fleeTo: 'Ann City' }).ok).toBe(true);
  });
});
