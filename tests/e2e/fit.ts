/**
 * The one-screen measure (issues "At the table v2" and "Table display v2"): how many pixels the page
 * and each scrolling box hide, which cells cut their text, and the smallest text drawn.
 */
import type { Page } from 'playwright-core';

/** What a screen hides: 0 px and no clipped cell when the whole table is on one screen. */
export interface FitReport {
  /** Pixels of the page below or right of the window. */
  page: { x: number; y: number };
  /** Scrolling boxes (overflow auto/scroll) that hide something: where, and how many pixels. */
  boxes: { where: string; x: number; y: number }[];
  /** Text cut by its box (ellipsis, overflow hidden, a line clamp) or spilling out of a card or cell. */
  clipped: { where: string; text: string }[];
  /** The smallest text drawn, in CSS pixels, and where. */
  smallest: { px: number; where: string; text: string } | null;
}

/** The issue's "just happened" strip (built beside this measure): room held for it under the prompt heading until it is drawn. */
export const STRIP_RESERVE_PX = 110;

export interface FitOptions {
  /** Test ids of boxes allowed to scroll (the history log). */
  scrolls?: readonly string[];
  /**
   * Holds STRIP_RESERVE_PX under the element with this test id's heading (the prompt) when no strip is
   * drawn yet, so the strip's arrival cannot break the measure.
   */
  reserveUnder?: string;
}

/** Measures the page as it stands (at the viewport's size). */
export async function measureFit(page: Page, options: FitOptions = {}): Promise<FitReport> {
  return page.evaluate(
    ({ scrolls, reserveUnder, reserve }) => {
      const describe = (el: Element) => {
        const id = el.closest('[data-testid]')?.getAttribute('data-testid');
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        return `${el.tagName.toLowerCase()}${cls}${id ? ` in [${id}]` : ''}`;
      };
      if (reserveUnder) {
        const host = document.querySelector(`[data-testid="${reserveUnder}"]`);
        const drawn = document.querySelector('[data-testid="just-happened"], [data-testid="strip-reserve"]');
        const heading = host?.querySelector('h1, h2, h3');
        if (heading && !drawn) {
          const hold = document.createElement('div');
          hold.dataset.testid = 'strip-reserve';
          hold.style.height = `${reserve}px`;
          hold.style.flex = 'none';
          heading.after(hold);
        }
      }
      const allowed = scrolls.map((id) => document.querySelector(`[data-testid="${id}"]`)).filter((e): e is Element => !!e);
      const exempt = (el: Element) => allowed.some((a) => a.contains(el));
      /** Drawn at all: laid out with a size, not inside a closed drawer, dialog or details. */
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        if (el.closest('[inert], details:not([open]) > :not(summary), [hidden]')) return false;
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none' && !style.clip.startsWith('rect(0');
      };
      const root = document.scrollingElement ?? document.documentElement;
      const report = {
        page: { x: Math.max(0, root.scrollWidth - root.clientWidth), y: Math.max(0, root.scrollHeight - root.clientHeight) },
        boxes: [] as { where: string; x: number; y: number }[],
        clipped: [] as { where: string; text: string }[],
        smallest: null as { px: number; where: string; text: string } | null,
      };
      const all = [...document.body.querySelectorAll('*')];
      for (const el of all) {
        if (!(el instanceof HTMLElement) || !shown(el)) continue;
        const style = getComputedStyle(el);
        const scrolling = (o: string) => o === 'auto' || o === 'scroll';
        const hiddenX = el.scrollWidth - el.clientWidth;
        const hiddenY = el.scrollHeight - el.clientHeight;
        if ((scrolling(style.overflowX) || scrolling(style.overflowY)) && el !== root && !exempt(el)) {
          const x = scrolling(style.overflowX) && hiddenX > 1 ? hiddenX : 0;
          const y = scrolling(style.overflowY) && hiddenY > 1 ? hiddenY : 0;
          if (x || y) report.boxes.push({ where: describe(el), x, y });
        }
        const text = (el.innerText ?? '').trim().slice(0, 60);
        if (!text) continue;
        // Text its box cuts: an ellipsis or hidden overflow across, a clamp of lines down.
        const cuts = (o: string) => o === 'hidden' || o === 'clip';
        // A teaser line whose whole text is one click away ("Previously…" and its Details) may end in an ellipsis.
        if (el.closest('[data-teaser]')) continue;
        const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && hiddenY > 1;
        if ((cuts(style.overflowX) && hiddenX > 1) || clamped) report.clipped.push({ where: describe(el), text });
        // A card, panel or table cell whose content runs out of it, over its neighbour.
        const framed = el.matches('td, th, table, article, section, .panel, .card, [class*="card"]');
        if (
          framed &&
          style.overflowX === 'visible' &&
          hiddenX > 2 &&
          !el.matches('table') &&
          el.scrollWidth > el.getBoundingClientRect().width + 2
        )
          report.clipped.push({ where: `${describe(el)} (spills ${hiddenX}px)`, text });
        if (el.matches('table') && el.getBoundingClientRect().right > (el.parentElement?.getBoundingClientRect().right ?? Infinity) + 1)
          report.clipped.push({ where: `${describe(el)} (wider than its box)`, text });
      }
      // The smallest type among the text drawn.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || !shown(parent) || parent.closest('script, style, option')) continue;
        const px = parseFloat(getComputedStyle(parent).fontSize);
        if (!report.smallest || px < report.smallest.px)
          report.smallest = { px, where: describe(parent), text: node.textContent.trim().slice(0, 40) };
      }
      return report;
    },
    { scrolls: [...(options.scrolls ?? [])], reserveUnder: options.reserveUnder ?? null, reserve: STRIP_RESERVE_PX },
  );
}

/** The report's failures in a line each (empty when the screen fits). */
export function misfits(report: FitReport): string[] {
  return [
    ...(report.page.x || report.page.y ? [`the page hides ${report.page.x}px across, ${report.page.y}px down`] : []),
    ...report.boxes.map((b) => `${b.where} hides ${b.x}px across, ${b.y}px down`),
    ...report.clipped.map((c) => `${c.where} cuts "${c.text}"`),
  ];
}
