import { useEffect, useRef } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Coffee, Gauge } from 'lucide-react';
import type { Me } from '@shared/contracts/me';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OddsChangeControl, QuickStakesControl } from '@/lib/preferences';
import { BettingLimitsPanel } from './betting-limits';
import { NotificationPreferences } from './notification-preferences';
import { RealityCheckSetting } from './reality-check-setting';
import { TakeABreak } from './take-a-break';

type Panel = 'limits' | 'break';
const PANEL_NAMES: Record<Panel, MessageDescriptor> = {
  limits: msg`Betting Limits`,
  break: msg`Take a Break`,
};

/**
 * Notification preferences, the odds preference, and the two responsible-gambling buttons that open
 * the real controls: betting limits and a time-out (in the URL, so /responsible-gambling can link
 * straight to them). A panel opens where the player is looking: the page keeps its place, and the
 * panel scrolls into view and takes focus, on a click as on a link from /responsible-gambling.
 */
export function PreferencesTab({ me }: { me: Me }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { i18n } = useLingui();
  const panel: Panel | null =
    searchParams.get('panel') === 'limits'
      ? 'limits'
      : searchParams.get('panel') === 'break' || searchParams.get('tab') === 'break'
        ? 'break'
        : null;
  const show = (next: Panel) =>
    setSearchParams({ tab: 'preferences', ...(panel === next ? {} : { panel: next }) }, { replace: true });
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!panel) return;
    panelRef.current?.focus({ preventScroll: true });
    panelRef.current?.scrollIntoView({ block: 'start' });
  }, [panel]);

  return (
    <div className="grid gap-4">
      <NotificationPreferences />
      <Card className="grid gap-3 p-5 sm:p-6">
        <h3 className="text-lg font-bold">
          <Trans>Betting</Trans>
        </h3>
        <OddsChangeControl id="account-odds-change" />
        <QuickStakesControl id="account-quick-stakes" />
      </Card>
      <Card className="grid gap-3 p-5 sm:p-6">
        <div>
          <h3 className="text-lg font-bold">
            <Trans>Responsible Gambling</Trans>
          </h3>
          <p className="text-sm text-muted-foreground">
            <Trans>Set limits on your betting, or take a break from it.</Trans>
          </p>
        </div>
        <RealityCheckSetting />
        <div className="flex flex-wrap gap-2">
          <Button
            variant={panel === 'limits' ? 'secondary' : 'outline'}
            aria-expanded={panel === 'limits'}
            onClick={() => show('limits')}
          >
            <Gauge aria-hidden="true" />
            <Trans>Set Betting Limits</Trans>
          </Button>
          <Button
            variant={panel === 'break' ? 'secondary' : 'outline'}
            aria-expanded={panel === 'break'}
            onClick={() => show('break')}
          >
            <Coffee aria-hidden="true" />
            <Trans>Take a Time-Out</Trans>
          </Button>
        </div>
      </Card>
      {panel && (
        <div
          ref={panelRef}
          role="region"
          aria-label={i18n._(PANEL_NAMES[panel])}
          tabIndex={-1}
          className="scroll-mt-4 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {panel === 'limits' ? <BettingLimitsPanel /> : <TakeABreak current={me.bettingBreak} />}
        </div>
      )}
    </div>
  );
}
