/**
 * axe-core in the e2e suite: the serious and critical findings on a page as it stands, evaluated
 * in the page (past the app's CSP, as the DevTools would), one line per rule and element.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface A11yProblem {
  rule: string;
  impact: string;
  /** The element's CSS selector, as axe names it. */
  target: string;
  /** What axe says is wrong with it, first sentence. */
  summary: string;
}

/** Every serious or critical violation on the page, one per element. */
export async function seriousA11yFindings(page: Page): Promise<A11yProblem[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    interface Node {
      target: string[];
      failureSummary?: string;
    }
    interface Violation {
      id: string;
      impact: string;
      nodes: Node[];
    }
    const axe = (window as unknown as { axe: { run: (c: Document) => Promise<{ violations: Violation[] }> } }).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map((n) => ({
          rule: v.id,
          impact: v.impact,
          target: n.target.join(' '),
          summary: (n.failureSummary ?? '').split('\n').slice(0, 2).join(' '),
        })),
      );
  });
}

/** The findings as short lines (`rule: selector`), at most `limit` per rule. */
export async function seriousA11yProblems(page: Page, limit = 3): Promise<string[]> {
  const found = await seriousA11yFindings(page);
  const byRule = new Map<string, string[]>();
  for (const f of found) byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f.target]);
  return [...byRule].map(([rule, targets]) => `${rule} (${targets.length}): ${targets.slice(0, limit).join(', ')}`);
}
