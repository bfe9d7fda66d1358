import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ChartColumn } from 'lucide-react';
import type { ReportDay, ReportMarketKind, ReportMatch } from '@shared/contracts/reports';
import { LoadError, StatusPanel } from '@/components/status-panel';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useReportSummary } from '../api/report-summary';
import { Breakdown } from '../components/breakdown';
import { PeriodPicker } from '../components/period-picker';
import { MoneyInAndOut, Totals } from '../components/totals';
import { dayLabel, marketKindLabel } from '../lib/figures';
import { periodFromSearch, periodWindow } from '../lib/periods';

const BY_DAY = {
  header: 'Day',
  text: (d: ReportDay) => d.day,
  short: (d: ReportDay) => dayLabel(d.day),
  cellClassName: 'whitespace-nowrap',
};
const BY_KIND = {
  header: 'Market kind',
  text: (k: ReportMarketKind) => marketKindLabel(k.kind),
  short: (k: ReportMarketKind) => marketKindLabel(k.kind),
  cellClassName: 'whitespace-nowrap',
};
const BY_MATCH = {
  header: 'Match',
  text: (m: ReportMatch) => `#${m.matchId} ${m.homeTeam} vs ${m.awayTeam}`,
  short: (m: ReportMatch) => `#${m.matchId}`,
  cellClassName: 'block min-w-52',
};

/**
 * /bookdashboard/reports: the operator's P&L for a period of India days: the totals, by day, by
 * market kind and by match (each a chart, a table and a CSV file), and the money in and out.
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
        <p className="max-w-3xl text-sm text-pretty text-muted-foreground" data-testid="ggr-definition">
          <strong className="text-foreground">GGR</strong> (gross gaming revenue) = turnover − payouts −
          refunds − cash-outs, over the bets settled in the period. Turnover is their stakes, payouts what the
          won bets paid, refunds the stakes returned on void bets, cash-outs what cashed-out bets paid. Bets
          and active players count those bets and the players who placed them. Open liability is now, whatever
          the period: for each market with pending bets, the most the house can lose on it.
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
          <MoneyInAndOut summary={report.data} />
          {report.data.bets === 0 ? (
            <StatusPanel
              icon={<ChartColumn />}
              title="No bets settled in this period"
              text="Turnover, payouts and GGR count bets once they are settled. Choose a longer period, or come back after the next settlement."
            />
          ) : (
            <>
              <Breakdown
                title="By day"
                rows={report.data.byDay}
                rowId={(d) => d.day}
                what={BY_DAY}
                chart="lines"
                csvFileName={`report-by-day_${files}.csv`}
              />
              <Breakdown
                title="By market kind"
                rows={report.data.byMarketKind}
                rowId={(k) => k.kind}
                what={BY_KIND}
                chart="bars"
                csvFileName={`report-by-market-kind_${files}.csv`}
              />
              <Breakdown
                title="By match"
                rows={report.data.byMatch}
                rowId={(m) => String(m.matchId)}
                what={BY_MATCH}
                chart="bars"
                csvFileName={`report-by-match_${files}.csv`}
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}
