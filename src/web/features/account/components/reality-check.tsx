import { lazy, Suspense, useEffect, useState } from 'react';
import type { RealityCheck as Summary } from '@shared/contracts/responsible-gambling';
import { readTab, writeTab } from '@/lib/tab-storage';
import { usePreferences } from '@/lib/preferences';
import { getRealityCheck } from '../api/get-reality-check';

/**
 * The dialog's code (Radix's dialog, its focus trap and scroll lock) loads when a check first comes due:
 * this component is on every page of a signed-in player, and the dialog shows once an hour at most.
 */
const RealityCheckDialog = lazy(async () => ({
  default: (await import('./reality-check-dialog')).RealityCheckDialog,
}));

// The reality check: after the first hour of a session, then every 30 (or 60) minutes, a reminder of
// how long the player has been on and their net result in that time, with Continue and Log out. A
// session is this tab's, from the moment it was signed in (kept across reloads in sessionStorage).
const START_KEY = 'ipl:session-started';
const NEXT_KEY = 'ipl:reality-check-next';
const FIRST_AFTER_MS = 60 * 60_000;

function sessionStart(): number {
  const saved = Number(readTab(START_KEY));
  if (saved > 0) return saved;
  const now = Date.now();
  writeTab(START_KEY, String(now));
  return now;
}

/** Mounted for a signed-in player on every page; renders the dialog only when a check is due. */
export function RealityCheck() {
  const { data: preferences } = usePreferences();
  const interval = preferences?.realityCheckMinutes ?? null;
  const [start] = useState(sessionStart);
  // `shownAt`: when the dialog opened, for the time on it shows.
  const [due, setDue] = useState<{ at: number; shownAt: number; summary: Summary | null } | null>(null);
  // Mounted from the first check on, so that closing it plays the dialog's exit.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (due && !dialogWanted) setDialogWanted(true);

  // Ends the session's record when the player signs out (this component leaves with them).
  useEffect(() => () => [START_KEY, NEXT_KEY].forEach((key) => writeTab(key, null)), []);

  useEffect(() => {
    if (interval === null || due) return;
    const next = Number(readTab(NEXT_KEY)) || start + FIRST_AFTER_MS;
    const timer = window.setTimeout(
      () => {
        setDue({ at: next, shownAt: Date.now(), summary: null });
        getRealityCheck(new Date(start).toISOString()).then(
          (summary) => setDue((now) => (now ? { ...now, summary } : now)),
          () => undefined, // the dialog still shows the time on; the figures say they are unavailable
        );
      },
      Math.max(0, next - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [interval, due, start]);

  const carryOn = () => {
    if (!due || interval === null) return;
    // The next one an interval after this one was due (or after now, if the tab slept past several).
    let next = due.at + interval * 60_000;
    while (next <= Date.now()) next += interval * 60_000;
    writeTab(NEXT_KEY, String(next));
    setDue(null);
  };

  if (!dialogWanted) return null;
  return (
    <Suspense>
      <RealityCheckDialog
        open={due !== null}
        playedMs={(due?.shownAt ?? start) - start}
        summary={due?.summary ?? null}
        onContinue={carryOn}
      />
    </Suspense>
  );
}
