import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AlertTriangle, Lock } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import type { LiveMatch } from '@/lib/live-odds';
import { displayMarkets } from '../lib/display-markets';
import { isSession } from '../lib/session-markets';
import { BetDelayHint } from './bet-delay-hint';
import { MarketPrices } from './market-prices';
import { SessionsPanel } from './sessions-panel';

function Notice({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'error' }) {
  return (
    <p
      className={
        tone === 'error'
          ? 'flex items-center gap-2 rounded-lg bg-red-500/10 px-3 py-3 text-sm text-red-300 ring-1 ring-red-500/25'
          : 'rounded-lg bg-muted/60 px-3 py-3 text-center text-sm text-muted-foreground'
      }
    >
      {tone === 'error' && <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />}
      {children}
    </p>
  );
}

/** One tab per whole-match market (first selected), each a row of price buttons, then one for sessions. */
export function MarketTabs({ match }: { match: LiveMatch }) {
  const { t } = useLingui();
  const cricketText = useCricketText();
  if (match.marketsError)
    return (
      <Notice tone="error">
        <Trans>Error loading betting markets. Please try again later.</Trans>
      </Notice>
    );
  const shown = displayMarkets(match);
  const markets = shown.filter((m) => !isSession(m));
  const sessions = shown.filter(isSession);
  if (markets.length + sessions.length === 0)
    return (
      <Notice>
        <Trans>No betting markets available for this match.</Trans>
      </Notice>
    );

  return (
    <Tabs defaultValue={markets[0] ? String(markets[0].id) : 'sessions'} className="gap-3">
      <TabsList aria-label={t`Betting markets`} className="w-full justify-start sm:w-fit">
        {markets.map((market) => (
          <TabsTrigger key={market.id} value={String(market.id)} className="flex-none px-3">
            {cricketText(market.name)}
            {market.status === 'SUSPENDED' && <Lock className="text-amber-300" aria-label={t`suspended`} />}
          </TabsTrigger>
        ))}
        {sessions.length > 0 && (
          <TabsTrigger value="sessions" className="flex-none px-3">
            <Trans>Sessions</Trans>
          </TabsTrigger>
        )}
      </TabsList>
      {markets.map((market) => (
        <TabsContent key={market.id} value={String(market.id)} className="grid gap-2">
          <BetDelayHint markets={[market]} className="justify-self-end" />
          <MarketPrices match={match} market={market} />
        </TabsContent>
      ))}
      {sessions.length > 0 && (
        <TabsContent value="sessions">
          <SessionsPanel match={match} markets={sessions} />
        </TabsContent>
      )}
    </Tabs>
  );
}
