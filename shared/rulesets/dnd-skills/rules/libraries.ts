/**
 * Libraries and topics as entities (issue 18, ruling dnd-skills#14): the campaign knows every library
 * and topic researched, and starting research names one of them or a new one the table ticks as new.
 * A near miss of a known name ("Candlekep" for "Candlekeep") is refused with the name it most likely
 * means, so a typo never quietly opens a fresh ledger of library bonus.
 */
import { ok, refuse, type Result } from '../../../engine/result';
import type { PromptChoice, PromptField } from '../../../engine/ruleset';
import { LIBRARY_PRESETS } from '../data/research';
import { distinctNames, matchName } from '../../../kits/names';
import { drawnFrom, type DndState } from '../state';

/** Every library the campaign knows, each once (first spelling kept): where bonus was drawn, checked, or research is under way. */
export const knownLibraries = (state: DndState): string[] =>
  distinctNames([
    ...state.drawn.map((d) => d.library),
    ...state.researchLog.map((r) => r.library),
    ...(state.research ? [state.research.library] : []),
  ]);

/** Every topic the campaign knows, each once (first spelling kept), at any library. */
export const knownTopics = (state: DndState): string[] =>
  distinctNames([
    ...state.drawn.map((d) => d.topic),
    ...state.researchLog.map((r) => r.topic),
    ...(state.research ? [state.research.topic] : []),
  ]);

/** The two names research asks for, each with its "this one is new" tick. */
export type NamedField = 'library' | 'topic';

/** Bonus drawn at which a library of the smallest size has nothing more on a topic (twice its bonus, 002:313). */
const DRY_AT_SMALLEST = 2 * Math.min(...LIBRARY_PRESETS.map((l) => l.bonus));
const open = (state: DndState, library: string, topic: string) => drawnFrom(state, library, topic) < DRY_AT_SMALLEST;

const choiceOf = (value: string, disabled: boolean): PromptChoice => ({
  value,
  code: 'dnd/known-name',
  params: { name: value },
  ...(disabled ? { disabled } : {}),
});

/**
 * The topic and library fields of "Research at a library": each a combo box over the known ones
 * and a "new" tick, unticked; while the campaign knows none, a plain name box (any name is new,
 * there is nothing to mistake it for). The combo boxes list first a topic and library that still
 * have bonus at any size; a choice that has none left with the other's first choice is marked
 * disabled (typing it is still accepted or refused by the guard). When no known topic has bonus
 * left at any known library, the topic is asked as a new one.
 */
export function researchNameFields(state: DndState): { fields: PromptField[]; payload?: Record<string, unknown> } {
  const libraries = knownLibraries(state);
  const topics = knownTopics(state);
  const text = (name: NamedField): PromptField => ({ name, kind: 'text', maxLength: 60 });
  const combo = (name: NamedField, choices: PromptChoice[]): PromptField[] => [
    { name, kind: 'choice', free: true, choices },
    { name: name === 'topic' ? 'newTopic' : 'newLibrary', kind: 'boolean', default: false },
  ];
  if (topics.length === 0 || libraries.length === 0) {
    const topicFields =
      topics.length === 0
        ? [text('topic')]
        : combo(
            'topic',
            topics.map((t) => choiceOf(t, false)),
          );
    const libraryFields =
      libraries.length === 0
        ? [text('library')]
        : combo(
            'library',
            libraries.map((l) => choiceOf(l, false)),
          );
    return { fields: [...topicFields, ...libraryFields] };
  }
  const pair = libraries.flatMap((library) => topics.map((topic) => ({ library, topic }))).find((p) => open(state, p.library, p.topic));
  if (!pair)
    return {
      fields: [
        text('topic'),
        ...combo(
          'library',
          libraries.map((l) => choiceOf(l, false)),
        ),
      ],
      payload: { newTopic: true },
    };
  const first = (names: string[], lead: string) => [lead, ...names.filter((n) => n !== lead)];
  return {
    fields: [
      ...combo(
        'topic',
        first(topics, pair.topic).map((t) => choiceOf(t, !open(state, pair.library, t))),
      ),
      ...combo(
        'library',
        first(libraries, pair.library).map((l) => choiceOf(l, !open(state, l, pair.topic))),
      ),
    ],
  };
}

/**
 * The name to record for a typed one: a known name in its own spelling ("candlekeep" is Candlekeep),
 * a new one as typed (trimmed) when ticked new or when nothing is known yet. Unticked, a near miss
 * asks "Did you mean …?" (`rules/did_you_mean`, the same shape as Catan Horror's places, so the
 * form offers "Use …") and any other unknown name asks for the tick (`rules/unknown_name`).
 */
export function namedThing(known: readonly string[], name: string, isNew: boolean | undefined, field: NamedField): Result<string> {
  const match = matchName(known, name, isNew || known.length === 0);
  switch (match.kind) {
    case 'known':
    case 'new':
      return ok(match.name);
    case 'near-miss':
      return refuse('rules/did_you_mean', { field, place: match.name, suggestion: match.suggestion });
    case 'unknown':
      return refuse('rules/unknown_name', { field, place: match.name });
  }
}
