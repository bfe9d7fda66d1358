import { msg } from '@lingui/core/macro';
import { RulesSection, type Rule } from './rules-section';

const RULES: Rule[] = [
  {
    term: msg`The line`,
    rule: msg`A session asks whether the batting side will have more runs than its line at the end of that over (for example "GT 6 over runs · 52.5": GT's total after 6 overs), or score more than the line in that over alone ("Only over 7 runs GT · 8.5"). Yes wins above the line, No at or below it; lines are half-runs, so there is never a tie.`,
  },
  {
    term: msg`When it settles`,
    rule: msg`On the ball that decides it, with no wait for the end of the match: when its over is complete, or as soon as the runs pass the line. Winnings are credited at once and the bell tells you.`,
  },
  {
    term: msg`An innings that ends early`,
    rule: msg`If the side is all out or reaches its target before the session's over, the session settles on the innings' final total. An over that is never bowled is void.`,
  },
  {
    term: msg`Abandoned matches`,
    rule: msg`A session not yet decided when a match is abandoned is void, and your stake is returned to your balance.`,
  },
  {
    term: msg`Suspensions and new lines`,
    rule: msg`Sessions are suspended for a moment around wickets and boundaries, and close when their result is all but certain. When the price runs away from a line, a new line opens in its place; a bet already placed keeps the line it was taken at.`,
  },
];

/** The session rules of the help page: what a line means, when it settles, and when it is void. */
export function SessionRules() {
  return <RulesSection id="session-rules-title" title={msg`Session Rules`} rules={RULES} />;
}
