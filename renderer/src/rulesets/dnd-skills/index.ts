/** The D&D skill toolkit's renderer module: words, narration, board and a short rules reference. */
import { defineAsyncComponent } from 'vue';
import type { RulesetUi } from '../types';
import { words } from './words';
import { dndHeadlines } from '../../../../shared/rulesets/dnd-skills/headlines';

/** The board loads when it is first drawn, apart from the words. */
const Board = defineAsyncComponent(() => import('./Board.vue'));

export const dndSkillsUi: RulesetUi = {
  id: 'dnd-skills',
  ...words,
  headlines: dndHeadlines,
  board: Board,
  // The harvest form alone asks nine things: its fields need the room more than the sheet does.
  side: 'wide',
  reference: [
    {
      heading: 'Harvesting (3.5)',
      paragraphs: [
        'After a fight, a character can cut saleable parts from a creature: it takes 1 minute per Hit Die, then a Knowledge check; the parts are worth the check result × the creature’s HD in gp, usually sold to spell-component or magic shops.',
        'Five or more ranks in the skill listed for the creature’s type give +2; those ranks plus the listed class or race ability give +4. A ranger’s favored enemy bonus applies too. Parts from a living creature lose 2% of their worth for every hour they go unsold or unpreserved, never below half.',
      ],
    },
    {
      heading: 'Research (3.5 or 4th)',
      paragraphs: [
        'A Knowledge check made with a library’s help is a Research check. Library bonus: small +4, local +8, large +16, enormous +24 or more. Each point drawn takes 2 hours; you may aim lower to save time. Research lets you make a Knowledge check untrained if the library gives at least +1. Libraries rarely hold recent news.',
        'Eight hours a day are free. Each hour past 8 ends with a Constitution (or Endurance) check, DC 10 + 2 per extra hour: fail and you pass out. Sleeping resets the count; unfinished hours carry over to the next day. When you pass out or have the bonus you wanted, make one check — take 10 if you like, never 20.',
        'A library runs dry on a topic once twice its bonus has been drawn, across all checks. Tardok, at his local library (+8) on Blue Dragons: 8 hours on day one for +4, nothing learned; 12 hours on day two for +6, nothing again. With +10 of +16 drawn, any further attempt gets +6 at most, and after that nothing.',
      ],
    },
    {
      heading: 'Taunting (3.5)',
      paragraphs: [
        'A standard action: Intimidate against DC = the target’s HD + its Wisdom modifier (a negative modifier lowers it). On a success the target makes a Will save against your Intimidate result; if it fails, it becomes reckless. A mind-affecting, language-dependent fear effect.',
        'Reckless: +2 Strength, −4 AC and −4 on Will saves, and it goes for the intimidator. It ends when either is defeated, after a full round out of the intimidator’s sight, or after 1 minute. After any attempt, the same intimidator cannot affect the same target for 24 hours. A willing target may simply accept it — a pep talk.',
      ],
    },
    {
      heading: 'Cheaper identify (3.5)',
      paragraphs: [
        'With detect magic, a Spellcraft check against 15 + spell level (or 15 + half the caster level for other effects) reveals the school; beating it by 5 reveals the subschool, by 10 every descriptor.',
        'Identify normally costs 110 gp (100 material + 10 service). Knowing the school saves 10 gp of material (5 if the effect has a subschool); knowing the subschool saves 5 more; each descriptor known saves 5. Identifying with wrong knowledge fails and wastes the components: when you cast identify, say what you rely on knowing (by default what Spellcraft revealed); the price follows, and the DM says whether that knowledge is right.',
      ],
    },
    {
      heading: 'Our rulings',
      paragraphs: [
        'Decay is 2 points of the original worth per full hour (linear), so parts bottom out at half after 25 hours; preserving or selling fixes the worth. An ability without the 5 ranks gives nothing. The first forced-research check is DC 12, as the text says (a set-up option makes it DC 10 like a forced march; campaigns set up before this default keep DC 10). A research day lasts 24 hours on the campaign clock from when it began (research started or the researcher woke): once the clock passes it — 8 hours of research and 16 more passing, say — the researcher has 8 free hours again and forced research starts over; free hours cannot run past the end of a research day. The hour that ends in passing out still counts. A pep talk also starts the 24-hour lockout. Libraries and topics are ones the campaign knows: research offers those already researched, a new one needs the “A new library” or “A new topic” tick, and a name a letter or two off a known one asks “Did you mean …?” first; the same name in any case is the same library, and bonus drawn is kept per library and topic. The campaign keeps its own clock: harvesting, research and sleep move it; “Time passes” moves it by hand. Identify: what the Spellcraft check revealed is offered as right; claiming a subschool the item lacks or more descriptors than it has is wrong at once; otherwise the DM says whether the knowledge relied on is right; a failed identify costs its full price. An identify relying on no knowledge has none that can be wrong: it succeeds at 110 gp. In the history a turn is one table action with what it set off.',
      ],
    },
  ],
};
