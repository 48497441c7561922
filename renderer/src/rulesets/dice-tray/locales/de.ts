/** Die Würfelschale auf Deutsch: jeder Code, die Erzählung und die Regelübersicht. */
import type { Catalog } from '../../../i18n/catalog';
import type { DiceTrayEvent } from '../../../../../shared/rulesets/dice-tray/events';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';

export const messages: Catalog = {
  'dice-tray/free-play': 'Freies Spiel',
  'dice-tray/roll-or-count': 'Würfelt beliebige Würfel oder führt einen Zähler.',
  'dice-tray/roll': 'Würfeln',
  'dice-tray/die': '{die}',
  'dice-tray/die/nth': '{count, plural, one {{die}} other {Würfel {n} ({die})}}',
  'dice-tray/add-counter': 'Zähler hinzufügen',
  'dice-tray/increment': '{name} +1',
  'dice-tray/decrement': '{name} −1',
  'dice-tray/counter': '{name}',
  'field/count': 'Wie viele',
  'field/die': 'Würfel',
  'field/name': 'Name',
  'field/min': 'Minimum',
  'field/max': 'Maximum',
  'field/start': 'Beginnt bei',
  'rules/duplicate_counter': 'Es gibt schon einen Zähler namens „{name}“.',
  'rules/unknown_counter': 'Diesen Zähler gibt es nicht mehr.',
  'rules/counter_limit': '{name} bleibt zwischen {min} und {max}.',
  'rules/no_counters': 'Noch liegt kein Zähler auf dem Tisch.',
  'dice-tray/board': 'Würfelschale',
  'dice-tray/board/last-roll': 'Letzter Wurf · {notation}',
  'dice-tray/board/no-roll': 'Noch nicht gewürfelt.',
  'dice-tray/board/scale': '{name} von {min} bis {max}',
  'dice-tray/input/min-below-max': 'das Minimum muss unter dem Maximum liegen.',
  'dice-tray/input/start-in-range': 'der Start muss zwischen Minimum und Maximum liegen.',
  'dice-tray/input/zero-change': 'eine Änderung um 0 ändert nichts.',
};

const narrate = typedNarration<DiceTrayEvent>({
  rolled: (d) => `${d.notation} gewürfelt: ${d.values.join(', ')} — Summe ${d.total}.`,
  'counter-added': (d) => `Zähler „${d.name}“ auf ${d.value} hinzugefügt (von ${d.min} bis ${d.max}).`,
  'counter-changed': (d) => `${d.name}: ${d.from} → ${d.to}.`,
  'counter-removed': (d) => `Zähler „${d.name}“ entfernt.`,
});

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Was sie ist',
    paragraphs: [
      'Eine Schale für jedes Spiel: würfelt beliebig viele W4, W6, W8, W10, W12, W20 oder W100, oder tippt ein, was der Tisch gewürfelt hat.',
      'Ein W10 zeigt 0 bis 9; in einer Summe zählt eine 0 als 10.',
    ],
  },
  {
    heading: 'Zähler',
    paragraphs: [
      'Fügt einen Zähler mit Minimum und Maximum hinzu. Er verlässt sie nie; setzt ihn in der Anzeige von Hand, wenn der Tisch anderer Meinung ist.',
    ],
  },
];

export { narrate, reference };
