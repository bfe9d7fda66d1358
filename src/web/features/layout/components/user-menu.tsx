import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LogOut, UserRound } from 'lucide-react';
import type { Me } from '@shared/contracts/me';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOutAction } from '@/lib/signed-in';
import { USER_MENU_TRIGGER_CLASS, UserMenuFace } from './user-menu-face';

/** `defaultOpen`: the player tapped the menu's placeholder while this code loaded. */
export function UserMenu({ me, defaultOpen = false }: { me: Me; defaultOpen?: boolean }) {
  const { signOut, isPending } = useSignOutAction();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={USER_MENU_TRIGGER_CLASS}>
        <UserMenuFace name={me.name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex flex-col">
          <span className="truncate font-semibold">{me.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{me.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound aria-hidden="true" />
            <Trans>My Account</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" disabled={isPending} onSelect={signOut}>
          <LogOut aria-hidden="true" />
          <Trans>Sign out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
