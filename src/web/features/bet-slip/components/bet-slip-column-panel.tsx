import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { BetSlipPanel, type SlipFrame } from './bet-slip-panel';

type PartProps = { className?: string; children?: ReactNode };

/** The sheet's look without its dialog: a heading, and no room kept for a Close button. */
const COLUMN_FRAME: SlipFrame = {
  Header: ({ className, children }: PartProps) => (
    <div className={cn('ui-sheet-header pr-4', className)}>{children}</div>
  ),
  Title: ({ className, children }: PartProps) => (
    <h2 className={cn('ui-sheet-title', className)}>{children}</h2>
  ),
  Description: ({ className, children }: PartProps) => (
    <p className={cn('ui-description', className)}>{children}</p>
  ),
  Footer: ({ className, children }: PartProps) => (
    <div className={cn('ui-sheet-footer', className)}>{children}</div>
  ),
};

/** The slip as the column shows it: the same panel the sheet holds. */
export function BetSlipColumnPanel() {
  return <BetSlipPanel frame={COLUMN_FRAME} />;
}
