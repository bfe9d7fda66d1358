import { useLocation } from 'react-router';
import { AdminLayout } from '@/features/admin-layout';
import { RequireAdmin } from '@/lib/signed-in-admin';

/**
 * The back office's shell, a second layout beside the player's RootLayout: its own guard (the server
 * decides who is an admin), its own navigation, and none of the player's slip or live listener.
 * Loaded lazily, so no admin code reaches a player's first load. `titleAt` names the page at an address
 * (from the routes), for its header.
 */
export function AdminShell({ titleAt }: { titleAt: (pathname: string) => string }) {
  const title = titleAt(useLocation().pathname);
  return <RequireAdmin>{(admin) => <AdminLayout admin={admin} title={title} />}</RequireAdmin>;
}
