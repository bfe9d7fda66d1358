import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

/**
 * What a sheet whose code loads on first use shows meanwhile (a first tap on a slow connection): the
 * sheet's backdrop and its panel, sliding in from the right as the sheet does (ui/sheet.tsx, which
 * brings Radix's dialog, so it cannot be used here), with a spinner. `className` sizes the panel as
 * the sheet's own. Under <body>, as the sheet's portal is: inside the header (whose backdrop blur
 * contains fixed children) it covered only the header.
 */
export function SheetLoading({ label, className }: { label: string; className?: string }) {
  return createPortal(
    <>
      <div className="fixed inset-0 z-50 animate-fade-in bg-brand-950/70 backdrop-blur-[2px]" />
      <div className={cn('ui-sheet-loading', className)}>
        <Spinner label={label} className="size-8 text-indigo-300" />
      </div>
    </>,
    document.body,
  );
}
