import { createContext, use, useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import type { LiveMatch } from '@/lib/live-odds';
import { useMediaQuery } from '@/lib/use-media-query';
import { MarketTabs } from './market-tabs';

/** From this width a list of matches and the open match's markets stand side by side. */
const SIDE_BY_SIDE_QUERY = '(min-width: 1024px)';

/** The board a match card sits on when its markets open beside the list: which match is open, and the panel's id. */
type OpenMatch = { openId: number | null; panelId: string; open: (id: number | null) => void };

const OpenMatchContext = createContext<OpenMatch | null>(null);

/** The board's open match, or null where a card opens its markets inline (narrow screens, home). */
export function useOpenMatch() {
  return use(OpenMatchContext);
}

/**
 * A list of matches (children) and, from 1024 px, the open match's markets beside it: the first match
 * until the player opens another ('All markets' or a tap on one of its prices). Narrower, each card
 * opens its markets inline.
 */
export function MatchBoard({ matches, children }: { matches: LiveMatch[]; children: ReactNode }) {
  const wide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const panelId = useId();
  const openId = chosen === undefined ? (matches[0]?.id ?? null) : chosen;
  const open = matches.find((m) => m.id === openId);
  if (!wide) return children;
  return (
    <OpenMatchContext value={{ openId, panelId, open: setChosen }}>
      <div className="grid grid-cols-[minmax(0,5fr)_minmax(0,7fr)] items-start gap-6">
        <div className="min-w-0">{children}</div>
        <div id={panelId} className="sticky top-20 min-w-0">
          {open && <OpenMatchMarkets key={open.id} match={open} />}
        </div>
      </div>
    </OpenMatchContext>
  );
}

function OpenMatchMarkets({ match }: { match: LiveMatch }) {
  const cricketText = useCricketText();
  const { t } = useLingui();
  const title = cricketText(`${match.homeTeam.name} vs ${match.awayTeam.name}`);
  return (
    <Card
      role="region"
      aria-label={t`${title}: all markets`}
      className="max-h-[calc(100dvh-6rem)] gap-3 overflow-y-auto p-4"
      data-testid="open-match"
    >
      <p className="text-lg font-bold">{title}</p>
      <MarketTabs match={match} />
    </Card>
  );
}
