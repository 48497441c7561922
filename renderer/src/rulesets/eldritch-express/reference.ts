/** A short rules reference for Eldritch Express, in our own words, with the app's rulings. */
export const reference: readonly { heading: string; paragraphs: readonly string[] }[] = [
  { heading: 'Goal', paragraphs: [
    'Doom and the elder sign track both start at the Ancient One\'s number (Cthulhu 11, Shub-Niggurath 10, Azathoth 12) and count down. Elder signs at 0: the table wins. Doom at 0: the table loses.',
  ] },
  { heading: 'Set-up (the app rolls)', paragraphs: [
    'Omen clock on the green comet. A d6 places a gate with one monster; a d6 places a clue (rolled again if it matches the gate); a d6 each for the expedition and the mystery (front up). Each player takes an investigator at full health and sanity, in their start region, with their starting assets. The Ancient One and the first player are chosen at random.',
  ] },
  { heading: 'A turn', paragraphs: [
    '1 Upkeep: a delayed investigator stands up and loses the turn; one lost in time and space rolls a d6 to come back. Hide (lose the turn, meet no monster) unless a No Hiding monster is there, or assign to an encounter of the region or to its city (which refreshes exhausted items).',
    '2 Fight every monster in the region at once: lose sanity equal to their total horror, deal your physical and magical damage (resistances ignore the first points of their type, "immune" ignores all), then lose health equal to the survivors\' strength. Three losses may become one injury or madness. Spells cost 1 sanity each.',
    '3 Action dice: roll 5 (6 blessed, 4 cursed). Set aside at least one die each roll — at least one threat if any show, except in a city — and re-roll the rest, until all are set aside. Then abilities, artifacts or allies (one a turn) may change dice. Or, instead of rolling, drop clues on the rumor in your region.',
    '4 Threats: each health threat costs 1 health, each sanity threat 1 sanity, nothing in a city; three of a kind may become an injury or madness.',
    '5 Encounter: the research (R) and investigation (I) dice set aside, plus clues (each adds an R or an I), must cover the task, e.g. RRI. The tray shows which letters are met and what is missing.',
    '6 Rest: each rest die heals 1 health or 1 sanity; in a city 1 of each, and three rest dice may remove a condition. 7 Clues: each unused pair of investigation or research dice picks up a clue lying in the region. 8 Move one region per travel die (diagonals count as one); shipping an asset costs 1 travel die plus 1 per region between.',
    '9 Omen clock: advance one space. Green comet: doom −1; reaching the rumor\'s marker discards the rumor and the elder sign regresses. Blue: mythos dice — first die opens a gate with two monsters (an open gate gets two more monsters, a sealed one is removed), second die places a clue, doubles bring a rumor four spaces ahead of doom (or push an existing rumor\'s marker one closer). Flying monsters in a guarded gate stack with nobody there fly one step toward an investigator. Red sun: the Ancient One\'s effect.',
  ] },
  { heading: 'Encounters', paragraphs: [
    'Gate: pass — sealed, elder sign +1; fail — a condition, lost in time and space and delayed. Expedition: pass — an artifact; fail — a condition; it then moves to another region. Mystery front: pass — flipped and moved to a diagonal region (odd west, even east). Mystery back (task plus I and R): pass — elder sign +2 and a new mystery; fail — a condition. City: an item per two I, a spell per two R, the city\'s special on three of a kind. Defeated investigator: pass — elder sign +1; either way you take their possessions and the token leaves.',
  ] },
  { heading: 'Defeat', paragraphs: [
    'At 0 health or sanity an investigator lies face down in the region with their possessions, the elder sign regresses by 1, and the player takes a new investigator (a defeated one never returns). With none left, the player is out; with every player out, the game is lost.',
  ] },
  { heading: 'Odds', paragraphs: [
    'Before the action dice and at every set-aside, the app shows the exact chance that the dice still to roll, played as well as possible with the re-roll loop, plus the clues you hold, meet the task. Abilities, artifacts and allies are not counted.',
  ] },
  { heading: 'The app\'s rulings (where the draft is silent)', paragraphs: [
    'The map: regions 1-6 in three columns of two, north over south — 1 North America, 2 South America | 3 Europe, 4 Africa | 5 Asia, 6 Australia. Diagonal neighbours count as one step; the world does not wrap. A mystery with no diagonal on the rolled side goes to the other one.',
    'Random draws: the app rolls a die over the cards or monsters left; or name the card the table drew. Discarded cards and destroyed monsters go straight back to their deck or pool. Conditions gained on a failure are drawn from the injuries, madnesses and Cursed (never Blessed), skipping ones already held.',
    'Blessed and Cursed cancel each other. Three threats of a kind or three losses in a fight trade for one condition; the rest is still lost. A lost turn (delayed, hiding, rumor, defeat) still ends with the omen clock (house rule). Clue pairs are two of the same face (house rule).',
    'Shub-Niggurath\'s red sun rolls the two mythos dice once per investigator. Starting spells do not trigger Dexter Drake\'s second spell; Joe Diamond gains one extra clue each time he gains clues. Weapons and artifacts with both physical and magical damage deal both. Lily Chen\'s and Dexter Drake\'s +1 damage count even without a weapon.',
    'Possessions with their own effect (clue books, Puzzle Box, Cross, Necronomicon, Nameless Cults, Heal, Cloud Memory, Astral Travel) are used from the prompter; spells cost 1 sanity, are kept and work once a turn; Heal and Cloud Memory may help another investigator in the same region. Back Injury (the draft: "cannot carry items, or only 1") allows one item: gained while carrying more, the player chooses the one to keep and the rest are discarded; a new item is refused while one is held.',
    'Dropping clues on a rumor needs the investigator in the rumor\'s region. A nightgaunt that survives a fight delays the investigator (the next turn is lost). Flying monsters of one stack fly together; with no investigator next to them they fly to a random neighbour.',
  ] },
];
