/** The readable exports, in the renderer because words live here: CSV (one row per event) and a Markdown chronicle. */
import { formatDate } from '../i18n';
import type { Chronicle, HistoryEntry, SessionRecap } from '../../../shared/rpc/contract';
import { recapSummary, recapSummaryLines } from '../components/glance/recap-lines';
import { describeDice } from '../i18n/core';
import { wordsFor } from '../i18n/words';
import { rulesetUi } from '../rulesets/registry';
import { toCsv } from './csv';

const TIMELINE = new Set(['core/undo', 'core/redo', 'core/rewind']);

/** The play session's number for each session id. */
export function sessionNumbers(chronicle: Pick<Chronicle, 'sessions'>): Map<number, number> {
  return new Map(chronicle.sessions.map((s) => [s.id, s.number]));
}

/** One row per event of every given campaign, with its narration, dice and whether it is undone. */
export function chronicleCsv(chronicles: readonly Chronicle[]): Promise<string> {
  const rows = chronicles.flatMap((c) => {
    const words = wordsFor(c.campaign.rulesetId);
    const numbers = sessionNumbers(c);
    return c.entries.map((e) => ({
      campaign: c.campaign.name,
      ruleset: c.campaign.rulesetId,
      session: e.sessionId === null ? '' : (numbers.get(e.sessionId) ?? ''),
      turn: e.turn,
      phase: e.phase,
      seq: e.seq,
      step: e.step,
      time: e.createdAt,
      type: e.type,
      narration: words.narrate(e),
      cause: e.cause ? (words.cause(e.cause) ?? e.cause) : '',
      dice: e.dice ? e.dice.map((d) => `${dieName(d.die)}=${d.value}`).join(' ') : '',
      dice_source: e.dice ? [...new Set(e.dice.map((d) => d.source))].join('+') : '',
      undone: e.undone ? 'yes' : '',
      data: JSON.stringify(e.data),
    }));
  });
  return toCsv(rows);
}

function dieName(die: { kind: string; sides?: number; id?: string }): string {
  return die.kind === 'dN' ? `d${die.sides}` : die.kind === 'faces' ? String(die.id) : die.kind;
}

/** Each campaign's session recaps, by campaign id then session id ("Previously on…", as the play screen shows it). */
export type SessionRecaps = ReadonlyMap<number, ReadonlyMap<number, SessionRecap>>;

/**
 * A readable report: the campaign, then each session and turn as headings, each step as a list
 * item. A session with a recap opens with it: the same few lines the play screen's "Previously on…" shows.
 */
export function chronicleMarkdown(chronicles: readonly Chronicle[], recaps: SessionRecaps = new Map()): string {
  const out: string[] = [];
  for (const c of chronicles) {
    const words = wordsFor(c.campaign.rulesetId);
    const numbers = sessionNumbers(c);
    out.push(`# ${escape(c.campaign.name)}`, '');
    out.push(
      `*${words.t(`ruleset/${c.campaign.rulesetId}`)}*${c.campaign.players.length ? ` — ${c.campaign.players.map((p) => escape(p.name)).join(', ')}` : ''}`,
      '',
    );
    if (c.campaign.outcome)
      out.push(
        `**${words.t('export/result')}** ${words.t('recap/result', { result: c.campaign.outcome.result })} — ${words.t(c.campaign.outcome.code, c.campaign.outcome.params)}`,
        '',
      );
    if (c.checkpoints.length) out.push(`**${words.t('export/checkpoints')}** ${c.checkpoints.map((k) => escape(k.name)).join(', ')}`, '');
    let session: number | null | undefined;
    let turn: number | undefined;
    for (const group of groupSteps(c.entries)) {
      const head = group[0];
      if (head.sessionId !== session) {
        session = head.sessionId;
        turn = undefined;
        const info = c.sessions.find((s) => s.id === session);
        out.push(
          session === null
            ? `## ${words.t('chronicle/before-first-session')}`
            : `## ${words.t('chronicle/session', { n: numbers.get(session) })}${info ? ` — ${formatDate(info.startedAt, { dateStyle: 'medium' })}` : ''}`,
          '',
        );
        const recap = session === null ? undefined : recaps.get(c.campaign.id)?.get(session);
        if (recap) {
          const lines = recapSummaryLines(recapSummary(recap, words, rulesetUi(c.campaign.rulesetId)?.headlines));
          out.push(...lines.map((line, i) => `> ${escape(line)}${i < lines.length - 1 ? '  ' : ''}`), '');
        }
      }
      if (head.turn !== turn) {
        turn = head.turn;
        out.push(`### ${words.t('chronicle/turn', { n: turn })}`, '');
      }
      group.forEach((e, i) => {
        const cause = e.cause ? `${words.cause(e.cause)} → ` : '';
        const dice = e.dice ? ` (${describeDice(e.dice)})` : '';
        const text = `${cause}${words.narrate(e)}${dice}`;
        const line = e.undone
          ? `~~${escape(text)}~~ *${escape(words.t('chronicle/undone'))}*`
          : TIMELINE.has(e.type)
            ? `*${escape(text)}*`
            : escape(text);
        out.push(`${i === 0 ? '-' : '  -'} ${line}`);
      });
    }
    out.push('');
  }
  return out.join('\n');
}

/** Events grouped by step, in log order. */
export function groupSteps(entries: readonly HistoryEntry[]): HistoryEntry[][] {
  const groups: HistoryEntry[][] = [];
  for (const e of entries) {
    const last = groups[groups.length - 1];
    if (last && last[0].step === e.step) last.push(e);
    else groups.push([e]);
  }
  return groups;
}

function escape(text: string): string {
  return text.replace(/([\\`*_[\]#<>~|])/g, '\\$1');
}
