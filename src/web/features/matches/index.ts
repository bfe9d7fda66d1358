// The matches feature's public surface.
export { HomeLiveMatches, HomeUpcomingMatches } from './components/home-matches';
export { MatchBetsSlotContext } from './components/match-bets-slot';
export { OptionBookSlotContext, type OptionBookPick } from './components/option-book-slot';
export { SlipActionContext, type SlipAction } from './components/slip-action';
