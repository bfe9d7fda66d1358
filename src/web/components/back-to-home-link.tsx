import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { cn } from '@/lib/cn';

export function BackToHomeLink({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-indigo-300 transition-colors hover:text-accent-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      <Trans>Back to Home</Trans>
    </Link>
  );
}
