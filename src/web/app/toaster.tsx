import { useLingui } from '@lingui/react/macro';
import { Toaster as SonnerToaster } from 'sonner';
import { ERROR_TOAST_MS } from '@shared/constants';

/** The toast host's look and place (loaded when the browser is idle, or at the first toast: see @/lib/toast). */
export function Toaster() {
  const { t } = useLingui();
  return (
    <SonnerToaster
      theme="dark"
      position="top-right"
      // Below the 64 px header, never over it: a toast must not hide the user menu or the balance
      // (clicks there waited out the toast).
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 72, right: 12, left: 12 }}
      richColors
      closeButton
      duration={ERROR_TOAST_MS}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ duration: ERROR_TOAST_MS, closeButtonAriaLabel: t`Close toast` }}
    />
  );
}
