import { Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RouteErrorBoundary } from '@/lib/routing/route-error-boundary';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useMediaQuery } from '@/lib/use-media-query';
import { BetSlipColumnPanel } from './bet-slip-sheet-loader';
import { SLIP_COLUMN_QUERY } from './slip-column-query';

/**
 * From 1280 px the bet slip is a column of its own at the right of every player page, always open, as
 * exchange and sportsbook desktops have it: a pick appears in it as it is tapped, and the page keeps its
 * place. It stays under the header as the page scrolls. It takes its width in the first render (the
 * app renders in the browser, which knows its width), and its code (with zod, for the stakes) loads once
 * the page's first content is on the screen; narrower, the slip is a sheet (BetSlipOverlay). If its code
 * fails to load, or it throws, the column says so and the page stays; the next page tries again.
 */
export function BetSlipColumn() {
  const { t } = useLingui();
  const shown = useMediaQuery(SLIP_COLUMN_QUERY);
  const painted = useAfterFirstPaint();
  const loading = (
    <div className="flex flex-1 items-center justify-center">
      <Spinner label={t`Loading bet slip`} className="size-8 text-indigo-300" />
    </div>
  );
  if (!shown) return null;
  return (
    <aside
      aria-label={t`Bet Slip`}
      data-testid="bet-slip"
      className="w-[360px] shrink-0 border-l border-border bg-popover/60 2xl:w-[400px]"
    >
      <div className="sticky top-16 flex h-[calc(100dvh-4rem)] flex-col">
        {painted ? (
          <RouteErrorBoundary fallback={<SlipColumnFailed />}>
            <Suspense fallback={loading}>
              <BetSlipColumnPanel />
            </Suspense>
          </RouteErrorBoundary>
        ) : (
          loading
        )}
      </div>
    </aside>
  );
}

/** The column's slip in place of one whose code failed to load (offline, or a deploy replaced it). */
function SlipColumnFailed() {
  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
      <TriangleAlert className="size-6 text-red-300" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">
        <Trans>The bet slip could not load.</Trans>
      </p>
      <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
        <Trans>Try Again</Trans>
      </Button>
    </div>
  );
}
