import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CalendarClock, House, Radio, Ticket, UserRound, type LucideIcon } from 'lucide-react';

export type NavItem = {
  to: string;
  label: MessageDescriptor;
  /** The side menu's label when it differs (the spec calls Upcoming 'Upcoming Matches' there). */
  mobileLabel?: MessageDescriptor;
  icon: LucideIcon;
  /** Match only the exact path (Home), not its children. */
  end?: boolean;
  signedInOnly?: boolean;
};

const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: msg`Home`, icon: House, end: true },
  { to: '/live', label: msg`Live Matches`, icon: Radio },
  { to: '/upcoming', label: msg`Upcoming`, mobileLabel: msg`Upcoming Matches`, icon: CalendarClock },
  { to: '/my-bets', label: msg`My Bets`, icon: Ticket },
  { to: '/account', label: msg`My Account`, icon: UserRound, signedInOnly: true },
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => signedIn || !item.signedInOnly);
}
