import { useRef, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LogIn, LogOut, UserPlus, Wallet } from 'lucide-react';
import type { Me } from '@shared/contracts/me';
import { formatRupees } from '@shared/money';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { useAuthDialog, useSignOutAction, type AuthMode } from '@/lib/signed-in';
import { visibleNavItems } from '../nav-links';
import { LanguageSwitch } from './language-switch';
import { MobileNavLink } from './nav-link-item';
import { SupportLink } from './support-link';
import { UserAvatar } from '@/components/user-avatar';

type MobileNavSheetProps = {
  me: Me | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Menu button, which gets the focus back when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/** The side menu's sheet: the player's balance, the links, and sign-in or sign-out. */
export function MobileNavSheet({ me, open, onOpenChange, triggerRef }: MobileNavSheetProps) {
  const skipFocusReturn = useRef(false);
  const authDialog = useAuthDialog();
  const { signOut, isPending: signingOut } = useSignOutAction();
  const { t } = useLingui();

  const close = () => onOpenChange(false);
  const openAuth = (mode: AuthMode) => {
    // The auth dialog takes focus; do not pull it back to the Menu button.
    skipFocusReturn.current = true;
    close();
    authDialog.open(mode);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          // The Menu button is not the dialog's own trigger (it is on the first load, the dialog is not).
          event.preventDefault();
          if (skipFocusReturn.current) skipFocusReturn.current = false;
          else triggerRef.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <BrandLogo className="size-8" />
            IPL Betting
          </SheetTitle>
          <SheetDescription className="sr-only">
            <Trans>Site navigation</Trans>
          </SheetDescription>
        </SheetHeader>

        <div className="flex flex-1 flex-col gap-4 overflow-y-auto px-4">
          {me && <PlayerCard me={me} onNavigate={close} />}

          <nav aria-label={t`Mobile`} className="grid gap-1">
            {visibleNavItems(Boolean(me)).map((item) => (
              <MobileNavLink key={item.to} item={item} onNavigate={close} />
            ))}
          </nav>

          <div className="flex flex-wrap gap-1">
            <LanguageSwitch />
            <SupportLink showLabel="always" />
          </div>
        </div>

        <SheetFooter>
          {me ? (
            <Button
              variant="outline"
              size="lg"
              disabled={signingOut}
              onClick={() => {
                close();
                signOut();
              }}
            >
              <LogOut aria-hidden="true" />
              <Trans>Sign out</Trans>
            </Button>
          ) : (
            me === null && (
              <div className="grid grid-cols-2 gap-2">
                <Button variant="outline" size="lg" onClick={() => openAuth('login')}>
                  <LogIn aria-hidden="true" />
                  <Trans>Login</Trans>
                </Button>
                <Button variant="accent" size="lg" onClick={() => openAuth('register')}>
                  <UserPlus aria-hidden="true" />
                  <Trans>Sign Up</Trans>
                </Button>
              </div>
            )
          )}
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

/** The signed-in player: name, email, and the wallet balance, which opens the wallet. */
function PlayerCard({ me, onNavigate }: { me: Me; onNavigate: () => void }) {
  return (
    <div className="rounded-xl border border-border bg-card p-3">
      <div className="flex items-center gap-3">
        <UserAvatar name={me.name} className="size-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{me.name}</p>
          <p className="truncate text-xs text-muted-foreground">{me.email}</p>
        </div>
      </div>
      <Link
        to="/wallet"
        onClick={onNavigate}
        className="mt-3 flex items-center justify-between rounded-lg bg-accent/10 px-3 py-2.5 ring-1 ring-accent/30 transition-colors hover:bg-accent/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="flex items-center gap-2 text-sm text-amber-100">
          <Wallet className="size-4 text-accent" aria-hidden="true" />
          <Trans>Wallet balance</Trans>
        </span>
        <span className="font-bold text-amber-200 tabular-nums">{formatRupees(me.balance)}</span>
      </Link>
    </div>
  );
}
