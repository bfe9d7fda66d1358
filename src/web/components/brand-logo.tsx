import { useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * The IPL Betting mark: a cricket bat and an amber ball on an indigo tile. Decorative. `className`
 * sizes it (size-9 without one).
 */
export function BrandLogo({ className = 'size-9' }: { className?: string }) {
  const id = useId();
  const bg = `${id}-bg`;
  const ball = `${id}-ball`;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cn('shrink-0', className)}>
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#1e1b6b" />
        </linearGradient>
        <radialGradient id={ball} cx="0.38" cy="0.34" r="0.75">
          <stop offset="0" stopColor="#fcd34d" />
          <stop offset="0.55" stopColor="#f59e0b" />
          <stop offset="1" stopColor="#b45309" />
        </radialGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${bg})`} />
      <g transform="rotate(-38 32 32)">
        <rect x="28.5" y="6" width="7" height="13" rx="2.5" fill="#c7d2fe" />
        <path d="M26 18h12l-1.5 36a4.5 4.5 0 0 1-4.5 4h0a4.5 4.5 0 0 1-4.5-4z" fill="#fef3c7" />
        <path d="M32 21v33" stroke="#d6b98a" strokeWidth="1.5" />
      </g>
      <circle cx="43" cy="43" r="11" fill={`url(#${ball})`} stroke="#1e1b6b" strokeWidth="1.5" />
      <path d="M35.5 35.5c4.5 3 10.5 9 15 15" fill="none" stroke="#fff7ed" strokeWidth="1.6" />
      <path
        d="M37.5 33.8l-1.6 1.9M40.3 36l-1.7 1.8M43.1 38.4l-1.8 1.7M45.9 41l-1.8 1.7M48.6 43.8l-1.9 1.6M51.1 46.7l-1.9 1.6"
        stroke="#fff7ed"
        strokeWidth="1.1"
        strokeLinecap="round"
      />
    </svg>
  );
}
