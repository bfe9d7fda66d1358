import { Link } from 'react-router';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import type { Me } from '@shared/contracts/me';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOutAction } from '@/lib/session';
import { UserAvatar } from '@/components/user-avatar';

export function UserMenu({ me }: { me: Me }) {
  const { signOut, isPending } = useSignOutAction();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="group inline-flex h-10 cursor-pointer items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium transition-colors outline-none hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-white/5">
        <UserAvatar name={me.name} />
        <span className="sr-only lg:hidden">{me.name}</span>
        <span className="hidden max-w-32 truncate lg:inline-block">{me.name}</span>
        <ChevronDown
          className="size-4 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
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
            My Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" disabled={isPending} onSelect={signOut}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
