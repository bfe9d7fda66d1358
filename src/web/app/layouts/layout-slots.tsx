// Mount points in the site shell for features that live on every page.
// Each renders nothing until a feature adds its component here.

import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { BetSlipOverlay } from '@/features/bet-slip';
import { withFeatureCatalog } from '@/lib/i18n/activate-locale';
import { useMe, useNewAccountStep } from '@/lib/signed-in';
import { LiveUpdatesListener } from '@/features/live-updates';
import { AfterMount } from '@/lib/after-mount';
import { RecentWinners } from '@/features/winners';

/** Pages that promote no winnings: the responsible-gambling page is where a player learns to stop. */
const WITHOUT_WINNERS = new Set(['/responsible-gambling']);

/**
 * Between the routed page and the footer, on every page but those above.
 * For page-wide sections such as the Recent Winners carousel.
 */
export function BeforeFooterSlot() {
  const { pathname } = useLocation();
  return WITHOUT_WINNERS.has(pathname) ? null : <RecentWinners />;
}

/**
 * After the footer, outside the page flow: floating and portalled UI such as the
 * bet slip button and its side sheet, or app-wide listeners (live updates over SSE).
 */
export function GlobalOverlaySlot() {
  const [newAccount] = useNewAccountStep();
  const { data: me } = useMe();
  return (
    <>
      <BetSlipOverlay />
      <LiveUpdatesListener />
      {me && (
        <AfterMount>
          <Suspense>
            <RealityCheck key={me.id} />
          </Suspense>
        </AfterMount>
      )}
      {newAccount && (
        <AfterMount>
          <Suspense>
            <LimitsAfterSignUp />
          </Suspense>
        </AfterMount>
      )}
    </>
  );
}

// Loaded once a player is signed in: visitors' first load does without it.
const RealityCheck = lazy(async () => ({
  default: (await withFeatureCatalog('account', import('@/features/account/components/reality-check')))
    .RealityCheck,
}));

// Loaded only for a new account: the limits step stays off everyone else's first load.
const LimitsAfterSignUp = lazy(async () => ({
  default: (await withFeatureCatalog('account', import('@/features/account/components/limits-after-sign-up')))
    .LimitsAfterSignUp,
}));
