import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Trophy } from 'lucide-react';
import { CAROUSEL_AUTOPLAY_MS } from '@shared/constants';
import type { DemoWinner } from '@shared/contracts/matches';
import { formatRupees } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useWinners } from '../api/use-winners';
import { relativeTime } from '../lib/relative-time';
import { scrollBySlide, useAutoplay } from './use-autoplay';

/** Re-renders every minute so the relative times stay true. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** Recent Winners: an autoplaying carousel of demo winners, shown on every page. */
export function RecentWinners() {
  const { data: winners, isPending, isPaused, isError } = useWinners();
  const now = useMinuteClock();
  const { t } = useLingui();
  const rowRef = useRef<HTMLDivElement>(null);
  const slidesShown = !isPending && !isError && winners.length > 0;
  const restartAutoplay = useAutoplay(rowRef, slidesShown, CAROUSEL_AUTOPLAY_MS);
  const scroll = (direction: 1 | -1) => {
    if (rowRef.current) scrollBySlide(rowRef.current, direction);
    restartAutoplay();
  };

  return (
    <section aria-labelledby="recent-winners-title" className="border-t border-border bg-brand-900/60">
      <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex items-end justify-between gap-4">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-xl bg-accent/15 text-accent ring-1 ring-accent/30">
              <Trophy className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 id="recent-winners-title" className="text-xl font-extrabold tracking-tight sm:text-2xl">
                <Trans>Recent Winners</Trans>
              </h2>
              <p className="text-sm text-muted-foreground">
                <Trans>Players cashing in on the latest IPL action.</Trans>
              </p>
            </div>
          </div>
          {winners && winners.length > 1 && (
            <div className="hidden gap-2 sm:flex">
              <Button
                variant="outline"
                size="icon"
                aria-label={t`Previous winners`}
                onClick={() => scroll(-1)}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button variant="outline" size="icon" aria-label={t`Next winners`} onClick={() => scroll(1)}>
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>

        {isPending && isPaused ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Recent winners will appear when you are back online.</Trans>
          </p>
        ) : isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner className="size-4" />
            <Trans>Loading recent winners...</Trans>
          </p>
        ) : isError || winners.length === 0 ? (
          // Winner load errors are silent to the user (spec): show the empty text.
          <p className="text-sm text-muted-foreground">
            <Trans>No recent winners yet.</Trans>
          </p>
        ) : (
          <div
            ref={rowRef}
            tabIndex={0}
            aria-label={t`Recent winners`}
            aria-roledescription="carousel"
            className="@container snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl [scrollbar-width:none] focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-scrollbar]:hidden"
          >
            <ul className="-ml-3 flex">
              {winners.map((winner) => (
                <WinnerSlide key={winner.id} winner={winner} now={now} />
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * One winner's card: initials, name, how long ago, and the amount won. As many fit as the row's width
 * allows at about 280 px each (a container query: from 1280 px the bet slip's column takes part of
 * the window).
 */
function WinnerSlide({ winner, now }: { winner: DemoWinner; now: number }) {
  return (
    <li
      aria-roledescription="slide"
      className="min-w-0 shrink-0 grow-0 basis-[85%] pl-3 @min-[560px]:basis-1/2 @min-[840px]:basis-1/3 @min-[1120px]:basis-1/4"
      data-testid="winner-card"
    >
      <div className="flex h-full snap-start items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-lg shadow-black/20">
        <span
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-amber-300 to-accent text-sm font-black text-accent-foreground"
          aria-hidden="true"
          translate="no"
        >
          {initials(winner.name)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold" translate="no">
            {winner.name}
          </p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={winner.wonAt}>{relativeTime(winner.wonAt, now)}</time>
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-[11px] font-semibold tracking-wide text-muted-foreground uppercase">
            <Trans>Won</Trans>
          </p>
          <p className="text-lg font-extrabold text-emerald-300 tabular-nums">
            {formatRupees(winner.amount)}
          </p>
        </div>
      </div>
    </li>
  );
}
