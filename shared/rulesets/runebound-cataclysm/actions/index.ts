/** The Cataclysm's actions, each declared once (engine v2): set-up, then the hero's turn. */
export { chooseQuestCounter, drawCataclysm, placeHero, setupDone } from './setup';
export { attemptCurse, claimQuest, curseResult, endTurn, marketStep, trade } from './turn';
