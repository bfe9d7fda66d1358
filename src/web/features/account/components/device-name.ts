import { t } from '@lingui/core/macro';
import type { Device } from '@shared/contracts/account';

/** A signed-in device as the player recognises it, in the active language: 'Chrome on Android'. */
export function deviceName({ browser, system }: Device): string {
  if (browser && system) return t`${browser} on ${system}`;
  return browser ?? system ?? t`Unknown device`;
}
