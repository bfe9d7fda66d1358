import { useLingui } from '@lingui/react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import type { NavItem } from '../nav-links';

/** A header link; the active route is highlighted and marked aria-current="page". */
export function DesktopNavLink({ item }: { item: NavItem }) {
  const { _ } = useLingui();
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) =>
        cn(
          'relative inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          isActive
            ? 'bg-white/10 text-white'
            : 'text-muted-foreground hover:bg-white/5 hover:text-foreground',
        )
      }
    >
      {({ isActive }) => (
        <>
          {item.to === '/live' && (
            <span className="relative flex size-2" aria-hidden="true">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-60" />
              <span className="relative inline-flex size-2 rounded-full bg-red-500" />
            </span>
          )}
          {_(item.label)}
          {isActive && (
            <span
              className="absolute inset-x-2.5 -bottom-[13px] h-0.5 rounded-full bg-accent"
              aria-hidden="true"
            />
          )}
        </>
      )}
    </NavLink>
  );
}

/** A row in the mobile side menu. */
export function MobileNavLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { _ } = useLingui();
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          isActive
            ? 'bg-primary/20 text-white ring-1 ring-primary/40'
            : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        )
      }
    >
      <Icon className="size-5" aria-hidden="true" />
      {_(item.mobileLabel ?? item.label)}
    </NavLink>
  );
}
