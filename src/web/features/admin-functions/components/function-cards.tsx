import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CalendarClock, CheckCircle2, LoaderCircle, Play, XCircle } from 'lucide-react';
import type { BackendFunction, FunctionResult, FunctionStatus } from '@shared/contracts/functions';
import { LoadError } from '@/components/status-panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { formatShortDateTime } from '@shared/format-date';
import type { FunctionRunSource } from '@shared/statuses';
import { useFunctionStatus } from '../api/get-function-status';
import { useInvokeFunction } from '../api/invoke-function';

const EVERY: Record<string, string> = {
  '0 0 * * *': 'Daily at 00:00',
  '0 1 * * *': 'Daily at 01:00',
  '*/15 * * * *': 'Every 15 minutes',
  '30 * * * *': 'Hourly at :30',
};

function scheduleText(f: FunctionStatus): string {
  if (!f.cron) return 'Not scheduled on this server';
  const when = EVERY[f.cron] ?? `cron ${f.cron}`;
  return f.timezone ? `${when} (${f.timezone})` : when;
}

/** Who ran it, as the card says. */
const RUN_SOURCE: Record<FunctionRunSource, string> = {
  startup: 'at start-up',
  schedule: 'scheduled',
  ticker: 'live ticker',
  admin: 'invoked',
};

function LastRun({ run }: { run: FunctionStatus['lastRun'] }) {
  if (!run) return <span className="text-muted-foreground">Never run</span>;
  const badge =
    run.outcome === 'succeeded' ? (
      <Badge variant="success">
        <CheckCircle2 aria-hidden="true" />
        Succeeded
      </Badge>
    ) : run.outcome === 'failed' ? (
      <Badge variant="destructive">
        <XCircle aria-hidden="true" />
        Failed
      </Badge>
    ) : (
      <Badge variant="warning">Running</Badge>
    );
  return (
    <span className="flex flex-wrap items-center gap-2">
      {badge}
      <time dateTime={run.startedAt}>{formatShortDateTime(new Date(run.startedAt))}</time>
      {run.durationMs !== null && <span className="text-muted-foreground">in {run.durationMs} ms</span>}
      <span className="text-muted-foreground">({RUN_SOURCE[run.source]})</span>
    </span>
  );
}

/** The Edge Functions tab: a card per backend function, with its schedule, last run and Invoke. */
export function FunctionCards() {
  const status = useFunctionStatus();
  const invoke = useInvokeFunction();
  const [running, setRunning] = useState<BackendFunction | null>(null);
  const [results, setResults] = useState<Partial<Record<BackendFunction, FunctionResult>>>({});

  const run = (name: BackendFunction) => {
    setRunning(name);
    invoke.mutate(
      { name, body: name === 'fetch-upcoming-matches' ? { activateUpcoming: true } : undefined },
      {
        onSuccess: (result) => {
          setResults((r) => ({ ...r, [name]: result }));
          toast.success('Function invoked successfully');
        },
        onError: () => toast.error('Error invoking function'),
        onSettled: () => setRunning(null),
      },
    );
  };

  if (status.isPending) return <PageSpinner label="Loading functions" />;
  if (status.isError)
    return (
      <LoadError
        title="Error loading functions"
        text="The backend functions could not be loaded. Please try again."
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );

  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {status.data.map((f) => (
        <li key={f.name}>
          <Card className="grid h-full content-start gap-3 p-5" data-testid={`function-${f.name}`}>
            <div className="flex items-start justify-between gap-3">
              <div className="grid gap-1">
                <h2 className="font-mono text-base font-bold">{f.name}</h2>
                <p className="text-sm text-muted-foreground">{f.description}</p>
              </div>
              <Button size="sm" onClick={() => run(f.name)} disabled={running !== null}>
                {running === f.name ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Play className="size-4" aria-hidden="true" />
                )}
                {running === f.name ? 'Running...' : 'Invoke'}
              </Button>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
              <dt className="flex items-center gap-1.5 text-muted-foreground">
                <CalendarClock className="size-4" aria-hidden="true" />
                Schedule
              </dt>
              <dd>{scheduleText(f)}</dd>
              <dt className="text-muted-foreground">Last run</dt>
              <dd>
                <LastRun run={f.lastRun} />
              </dd>
            </dl>
            {results[f.name] && (
              <pre
                className="overflow-x-auto rounded-lg bg-brand-950/70 p-3 text-xs"
                aria-label={`Result of ${f.name}`}
              >
                {JSON.stringify(results[f.name], null, 2)}
              </pre>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
