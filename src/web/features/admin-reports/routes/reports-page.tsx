import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/status-panel';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useReportSummary } from '../api/report-summary';
import { Breakdowns } from '../components/breakdowns';
import { InPlayDelay } from '../components/in-play-delay';
import { PeriodPicker } from '../components/period-picker';
import { MoneyInAndOut, Totals } from '../components/totals';
import { dayLabel } from '../lib/figures';
import { periodFromSearch, periodWindow } from '../lib/periods';

/**
 * /bookdashboard/reports: the operator's P&L for a period of India days: the totals, the in-play
 * delay's placed and refused slips, by day, by market kind and by match (each a chart, a table and a
 * CSV file), and the money in and out.
 */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  // The period's India dates are read once per address: "today" stays the day the page was opened.
  const period = useMemo(() => periodFromSearch(search, new Date()), [search]);
  const range = periodWindow(period);
  const report = useReportSummary(range);
  const files = `${period.firstDay}_${period.lastDay}`;

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-3">
        <PeriodPicker
          key={`${period.choice}:${period.firstDay}:${period.lastDay}`}
          period={period}
          onPreset={(choice) => setSearch({ period: choice })}
          onCustom={(from, to) => setSearch({ period: 'custom', from, to })}
        />
        <p className="text-sm text-muted-foreground" data-testid="report-period">
          {period.firstDay === period.lastDay
            ? dayLabel(period.firstDay, true)
            : `${dayLabel(period.firstDay, true)} to ${dayLabel(period.lastDay, true)}`}{' '}
          (India time)
        </p>
      </div>

      {report.isPending ? (
        <PageSpinner label="Loading the report" />
      ) : report.isError ? (
        <LoadError
          title="Error loading the report"
          text="The report could not be loaded. Please try again."
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <div
          className={cn(
            'grid grid-cols-[minmax(0,1fr)] gap-6 transition-opacity',
            report.isPlaceholderData && 'opacity-60',
          )}
          aria-busy={report.isPlaceholderData}
        >
          <Totals summary={report.data} />
          <InPlayDelay summary={report.data} />
          <MoneyInAndOut summary={report.data} />
          <Breakdowns summary={report.data} files={files} />
        </div>
      )}
    </div>
  );
}
