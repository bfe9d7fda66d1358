import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Me } from '@shared/contracts/me';
import { PageSpinner } from '@/components/ui/spinner';
import { useMe } from './get-me';

type RequireUserProps = {
  /** What a signed-out visitor sees (usually a <SignInPrompt />). */
  fallback: ReactNode;
  children: (me: Me) => ReactNode;
};

/** Renders its children with the signed-in player; a spinner while that is unknown; else the fallback. */
export function RequireUser({ fallback, children }: RequireUserProps) {
  const { data: me, isPending } = useMe();
  const { t } = useLingui();
  if (isPending) return <PageSpinner label={t`Loading your account`} />;
  if (!me) return <>{fallback}</>;
  return <>{children(me)}</>;
}
