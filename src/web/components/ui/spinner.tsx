import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = ComponentProps<'svg'> & {
  /** Accessible text announced to screen readers (default: 'Loading'). */
  label?: string;
};

export function Spinner({ className, label, ...props }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <LoaderCircle
      role="status"
      aria-label={label ?? t`Loading`}
      className={cn('ui-spinner', className)}
      {...props}
    />
  );
}

/** A centred spinner for a page or section that is waiting for data. */
export function PageSpinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={cn('ui-page-spinner', className)}>
      <Spinner label={label} className="size-8 text-indigo-300" />
    </div>
  );
}
