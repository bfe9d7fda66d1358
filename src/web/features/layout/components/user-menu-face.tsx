import { ChevronDown } from 'lucide-react';
import { UserAvatar } from '@/components/user-avatar';

export const USER_MENU_TRIGGER_CLASS =
  'group inline-flex h-10 cursor-pointer items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium transition-colors outline-none hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-white/5';

/** What the user menu's button shows: the avatar, the name (from 1536 px, so that a large balance fits at 1280) and the chevron. */
export function UserMenuFace({ name }: { name: string }) {
  return (
    <>
      <UserAvatar name={name} />
      <span className="sr-only 2xl:hidden">{name}</span>
      <span className="hidden max-w-32 truncate 2xl:inline-block">{name}</span>
      <ChevronDown
        className="size-4 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </>
  );
}
