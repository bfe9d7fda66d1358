import { useLingui } from '@lingui/react/macro';
import { useMyBets } from '../api/get-my-bets';
import { CompactCashOut } from './cash-out-offer';

/**
 * The match card's cash-out offers: one line for each of the player's pending bets on the match that
 * has an offer. Reads My Bets' own list, which the live stream keeps priced.
 */
export function MatchCashOuts({ matchId }: { matchId: number }) {
  const { t } = useLingui();
  const { data: bets } = useMyBets('active');
  const onMatch = (bets ?? []).filter((bet) => bet.matchId === matchId && bet.cashOut);
  if (onMatch.length === 0) return null;
  return (
    <section
      aria-label={t`Your bets on this match`}
      className="grid gap-2 rounded-lg border border-accent/25 bg-accent/5 p-3"
      data-testid="match-cash-outs"
    >
      {onMatch.map((bet) => (
        <CompactCashOut key={bet.id} bet={bet} />
      ))}
    </section>
  );
}
