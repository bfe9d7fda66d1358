/**
 * Whether the feed's result of a completed match can settle it without an operator choosing: the feed
 * has recorded a winner (matches.winner_team_id), and its result text, when it has one, names that
 * winner ('Gujarat Titans won by 6 wickets', 'Match tied (Gujarat Titans won the Super Over)'). A
 * result text that names only the other team means the feed contradicts itself, so an operator decides.
 */
export type FeedVerdict = { agrees: true; winner: string } | { agrees: false; reason: string };

export function feedVerdict(match: { winner: string | null; resultText: string | null }): FeedVerdict {
  const { winner, resultText } = match;
  if (!winner) return { agrees: false, reason: 'The feed has not recorded a winner' };
  if (resultText && !resultText.toLowerCase().includes(winner.toLowerCase()))
    return {
      agrees: false,
      reason: `The feed records ${winner} as the winner, but its result reads "${resultText}"`,
    };
  return { agrees: true, winner };
}
