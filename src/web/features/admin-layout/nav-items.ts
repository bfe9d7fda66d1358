import { BookOpen, LayoutDashboard, Trophy, Workflow, type LucideIcon } from 'lucide-react';

export type AdminNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

/**
 * The back office's side navigation, in the spec's order. Withdrawals, UPI Details and IMPS Details
 * join it with their screens (the withdrawals issue); a link here always leads to a working page.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/bookdashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/bookdashboard/results', label: 'Results & Settlement', icon: Trophy },
  { to: '/bookdashboard/book', label: 'Live Book', icon: BookOpen },
  { to: '/admin', label: 'Functions & Tournament', icon: Workflow },
];
