import { createPortal } from 'react-dom';
import { Trans } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * What a sheet whose code failed to load shows (offline, or a deploy replaced its chunk): the sheet's
 * backdrop and panel, as SheetLoading draws them, saying so, with Try Again (a fresh load of the app)
 * and Close (back to the page, which stays as it was; the sheet's code is fetched again when it next
 * opens). `className` sizes the panel as the sheet's own.
 */
export function SheetLoadFailed({
  message,
  onClose,
  className,
}: {
  message: string;
  onClose: () => void;
  className?: string;
}) {
  return createPortal(
    <>
      <div
        className="fixed inset-0 z-50 animate-fade-in bg-brand-950/70 backdrop-blur-[2px]"
        onClick={onClose}
      />
      <div role="alert" className={cn('ui-sheet-loading flex-col gap-3 px-6 text-center', className)}>
        <TriangleAlert className="size-6 text-red-300" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">{message}</p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
            <Trans>Try Again</Trans>
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </div>
    </>,
    document.body,
  );
}
