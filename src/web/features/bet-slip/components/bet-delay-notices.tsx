import { useEffect, useState } from 'react';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Timer } from 'lucide-react';
import { cn } from '@/lib/cn';
import { delayCountdown } from '../lib/bet-delay';
import type { DelayRefusal, SlipPlacing } from '../types';
import { delayRefusalText } from './delay-refusal-text';

/** How often the countdown redraws: often enough that its bar runs smoothly and its seconds on time. */
const TICK_MS = 200;

/** The time now, redrawn every tick while the caller is on screen. */
function useNow() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A slip sent in play, waiting out its delay: the seconds left with a bar, then, once they have run and
 * the answer has not come (the server waits for the next feed sync), that the latest ball is checked.
 * Not a live region: the seconds would be read out one by one (Place Bets says that the slip is placing).
 */
export function DelayCountdown({ placing }: { placing: SlipPlacing }) {
  const { t } = useLingui();
  const { secondsLeft, shareLeft } = delayCountdown(placing, useNow());
  const checking = secondsLeft === 0;
  const status = checking ? t`Checking the latest ball…` : t`In-play delay: ${secondsLeft} s`;
  return (
    <div
      className="grid gap-2 rounded-lg bg-indigo-500/10 px-3 py-2.5 ring-1 ring-indigo-400/30"
      data-testid="bet-delay"
    >
      <p className="flex items-center gap-1.5 text-sm font-semibold text-indigo-100 tabular-nums">
        <Timer className="size-4 shrink-0 text-indigo-300" aria-hidden="true" />
        {status}
      </p>
      <div
        role="progressbar"
        aria-label={t`In-play delay`}
        aria-valuemin={0}
        aria-valuemax={placing.delaySeconds}
        aria-valuenow={secondsLeft}
        aria-valuetext={status}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full',
            checking
              ? 'w-full bg-indigo-400/50 motion-safe:animate-pulse'
              : 'bg-accent transition-[width] duration-200 ease-linear',
          )}
          style={checking ? undefined : { width: `${shareLeft * 100}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>
          In-play bets wait a few seconds, so that nobody can bet on a ball already bowled. Your stake is held
          until then.
        </Trans>
      </p>
    </div>
  );
}

/**
 * Why the slip as last sent was refused at the end of its delay, and that nothing was taken: its
 * selections stay, with their prices as they are now, for another try. A toast said it as it happened.
 */
export function DelayRefused({ reason, count }: { reason: DelayRefusal; count: number }) {
  // Subscribes to the page's language: the text is written at render.
  useLinguiContext();
  const text = delayRefusalText(reason, count);
  return (
    <div
      className="grid gap-0.5 rounded-lg bg-amber-500/10 px-3 py-2 text-xs text-amber-200 ring-1 ring-amber-500/30"
      data-testid="bet-delay-refused"
    >
      <p className="font-semibold">{text.title}</p>
      <p>
        {text.reason} {text.stake}
      </p>
    </div>
  );
}
