import { Trans, useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/use-online';
import { StatusPanel } from './status-panel';

/**
 * In place of a list whose first fetch waits for the network (its query is paused: the browser is
 * offline, e.g. the app shell opened from the service worker's cache).
 */
export function OfflinePanel({ what }: { what: string }) {
  const { t } = useLingui();
  return (
    <StatusPanel
      icon={<WifiOff aria-hidden="true" />}
      title={t`You are offline`}
      text={t`${what} need a connection. They will appear here as soon as you are back online.`}
    />
  );
}

/** Under the header on every page while the browser is offline: what works and what waits. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-500/15 px-4 py-2 text-center text-sm font-medium text-amber-100 ring-1 ring-amber-500/30"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <Trans>
        You are offline. Odds and balances are not live, and bets cannot be placed until you reconnect.
      </Trans>
    </div>
  );
}
