/** A short rules reference for Eldritch Express, in our own words, with the app's rulings. */
export const reference: readonly { heading: string; paragraphs: readonly string[] }[] = [
  {
    heading: 'Goal',
    paragraphs: [
      "Doom and the elder sign track both start at the Ancient One's number (Cthulhu 11, Shub-Niggurath 10, Azathoth 12) and count down. Elder signs at 0: the table wins. Doom at 0: the table loses.",
    ],
  },
  {
    heading: 'Set-up (the app rolls)',
    paragraphs: [
      'Omen clock on the green comet. A d6 places a gate with one monster; a d6 places a clue (rolled again if it matches the gate); a d6 each for the expedition and the mystery (front up). Each player takes an investigator at full health and sanity, in their start region, with their starting assets. The Ancient One and the first player are chosen at random.',
    ],
  },
  {
    heading: 'A turn',
    paragraphs: [
      '1 Upkeep: a delayed investigator stands up and loses the turn (play skips to the next player); one lost in time and space rolls a d6 to come back. Hide (lose the turn, meet no monster) unless a No Hiding monster is there, or assign to an encounter of the region or to its city (which refreshes exhausted items).',
      '2 Fight every monster in the region at once: lose sanity equal to their total horror, deal your physical and magical damage where you choose (resistances ignore the first points of their type, "immune" ignores all), then lose health equal to the survivors\' strength; a Delay monster that survives costs the rest of the turn and delays you. Three losses may become one injury or madness. Spells cost 1 sanity each, and other investigators in your region may cast theirs for you.',
      '3 Action dice: roll 5 (6 blessed, 4 cursed). Set aside at least one die each roll — at least one threat if any show, except in a city — and re-roll the rest, until all are set aside. Then abilities, artifacts or allies (one a turn) may change dice. Or, instead of rolling, drop clues on the rumor in your region.',
      '4 Threats: each health threat costs 1 health, each sanity threat 1 sanity, nothing in a city; three of a kind may become an injury or madness.',
      '5 Encounter: the research (R) and investigation (I) dice set aside, plus clues (each adds an R or an I), must cover the task, e.g. RRI. The tray shows which letters are met and what is missing.',
      '6 Rest: each rest die heals 1 health or 1 sanity; in a city 1 of each, and three rest dice may remove a condition. 7 Clues: each unused pair of investigation or research dice picks up a clue lying in the region. 8 Move one region per travel die (diagonals count as one); shipping an asset costs 1 travel die plus 1 per region between.',
      "9 Omen clock: advance one space. Green comet: doom −1; reaching the rumor's marker discards the rumor and the elder sign regresses. Blue: mythos dice — first die opens a gate with two monsters (an open gate gets two more monsters, a sealed one is removed), second die places a clue, doubles bring a rumor four spaces ahead of doom (or push an existing rumor's marker one closer). Flying monsters in a guarded gate stack with nobody there fly one step toward an investigator. Red sun: the Ancient One's effect.",
    ],
  },
  {
    heading: 'Encounters',
    paragraphs: [
      "Gate: pass — sealed, elder sign +1; fail — a condition, lost in time and space and delayed, and the rest of the turn is lost. Expedition: pass — an artifact; fail — a condition; it then moves to another region. Mystery front: pass — flipped and moved to a diagonal region (odd west, even east). Mystery back (task plus I and R): pass — elder sign +2 and a new mystery; fail — a condition. City: up to an item per two I and a spell per two R (clues may add results), the city's special on three of a kind. Defeated investigator: pass — elder sign +1; either way you take their possessions and the token leaves.",
    ],
  },
  {
    heading: 'Defeat',
    paragraphs: [
      'At 0 health or sanity an investigator lies face down in the region with their possessions, the elder sign regresses by 1, and the player takes a new investigator (a defeated one never returns). With none left, the player is out; with every player out, the game is lost.',
    ],
  },
  {
    heading: 'Odds',
    paragraphs: [
      'Before the action dice and at every set-aside, the app shows the exact chance that the dice still to roll, played as well as possible with the re-roll loop, plus the clues you hold, meet the task. Abilities, artifacts and allies are not counted.',
    ],
  },
  {
    heading: "The app's rulings (where the draft is silent; numbered as in docs/rulings/eldritch-express.md)",
    paragraphs: [
      '1. The map: regions 1-6 in three columns of two, north over south — 1 North America, 2 South America | 3 Europe, 4 Africa | 5 Asia, 6 Australia. Diagonal neighbours count as one step; the world does not wrap.',
      '2. A mystery moving "diagonally" goes to the diagonal neighbour west (odd roll) or east (even roll); with none on that side, to the other one.',
      "3. A sealed gate's token removed by a blue omen goes back to the gate pool and may open again. With the pool empty a gate spawn opens no gate (its monsters still come).",
      '4. A moving expedition re-rolls until the die names another region.',
      '5. Random draws: the app rolls a die over the cards or monsters left; or name the card the table drew. Discarded cards, used conditions and destroyed monsters go straight back.',
      "6. One rumor at a time: its token on a region and its marker four spaces ahead of doom; a second rumor (or Azathoth's red sun) moves the marker one closer. Doom reaching the marker discards the rumor and the elder sign regresses. Clues are dropped on it from its region instead of rolling; the fourth removes it and doom regresses.",
      '7. A random Ancient One is a d6 (1-2 Cthulhu, 3-4 Shub-Niggurath, 5-6 Azathoth); the first player is a die over the seats.',
      '8. Doom and the elder sign never rise above their start.',
      '9. A spell costs 1 sanity, nothing more: the last sanity may be spent (and the caster is defeated). A spell is kept and works once a turn per caster.',
      '10. You fight as you decide: every usable item, artifact and spell is offered, with one switch per monster for where the damage goes. By default reusable weapons and artifacts are used and the switches suggest what they can destroy (most strength prevented first). Damage aimed at more monsters than it can destroy destroys the most strength it can among them; the others survive.',
      "11. House rule, off by default: a turn lost to a delay, hiding, a rumor, a monster's Delay or lost in time and space skips to the next player without the omen clock (as the draft says). On, such a turn still ends with step 9.",
      '12. A turn ended by defeat still ends with the omen clock.',
      "13. A monster's Delay costs the rest of this turn and turns the token face down; the next turn is lost at upkeep too.",
      '14. Failing a gate: the rest of the turn is lost (no rest, clues or move), the investigator is lost in time and space and delayed (Akachi is not), the next turn is lost, and the one after a d6 brings them back.',
      '15. Leg Injury spends one travel die at the move step; with none the investigator is delayed (the next turn is lost).',
      '16. The battle goes: spells paid, 1 horror (sanity), 2 damage, 3 strength (health). Sanity gone at 1 means defeat there: no damage dealt, no health lost. Greater Banishment removes its monster before the battle.',
      '17. Set aside at least one die a roll, and a threat if any show (not in a city); setting all aside ends the rolling. The prompt asks first for the die set aside for sure (a threat when one must be), then for the others.',
      "18. After the last set-aside: Blessed may discard a die; Joe Diamond adds an investigation result; Wilson Richards changes a non-threat die and cancels a health threat; one artifact or ally die a turn; Protective Amulet / Lucky Rabbit's Foot re-roll a die and are exhausted.",
      '19. Exactly three losses trade for one injury or madness (your choice); the rest is still lost; closed once all three of that kind are held.',
      '20. Conditions from a failure come from the injuries, madnesses and Cursed (never Blessed), skipping ones held. Blessed and Cursed cancel each other.',
      "21. Weapons and artifacts with physical and magical damage deal both. Diana Stanley lowers the total horror by 1. Lily Chen's and Dexter Drake's +1 and allies' +1 count without a weapon. Alien Statue, Enchanted Jewelry, Tom Murphy and Eric Colt prevent 1 in a fight and 1 in the threats step. Whiskey and Bandage are exhausted when used.",
      "22. In a city you take up to one item per two investigation and one spell per two research (all by default, fewer if you like); clues spent there add results one by one; three of a kind (clues counted) gives the city's special. Alexandria removes a curse if cursed, else blesses.",
      "23. Clue pairs are two unused dice of the same face (house rule), limited by the clues in the region, and always collected; a die meeting one of the task's letters is used, pass or fail. Joe Diamond gains one more clue each time he gains clues.",
      '24. On a task you say how many clues to spend: a met task spends only those it needs; an unmet one spends none.',
      "25. Shub-Niggurath's red sun rolls the two mythos dice once per investigator.",
      '26. Flying monsters of a guarded gate stack with nobody there fly together one step toward the nearest investigator: to a neighbouring region with an investigator, else to a neighbour one region closer (a die picks among several); with no investigator on the board, to a random neighbour.',
      '27. A defeated investigator is out for the game; their token keeps their possessions for whoever meets it (lost in time and space, the possessions go back to the decks). A player with no investigator left is out; with everyone out the game is lost. Starting spells do not bring Dexter Drake a second spell.',
      '28. Odds count the dice and clues (best set-aside play), not abilities, artifacts or allies.',
      '29. Used from the prompter: Ancient Tome / Old Journal (a clue), Nameless Cults (two clues), Puzzle Box (an artifact), Cross (Blessed), Necronomicon (two spells) — each discarded; Heal / Cloud Memory (1 sanity: +3 health / +3 sanity, or discard an injury / a madness); Astral Travel (1 sanity: any region, at upkeep or the move step).',
      "30. Any investigator in the current investigator's region may cast Heal, Cloud Memory or Astral Travel on themselves or anyone there during the turn, and combat spells into the current fight; the caster pays. Items are not used on others — ship them.",
      '31. Back Injury ("cannot carry items, or only 1") allows one item: gained while carrying more, you choose the one to keep and the rest are discarded; a new item is refused while one is held.',
      '32. Doom or the elder sign set to 0 by hand ends the game at once; set back above 0, it goes on.',
      "33. Meeting a defeated investigator's token gives every possession on it, pass or fail; a pass also advances the elder sign.",
      "34. Tokyo's special destroys a monster you pick anywhere on the board.",
      "35. The physical board, markers and dice, and the author's design notes, are not kept by the app.",
      '36. The omen clock runs green comet, blue, red sun, blue, from the green comet; each turn moves it one space (project ruling).',
      "37. Doom and the elder sign start at the Ancient One's number and count down: doom 0 loses, elder sign 0 wins (project ruling).",
      '38. A task such as RRI is met when the kept dice plus clues cover it (project ruling).',
    ],
  },
];
