import { useLingui } from '@lingui/react/macro';
import { Timer } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { LiveMarket } from '@/lib/live-odds';

/**
 * How long an in-play bet on these markets waits before it is placed (the longest of theirs), as
 * exchange panels show it beside a market; nothing before the match, when bets do not wait.
 */
export function BetDelayHint({ markets, className }: { markets: LiveMarket[]; className?: string }) {
  const { t } = useLingui();
  const seconds = Math.max(0, ...markets.map((market) => market.betDelaySeconds));
  if (seconds === 0) return null;
  return (
    <p
      className={cn('inline-flex items-center gap-1 text-xs text-muted-foreground tabular-nums', className)}
      data-testid="bet-delay-hint"
    >
      <Timer className="size-3.5 shrink-0" aria-hidden="true" />
      {t`Bet delay: ${seconds} s`}
    </p>
  );
}
