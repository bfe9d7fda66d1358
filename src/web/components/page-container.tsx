import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type PageContainerProps = ComponentProps<'div'> & {
  /** How wide the column may grow (a reading page is narrower than a page of cards). */
  width?: 'max-w-5xl' | 'max-w-6xl' | 'max-w-7xl';
};

/** The centred, padded column every page's content sits in. */
export function PageContainer({ width = 'max-w-7xl', className, ...props }: PageContainerProps) {
  return (
    <div className={cn('mx-auto w-full px-4 py-8 sm:px-6 sm:py-10 lg:px-8', width, className)} {...props} />
  );
}
