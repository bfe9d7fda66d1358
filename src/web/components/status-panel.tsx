import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A centred empty or error panel in place of a list (matches, bets, transactions). */
export function StatusPanel({
  icon,
  title,
  text,
  action,
  tone = 'muted',
}: {
  icon: ReactNode;
  title?: string;
  text: string;
  action?: ReactNode;
  tone?: 'muted' | 'error';
}) {
  return (
    <Card
      role={tone === 'error' ? 'alert' : undefined}
      className="flex flex-col items-center gap-3 px-6 py-12 text-center sm:py-16"
    >
      <span
        className={
          tone === 'error'
            ? 'flex size-14 items-center justify-center rounded-2xl bg-red-500/15 text-red-300 ring-1 ring-red-500/30 [&_svg]:size-7'
            : 'flex size-14 items-center justify-center rounded-2xl bg-primary/15 text-indigo-300 ring-1 ring-primary/30 [&_svg]:size-7'
        }
      >
        {icon}
      </span>
      {title && <h2 className="text-xl font-bold">{title}</h2>}
      <p className="max-w-md text-sm text-pretty text-muted-foreground sm:text-base">{text}</p>
      {action && <div className="mt-2">{action}</div>}
    </Card>
  );
}

/** A list that failed to load: the message and a Try Again button that refetches. */
export function LoadError({
  title,
  text,
  onRetry,
  retrying,
}: {
  title?: string;
  text: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <StatusPanel
      tone="error"
      icon={<AlertTriangle aria-hidden="true" />}
      title={title}
      text={text}
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" />
          <Trans>Try Again</Trans>
        </Button>
      }
    />
  );
}
