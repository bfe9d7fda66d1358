import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const badgeVariants = cva('ui-badge', {
  variants: {
    variant: {
      default: 'ui-badge-default',
      accent: 'ui-badge-accent',
      secondary: 'ui-badge-secondary',
      outline: 'ui-badge-outline',
      live: 'ui-badge-live',
      success: 'ui-badge-success',
      destructive: 'ui-badge-destructive',
      warning: 'ui-badge-warning',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
