import { ChartColumn } from 'lucide-react';
import type { ReportDay, ReportMarketKind, ReportMatch, ReportSummary } from '@shared/contracts/reports';
import { StatusPanel } from '@/components/status-panel';
import { dayLabel, marketKindLabel } from '../lib/figures';
import { Breakdown } from './breakdown';
import { teamShortName } from '@shared/teams';

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
  short: (m: ReportMatch) => `${teamShortName(m.homeTeam)} v ${teamShortName(m.awayTeam)}`,
  cellClassName: 'block min-w-52',
};

/**
 * The period's figures by day, by market kind and by match (each a chart, a table and a CSV file
 * named `report-by-…_<files>.csv`), or why there are none.
 */
export function Breakdowns({ summary, files }: { summary: ReportSummary; files: string }) {
  if (summary.bets === 0)
    return (
      <StatusPanel
        icon={<ChartColumn />}
        title="No bets settled in this period"
        text="Turnover, payouts and GGR count bets once they are settled. Choose a longer period, or come back after the next settlement."
      />
    );
  return (
    <>
      <Breakdown
        title="By day"
        rows={summary.byDay}
        rowId={(d) => d.day}
        what={BY_DAY}
        chart="lines"
        csvFileName={`report-by-day_${files}.csv`}
      />
      <Breakdown
        title="By market kind"
        rows={summary.byMarketKind}
        rowId={(k) => k.kind}
        what={BY_KIND}
        chart="bars"
        csvFileName={`report-by-market-kind_${files}.csv`}
      />
      <Breakdown
        title="By match"
        rows={summary.byMatch}
        rowId={(m) => String(m.matchId)}
        what={BY_MATCH}
        chart="bars"
        csvFileName={`report-by-match_${files}.csv`}
      />
    </>
  );
}
