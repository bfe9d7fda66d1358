import {
  BookOpen,
  Building2,
  ChartColumn,
  HandCoins,
  LayoutDashboard,
  Scale,
  Smartphone,
  Trophy,
  Workflow,
  type LucideIcon,
} from 'lucide-react';

export type AdminNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

/** The back office's side navigation, in the spec's order (the Live Book and Reports are ours, beside the results). */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/bookdashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/bookdashboard/results', label: 'Results & Settlement', icon: Trophy },
  { to: '/bookdashboard/book', label: 'Live Book', icon: BookOpen },
  { to: '/bookdashboard/reports', label: 'Reports', icon: ChartColumn },
  { to: '/bookdashboard/ledger', label: 'Ledger', icon: Scale },
  { to: '/bookdashboard/withdrawals', label: 'Withdrawals', icon: HandCoins },
  { to: '/bookdashboard/upi-details', label: 'UPI Details', icon: Smartphone },
  { to: '/bookdashboard/imps-details', label: 'IMPS Details', icon: Building2 },
  { to: '/admin', label: 'Functions & Tournament', icon: Workflow },
];
