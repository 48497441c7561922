/** The payload a table that always takes the first offer would send (the "every ruleset" services tests). */
import type { PromptAction } from '../../shared/engine/ruleset';

export function firstOfferPayload(action: PromptAction): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
  for (const field of action.fields ?? []) {
    if (field.name in payload) continue;
    if (field.kind === 'choice') {
      const choice = field.choices.find((c) => !c.disabled);
      if (choice) payload[field.name] = choice.value;
    } else if (field.kind === 'number') payload[field.name] = field.default ?? field.min;
    else if (field.kind === 'boolean') payload[field.name] = field.default ?? false;
    else if (!field.optional) payload[field.name] = 'Lantern';
  }
  return payload;
}
