import { RulesSection } from './rules-section';

const RULES: { term: string; rule: string }[] = [
  {
    term: 'The line',
    rule: 'A session asks whether the batting side will have more runs than its line (for example "6 Over Runs · 52.5") at the end of that over, or score more than the line in one over. Yes wins above the line, No at or below it; lines are half-runs, so there is never a tie.',
  },
  {
    term: 'When it settles',
    rule: 'On the ball that decides it, with no wait for the end of the match: when its over is complete, or as soon as the runs pass the line. Winnings are credited at once and the bell tells you.',
  },
  {
    term: 'An innings that ends early',
    rule: "If the side is all out or reaches its target before the session's over, the session settles on the innings' final total. An over that is never bowled is void.",
  },
  {
    term: 'Abandoned matches',
    rule: 'A session not yet decided when a match is abandoned is void, and your stake is returned to your balance.',
  },
  {
    term: 'Suspensions and new lines',
    rule: 'Sessions are suspended for a moment around wickets and boundaries, and close when their result is all but certain. When the price runs away from a line, a new line opens in its place; a bet already placed keeps the line it was taken at.',
  },
];

/** The session rules of the help page: what a line means, when it settles, and when it is void. */
export function SessionRules() {
  return <RulesSection id="session-rules-title" title="Session Rules" rules={RULES} />;
}
