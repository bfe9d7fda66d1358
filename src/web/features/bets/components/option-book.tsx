import { useLingui } from '@lingui/react/macro';
import { formatRupees2 } from '@shared/money';
import { cn } from '@/lib/cn';
import { useMyBook } from '@/lib/my-book';

/** '+₹150.00' or '−₹100.00' (a true minus sign): the sign is the point, so a gain carries one too. */
export const signedRupees = (net: number) => `${net < 0 ? '−' : '+'}${formatRupees2(Math.abs(net))}`;

/**
 * The player's book under an option (the exchanges' green and red line): what they net if it wins,
 * from the server's book of the match. Nothing on a market where they have no stake on.
 */
export function OptionBook({
  matchId,
  marketId,
  optionId,
  name,
}: {
  matchId: number;
  marketId: number;
  optionId: number;
  name: string;
}) {
  const { t } = useLingui();
  const { data: book } = useMyBook(matchId);
  const net = book?.get(marketId)?.get(optionId);
  if (net === undefined) return null;
  const amount = signedRupees(net);
  return (
    <p
      data-testid="option-book"
      data-net={net}
      className={cn('text-xs font-bold tabular-nums', net < 0 ? 'text-red-300' : 'text-green-300')}
    >
      <span className="sr-only">{t`If ${name} wins: ${amount}`}</span>
      <span aria-hidden="true">{amount}</span>
    </p>
  );
}
