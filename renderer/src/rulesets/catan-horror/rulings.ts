/**
 * Catan Horror's numbered rulings (docs/rulings/catan-horror.md, same numbers and words): what the app
 * decided where seed 002 and shared/rulings.md are silent or contradict themselves. Shown in the
 * rules reference ("Our rulings").
 */
export const CATAN_HORROR_RULINGS: readonly (readonly [number, string])[] = [
  [
    1,
    'Places are names. Knights, monsters, towns and gates stand at place names you give ("Ann City", "Gate 9", "the bridge"); the same name (case and spaces ignored) is the same location. A town\'s name is its location; a gate\'s name is where its monsters appear.',
  ],
  [
    2,
    'Production chits: you enter how many hexes show each number (options chits3 … chits11; default a standard board whose 2 and 12 became a 4 and a 10). A hex under an open gate or sealed with an elder sign does not count; a closed gate frees its hex.',
  ],
  [
    3,
    'Which hex: when several free hexes show the rolled number, a die with one face per hex picks it, counted in reading order (top-left first). A set-up gate roll whose number has no free hex is rolled again, like 2, 6, 7, 8 and 12.',
  ],
  [
    4,
    'Monster surge: a gate-location roll of 2, 7 or 12 (no chit shows them) or of a number whose hexes are all covered is a monster surge.',
  ],
  [
    5,
    "Monsters from the cup are drawn by the table; the app asks which came out and refuses (asking for a redraw) a special-movement (green) monster unless the option allows it, a monster too weak for a mad city or metropolis, or a kind whose cup count is all out (on the board, on a mad town's card or kept as trophies).",
  ],
  [
    6,
    "Monster movement: the app rolls one die per monster and per mad knight (4+, fast 3+, stationary never); you move the figures following the seed's sight rules and report each new place. A move is accepted only for a figure whose roll let it move this monster turn, once; a fast monster's two intersections are one report.",
  ],
  [
    7,
    "Madness lasts 5 − strength turns (Basic 4, Strong 3, Mighty 2, General 1) as our shared rulings fix it; the draft's own example (3/2/1) contradicts its formula. The countdown ticks at the end of every monster turn, not in the turn the knight went mad; on recovery all sanity damage is cleared.",
  ],
  [
    8,
    "Mad knights are foes of every sane knight at their place, with awareness 0; hits on a mad knight are knight damage (demotion or death) and give no trophy. A mad player's knights stay mad while their player is.",
  ],
  [
    9,
    "Hide without a monster present still rolls (awareness 0). Against several monsters the worst (lowest) awareness applies. A squad hides with its strongest member's strength.",
  ],
  [
    10,
    "A monster's attack is split among the knights in the fight as the current player decides, in whole points. Each share is at most what that knight can take through all his demotions. Every point lands, unless a share kills its knight: what is left is then lost, never spilling over (the seed's 4-strength monster killing a Basic knight deals 1, the other 3 are lost). City walls may take the whole blow instead.",
  ],
  [
    11,
    'In a squad no knight is killed while a member of lower rank lives (a stronger one may be hurt); a split that kills both lands on the weaker first.',
  ],
  [12, 'A squad left with one member breaks up (a one-knight squad is just a knight).'],
  [
    13,
    "A General demotes to Mighty on its own (Mighty) piece, so it needs no free Mighty piece. It is raised only with the Fortress (a per-player switch you set), on a sane city of the player's (an assaulted city is sane); at most one, and never alongside two Mighty knights.",
  ],
  [
    14,
    'Knights are "still promoted" as in Cities & Knights: a Strong knight becomes Mighty only with the Fortress city improvement, and only with a free Mighty piece. Promotion is a build, so others promote in the wrap-up\'s special building phase.',
  ],
  [
    15,
    "Weapons: Basic knights physical, Strong magical; Mighty knights and Generals use whichever is better against the monster (the app picks it). Resistance halves a knight's strength, immunity makes it 0; a group adds halves, then rounds down.",
  ],
  [16, 'Pieces per rank and colour default to 2 (Cities & Knights); recruits waiting to appear hold a Basic piece.'],
  [17, 'Lone knights at a place may band together against one monster; a squad fights as its own group.'],
  [
    18,
    'Squad dice: the squad rolls strength + members first; then you pick the order it takes the monsters on. For each monster in turn the app spends the lowest non-hitting dice to overcome its combat strength, then hits to damage it (as many kills as any hand allocation). The chance shown is that some order kills them all. Resistance or immunity costs the squad as many more dice as its members lose in strength.',
  ],
  [
    19,
    "The seed's squad example calls 2 Basic + Strong + Mighty \"combat strength 10\"; by the member rule that squad has 7 + 4 = 11. The app's test reproduces the example's 10 dice with a Mighty and two Strong knights (7 + 3 = 10).",
  ],
  [
    20,
    'Order of combat: in step 1 the monsters strike first, then the knights may strike back (no minimum die). With the Attack action (step 3) the knights strike first with at least one die, and the monsters at that place strike back before the step ends — only there: a knight that attacked elsewhere or in step 1 draws no strike where it goes next. Each knight attacks once a turn; each monster strikes once.',
  ],
  [
    21,
    'Start of the turn: the Hide action is a knight action, taken in step 3. At the start of a turn (step 1) hidden knights beside a monster make their Hide check; a knight not already hidden cannot hide now (it fights).',
  ],
  [
    22,
    'Mad and invaded towns: an invaded town draws nothing and counts for no victory points; a mad town draws resources only for a mad player (who builds monsters with them) and counts for no points. The production roll names them and the victory claim lists them.',
  ],
  [23, 'Hits land on 4+ only for knights at a town whose state is "assaulted"; otherwise 5+.'],
  [
    24,
    "Found in step 3: a Hide action that fails where a monster stands leaves the knight unhidden; the fight comes at the player's next step 1 (monsters strike first), unless the knights take the Attack action before then.",
  ],
  [
    25,
    'Town thresholds are reached, not passed, and each kind counts apart: a settlement goes mad at 5 horror and falls at 5 structural ("a total of 5" of either); a city goes mad at 10 horror, is reduced at 10 structural; a metropolis mad at 20, reduced at 15. After each damage the structural limit is tested first (reduction or fall), then horror against the (new) limit; a settlement reaching both at once falls.',
  ],
  [26, 'A city reduced to a settlement loses its walls (walls need a city).'],
  [
    27,
    'Assaulted or invaded: a monster at a town with a defender (an unhidden sane knight of any colour, or walls) assaults it, and the town stays sane; with none it invades. An invaded town stays invaded until every monster there is gone. Mad and destroyed towns are ignored.',
  ],
  [
    28,
    "A monster entering a sane or assaulted town: every sane knight there, of any colour (a squad as one), answers before anything else — fight (stays unhidden, a defender), hide (turned hidden at once, no roll or action; a Hide check with the town's +1 as soon as the town is invaded) or flee (to the adjacent place you name, no check, no action). Only then is the town assaulted or invaded. A hider found fights at its owner's next step 1.",
  ],
  [
    29,
    "An assaulting monster strikes at its town's owner's step 1 (\"at the start of each turn\"), at that player's knights there or at the walls, which cancel the blow. Nightmarish and overwhelming damage comes in the monster turn's step 2, all monsters' together; walls cannot stop it and are given up when the town takes structural damage with no other defence. With no defence left the town is invaded at once.",
  ],
  [30, 'Killed monsters stay out of the cup as trophies; a trophy spent on a check or on a clue goes back to the cup.'],
  [
    31,
    "Invaders deal their damage together: each monster turn an invaded town takes the sum of all its invaders' horror and combat damage at once, so the result never depends on the order the monsters are listed.",
  ],
  [
    32,
    'A mad town cannot be calmed ("beyond saving") but can be repaired and razed. Razing needs a check for a mad town, another colour\'s town or an invaded town.',
  ],
  [
    33,
    "Gate damage = attacking strength (a squad's strengths summed, no member bonus) + the gate token's printed modifier, never below 0; at 10 it closes. Only then may the closer seal it with a clue (or buy one from trophies first).",
  ],
  [
    34,
    "The points victory is declared by the table (the app does not count Catan points) at any step of the claimant's game turn (combat, production, build, the monster turn and the wrap-up), once the question the table is answering is settled; refused for mad or fallen players and for anyone but the player whose turn it is.",
  ],
  [
    35,
    'Judging players after every step: all of a player\'s towns and knights mad → a mad player, who takes over the other mad towns no mad player holds. A player who controls no town (an invaded town is no longer his) and has no sane knight and no recruit waiting is wiped out: out of the game, or mad with the "dead players become mad" option.',
  ],
  [
    36,
    'Starting mad (option): the players chosen when the game begins start mad — any number, as long as one begins sane; their towns are mad towns and their knights are mad.',
  ],
  [
    37,
    "Mad players and gates: while a mad player is in the game, a new gate's hex (when several show the number) is chosen by the mad player, who may pay 1 wheat to roll the location again, once per gate, before the token is placed (not during set-up).",
  ],
  [
    38,
    "Mad players' monsters are built on a mad town's card: one at a time per town, taken from the cup (the app checks the count), one build (2 wool, 1 grain, 1 lumber, paid at the table) per point of toughness; a finished monster appears at that town in the next monster production step.",
  ],
  [
    39,
    "Several mad players divide their mad towns as they agree: any mad player's mad town can be handed to another mad player (an event in the history). Card trades stay at the table; barrels, which the app keeps, are traded only between two mad players or two sane ones (mad players can not trade with sane players).",
  ],
  [
    40,
    "Monster control: the mad players choose where the moving monsters go and may ignore the usual movement rules (the move prompt names them); whether a monster moves still follows its roll. A mad player's own mad knights are fully controlled: they move without a roll.",
  ],
  [
    41,
    'Endings are checked after every step: no sane player left → the mad players win (they have wiped the others off the map, even when every town left standing is theirs and mad), or all have fallen if there is no mad player; every standing town mad while a sane player remains → Catan has fallen, all lose; no mad town, no open gate, no monster or mad knight → the Settlers win.',
  ],
  [
    42,
    "A metropolis reduced to a city may be rebuilt by any player, in place: the town stays its owner's; the rebuilder pays 4 of the commodity, 5 if the owner built the last city improvement (paid at the table; the app records who rebuilt it). Like any build, the rebuilder needs a sane town of his own to connect it to (002:419), so a mad player cannot rebuild one.",
  ],
  [
    43,
    'Evasive monsters (a library flag you can set): a knight leaves one without a Hide check; it is left out of every fight until found. Finding it is a knight action with the Hide method (d6 + strength + its awareness + 1 in a town, 5+); found, it can be fought for the rest of the turn.',
  ],
  [
    44,
    "Flying, aquatic, stalker and fast monsters, rivers and Seafarers: you move the figures, so the app names each monster's movement with its move (fast two intersections, flying to the closest town seen or not, aquatic over water, stalker to the closest knight); river and shipping-line crossings are yours to follow on the board.",
  ],
  [
    45,
    'Set-up limits: each player enters one settlement and one city (no metropolis); only the city gets the free wall. The game begins once every player has a city (the Basic knight and the walls go there).',
  ],
  [
    46,
    "Drunkards house rule (option): doubles are the red and yellow dice only; the event die never counts. The festival follows the production roll at once, as an automatic consequence in the history; on a double 1 or 6 it comes before the new gate's location roll.",
  ],
  [
    47,
    'Drunkards house rule: building a barrel (1 grain + 1 lumber, paid on the board) takes no knight action — the current player in step 3, the other players in the wrap-up (ruling 52); trading is between the player whose turn it is and another player; gifting and drinking are allowed at any time once the game has begun. Fallen players neither deal in barrels nor take part in festivals; mad players do both, but trade barrels only with mad players.',
  ],
  [
    48,
    'Drunkards house rule: victory points from barrels (1 per 2) are shown on the barrels panel and tracker; the table adds them to its score. Switching the option on mid-campaign starts everyone at 0 barrels; switching it off hides the barrels and stops festivals.',
  ],
  [
    49,
    'A new gate the table does not name is called "Gate N" ("Gate N (h)" when several hexes show N); when an open gate already has that name, the next free "#2", "#3"… is added, so the default is never refused. The gate token\'s form shows the name it will get.',
  ],
  [
    50,
    'A monster whose combat damage is 0 (Nightgaunt, Dimensional Shambler) deals nothing when it strikes, so the app asks no strike of it: the combat step can end, and knights attack it without waiting for a strike.',
  ],
  [
    51,
    'Places are entities: the app knows the campaign\'s places (towns, gates, and every place a knight or monster has stood). Where a knight moves or flees and where a monster moves is picked from them (a box you can type in, with the list); a name not on the board is accepted only when you tick "A new place". A name within 2 letters of a known place (any case), unticked, is refused with "Did you mean …?" next to the field, so "Arkam" never parts a monster from the knights in Arkham. A known place typed in another case is recorded in its own spelling.',
  ],
  [
    52,
    'Special building phase (002:369: any player may build "during the Wrap Up of each other player"): in a player\'s wrap-up the other players still in the game build — settlements, promotions, walls, upgrades, Generals, clues, barrels and a mad player\'s monsters; the player whose wrap-up it is built in his own step 3 and builds nothing then. Campaigns recorded before version 4 keep such builds as played.',
  ],
  [
    53,
    "Unhiding (002:451 \"at any point during the controlling player's turn\") is free — no knight action, even with none left — in the steps of that player's own turn: the combat step, the production step and the build/trade/knight-action step, once the question the table is answering is settled; not in the monster turn or the wrap-up, and never another player's knight.",
  ],
];
