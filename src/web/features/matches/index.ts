// The matches feature's public surface.
export { HomeLiveMatches, HomeUpcomingMatches } from './components/home-matches';
export { MatchBetsSlotContext } from './components/match-bets-slot';
export { SlipActionContext, type SlipAction } from './components/slip-action';
