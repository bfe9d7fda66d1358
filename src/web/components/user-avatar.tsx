import { cn } from '@/lib/cn';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** The player's initials in a circle; `className` sizes it and its text (size-8 text-xs without one). */
export function UserAvatar({ name, className = 'size-8 text-xs' }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-400 to-primary font-bold text-white ring-2 ring-white/10',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
