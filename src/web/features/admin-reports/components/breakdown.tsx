import { useMemo } from 'react';
import { Download } from 'lucide-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { BetFigures } from '@shared/contracts/reports';
import { formatRupees2 } from '@shared/money';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { downloadCsv, toCsv } from '../lib/csv';
import { FIGURES, figure, MONEY_FIGURES } from '../lib/figures';
import { ReportChart, type ChartSeries } from './report-chart';

type BreakdownProps<T extends BetFigures> = {
  title: string;
  rows: T[];
  rowId: (row: T) => string;
  /** The first column: what a row is (a day, a market kind, a match). */
  what: { header: string; text: (row: T) => string; short: (row: T) => string; cellClassName: string };
  /** Days draw every money figure as a line; kinds and matches turnover and GGR as bars. */
  chart: 'lines' | 'bars';
  csvFileName: string;
};

/** One way of splitting the report: a chart, the table of its figures beside it, and a CSV download. */
export function Breakdown<T extends BetFigures>({
  title,
  rows,
  rowId,
  what,
  chart,
  csvFileName,
}: BreakdownProps<T>) {
  const columns = useMemo<ColumnDef<T>[]>(
    () => [
      {
        id: 'what',
        header: what.header,
        accessorFn: what.text,
        cell: (c) => <span className={what.cellClassName}>{c.getValue<string>()}</span>,
      },
      ...FIGURES.map((f): ColumnDef<T> => ({
        id: f.key,
        header: f.label,
        accessorFn: (row) => row[f.key],
        cell: (c) => {
          const value = c.getValue<number>();
          return (
            <span
              className={cn('whitespace-nowrap tabular-nums', f.key === 'ggr' && value < 0 && 'text-red-300')}
            >
              {f.money ? formatRupees2(value) : value}
            </span>
          );
        },
      })),
    ],
    [what],
  );
  const categories = useMemo(() => rows.map(what.short), [rows, what]);
  const series = useMemo<ChartSeries[]>(
    () =>
      chart === 'lines'
        ? MONEY_FIGURES.map((f) => ({ label: f.label, color: f.color, values: rows.map((r) => r[f.key]) }))
        : (['turnover', 'ggr'] as const).map((key, i) => ({
            label: figure(key).label,
            color: figure(key).color,
            values: rows.map((r) => r[key]),
            bar: i === 0 ? -1 : 1,
          })),
    [rows, chart],
  );
  const download = () =>
    downloadCsv(
      csvFileName,
      toCsv(
        [what.header, ...FIGURES.map((f) => (f.money ? `${f.label} (INR)` : f.label))],
        rows.map((row) => [what.text(row), ...FIGURES.map((f) => row[f.key])]),
      ),
    );

  return (
    <Card className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4 sm:p-5" role="region" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{title}</h2>
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          Download CSV
        </Button>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ReportChart
          categoryLabel={what.header}
          label={`${title}: ${series.map((s) => s.label).join(', ')}`}
          categories={categories}
          series={series}
        />
        <DataTable label={title} columns={columns} data={rows} rowId={rowId} minWidthClass="min-w-[760px]" />
      </div>
    </Card>
  );
}
