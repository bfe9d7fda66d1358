import { CalendarClock, House, Radio, Ticket, UserRound, type LucideIcon } from 'lucide-react';

export type NavItem = {
  to: string;
  label: string;
  /** The side menu's label when it differs (the spec calls Upcoming 'Upcoming Matches' there). */
  mobileLabel?: string;
  icon: LucideIcon;
  /** Match only the exact path (Home), not its children. */
  end?: boolean;
  signedInOnly?: boolean;
};

const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: House, end: true },
  { to: '/live', label: 'Live Matches', icon: Radio },
  { to: '/upcoming', label: 'Upcoming', mobileLabel: 'Upcoming Matches', icon: CalendarClock },
  { to: '/my-bets', label: 'My Bets', icon: Ticket },
  { to: '/account', label: 'My Account', icon: UserRound, signedInOnly: true },
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => signedIn || !item.signedInOnly);
}
