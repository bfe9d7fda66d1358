import { useLingui } from '@lingui/react/macro';
import { Toaster as SonnerToaster } from 'sonner';
import { ERROR_TOAST_MS } from '@shared/constants';

/** 12 px above the bottom 4rem (the bet-slip bar, a sheet's footer button), and the phone's home bar. */
const TOAST_BOTTOM = 'calc(4.75rem + env(safe-area-inset-bottom))';

/** The toast host's look and place (loaded when the browser is idle, or at the first toast: see @/lib/toast). */
export function Toaster() {
  const { t } = useLingui();
  return (
    <SonnerToaster
      theme="dark"
      position="bottom-center"
      // Where no control sits: not on the header (its menus, the balance, Logout), not on the first
      // item of a menu or of the open bet slip, and above the 4rem along the bottom that holds the
      // phone's bet-slip bar and a sheet's last button (Place Bets, Sign out). A toast in the way
      // made every tap there wait it out.
      offset={{ bottom: TOAST_BOTTOM }}
      mobileOffset={{ bottom: TOAST_BOTTOM, right: 12, left: 12 }}
      richColors
      closeButton
      duration={ERROR_TOAST_MS}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ duration: ERROR_TOAST_MS, closeButtonAriaLabel: t`Close toast` }}
    />
  );
}
