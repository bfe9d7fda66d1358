import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

/**
 * What a sheet whose code loads on first use shows meanwhile (a first tap on a slow connection): its
 * backdrop and its panel, with a spinner, where it is about to open.
 */
export function SheetLoading({ side, label }: { side: 'left' | 'right'; label: string }) {
  return (
    <div className="fixed inset-0 z-50 animate-fade-in bg-black/60">
      <div
        className={cn(
          'absolute inset-y-0 flex w-3/4 items-center justify-center border-border bg-background sm:max-w-md',
          side === 'right' ? 'right-0 border-l' : 'left-0 border-r',
        )}
      >
        <Spinner label={label} className="size-8 text-indigo-300" />
      </div>
    </div>
  );
}
