import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The centred, padded column every page's content sits in. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8', className)}
      {...props}
    />
  );
}
