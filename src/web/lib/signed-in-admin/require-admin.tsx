import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { AdminSession } from '@shared/contracts/admin';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminAccess } from './admin-access';

export const ADMIN_LOGIN_PATH = '/booklogin';

/**
 * The back office's guard: renders its children for an admin, sends a visitor or a player to
 * /booklogin (remembering where they were going), and shows a spinner while the server answers.
 * The server refuses every /api/admin call to a non-admin anyway; this only keeps the screens honest.
 */
export function RequireAdmin({ children }: { children: (admin: AdminSession) => ReactNode }) {
  const access = useAdminAccess();
  const location = useLocation();
  if (access.isPending) return <PageSpinner className="min-h-dvh" label="Checking your access" />;
  if (access.data?.status !== 'admin') {
    return <Navigate to={ADMIN_LOGIN_PATH} replace state={{ from: location.pathname }} />;
  }
  return <>{children(access.data.admin)}</>;
}
