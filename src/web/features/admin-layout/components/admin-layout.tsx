import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { LogOut, Menu } from 'lucide-react';
import type { AdminSession } from '@shared/contracts/admin';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { ADMIN_LOGIN_PATH } from '@/lib/signed-in-admin';
import { useSignOut } from '@/lib/signed-in';
import { usePageTitle } from '@/lib/title';
import { AdminNav } from './admin-nav';
import { BackOfficeLiveUpdates } from './back-office-live-updates';

function Brand() {
  return (
    <span className="flex items-center gap-2 font-bold">
      <BrandLogo className="size-8" />
      <span>
        IPL Betting <span className="text-xs font-medium text-muted-foreground">Back Office</span>
      </span>
    </span>
  );
}

/** The back office's shell: side navigation, a header with the page's title and Logout, the page. */
export function AdminLayout({ admin, title }: { admin: AdminSession; title: string }) {
  usePageTitle(`${title} · Admin`);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const signOut = useSignOut();

  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success('Logged out successfully');
        navigate(ADMIN_LOGIN_PATH, { replace: true });
      },
      onError: () => toast.error('Error logging out'),
    });

  return (
    <div className="flex min-h-dvh">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 border-r border-border bg-brand-950/60 p-4 lg:flex">
        <Brand />
        <AdminNav />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-background/90 px-4 backdrop-blur sm:px-6">
          <Sheet
            open={menuOpenAt === pathname}
            onOpenChange={(open) => setMenuOpenAt(open ? pathname : null)}
          >
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Menu">
                <Menu className="size-6" aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left">
              <SheetHeader>
                <SheetTitle>
                  <Brand />
                </SheetTitle>
                <SheetDescription className="sr-only">Back-office navigation</SheetDescription>
              </SheetHeader>
              <div className="px-4">
                <AdminNav onNavigate={() => setMenuOpenAt(null)} />
              </div>
            </SheetContent>
          </Sheet>
          <h1 className="min-w-0 flex-1 truncate text-lg font-bold sm:text-xl">{title}</h1>
          <span className="hidden truncate text-sm text-muted-foreground sm:block" title={admin.email}>
            {admin.name}
          </span>
          <Button variant="secondary" size="sm" onClick={logout} disabled={signOut.isPending}>
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </Button>
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
      <BackOfficeLiveUpdates adminId={admin.id} />
    </div>
  );
}
