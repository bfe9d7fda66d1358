import type { PendingMatch } from '@shared/contracts/admin';
import type { Bet } from '@shared/contracts/bets';
import type { Transaction } from '@shared/contracts/wallet';
import type { Team } from '@shared/contracts/matches';
import type { Me } from '@shared/contracts/me';
import type { SlipSelection } from '@/lib/slip-selection';
import type { LiveMarket, LiveMatch } from '@/lib/live-odds';

/** The signed-in player of the web tests. */
export const testPlayer: Me = {
  id: 'u1',
  name: 'Rohit Sharma',
  email: 'rohit@example.com',
  phone: '9876543210',
  balance: 10000,
  balanceVersion: 1,
  isAdmin: false,
  createdAt: '2024-06-01T00:00:00.000Z',
  bettingBreak: null,
  locale: null,
};

/** ₹500 on Mumbai Indians at 1.90 to win: the selection shared by testBet and testSlipEntry. */
const mumbaiToWin = {
  marketId: 10,
  optionId: 100,
  homeTeam: 'Mumbai Indians',
  awayTeam: 'Chennai Super Kings',
  marketName: 'Match Winner',
  optionName: 'Mumbai Indians',
  side: 'BACK' as const,
  odds: 1.9,
  amount: 500,
};

/** A pending bet on `mumbaiToWin` in match 7. */
export const testBet = (over: Partial<Bet> = {}): Bet => ({
  id: 'bet-1',
  matchId: 7,
  ...mumbaiToWin,
  liability: 500,
  line: null,
  askedOdds: null,
  potentialPayout: 950,
  status: 'PENDING',
  result: null,
  placedAt: '2025-04-01T10:00:00.000Z',
  settledAt: null,
  payout: 0,
  cashedOutStake: 0,
  cashedOutAmount: 0,
  autoCashOutTarget: null,
  cashOut: null,
  ...over,
});

/** A bet-slip pick of `mumbaiToWin` in match 1 (entry id '1-10-100'). */
export const testSlipEntry = (over: Partial<SlipSelection> = {}): SlipSelection => ({
  matchId: 1,
  ...mumbaiToWin,
  ...over,
});

/** A completed ₹500 bet debit: Mumbai Indians to win MI vs CSK. */
export const testTransaction = (over: Partial<Transaction> = {}): Transaction => ({
  id: 't1',
  type: 'BET_PLACED',
  amount: -500,
  status: 'COMPLETED',
  createdAt: '2025-04-01T10:00:00.000Z',
  betId: 'bet-1',
  bet: {
    matchId: 1,
    homeTeam: 'MI',
    awayTeam: 'CSK',
    market: 'Match Winner',
    optionName: 'Mumbai Indians',
    line: null,
    side: 'BACK',
    stake: 500,
  },
  metadata: {},
  ...over,
});

const testTeam = (id: number, name: string, shortName: string): Team => ({
  id,
  name,
  shortName,
  logoPath: `/api/team-logos/${shortName}.svg`,
  primaryColor: '#004BA0',
  secondaryColor: '#D1AB3E',
  homeVenue: null,
  city: null,
});

/** An open Match Winner market (id 10) with Mumbai Indians (option 100) at 1.80. */
export const testMarket = (over: Partial<LiveMarket> = {}): LiveMarket => ({
  id: 10,
  name: 'Match Winner',
  kind: 'MATCH_WINNER',
  isToss: false,
  status: 'OPEN',
  line: null,
  innings: null,
  overs: null,
  closedReason: null,
  betDelaySeconds: 0,
  options: [{ id: 100, name: 'Mumbai Indians', odds: 1.8, layOdds: null }],
  ...over,
});

/** Match 1, Mumbai Indians v Chennai Super Kings, live with no score yet, holding `testMarket()`. */
export const testMatch = (over: Partial<LiveMatch> = {}): LiveMatch => ({
  id: 1,
  homeTeam: testTeam(1, 'Mumbai Indians', 'MI'),
  awayTeam: testTeam(2, 'Chennai Super Kings', 'CSK'),
  date: '2026-11-23T14:00:00.000Z',
  venue: 'Wankhede Stadium',
  status: 'LIVE',
  inningsStatus: null,
  currentOver: 0,
  homeScore: { runs: 0, wickets: 0, overs: 0 },
  awayScore: { runs: 0, wickets: 0, overs: 0 },
  tossWinner: null,
  winner: null,
  resultText: null,
  markets: [testMarket()],
  ...over,
});

/** A completed match waiting for settlement, the feed naming the home team (#id). */
export const testPendingMatch = (id: number, over: Partial<PendingMatch> = {}): PendingMatch => ({
  id,
  homeTeam: 'Mumbai Indians',
  awayTeam: 'Punjab Kings',
  date: '2026-04-01T14:00:00.000Z',
  homeScore: '180/5 (20)',
  awayScore: '170/8 (20)',
  venue: null,
  resultText: 'Mumbai Indians won by 10 runs',
  suggestedWinner: 'Mumbai Indians',
  pendingBets: 0,
  totalStake: 0,
  payoutIfHomeWins: 0,
  payoutIfAwayWins: 0,
  feedAgrees: true,
  ...over,
});
