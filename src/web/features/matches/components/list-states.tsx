import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** A centred empty or error panel for a match list. */
export function ListMessage({
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

export function ErrorIcon() {
  return <AlertTriangle aria-hidden="true" />;
}
