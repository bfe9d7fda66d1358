import type { ReactNode } from 'react';
import type { ReportSummary } from '@shared/contracts/reports';
import { formatRupees2 } from '@shared/money';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { FIGURES } from '../lib/figures';

function Total({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string;
  testId: string;
  tone?: string;
}) {
  return (
    <li>
      <Card className="grid h-full gap-1 p-4" data-testid={testId}>
        <span className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</span>
        <span className={cn('text-xl font-extrabold tabular-nums sm:text-2xl', tone)}>{value}</span>
      </Card>
    </li>
  );
}

/** A group of totals under its name and a one-line definition of what it counts. */
function TotalsGroup({
  title,
  definition,
  testId,
  children,
}: {
  title: string;
  definition: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="grid gap-2" data-testid={testId}>
      <div>
        <h2 className="text-base font-bold">{title}</h2>
        <p className="text-xs text-muted-foreground" data-testid={`${testId}-definition`}>
          {definition}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">{children}</ul>
    </section>
  );
}

/** The bets placed in the period, the bets settled in it with the GGR, and the open book's worst case now. */
export function Totals({ summary }: { summary: ReportSummary }) {
  return (
    <div className="grid gap-5">
      <TotalsGroup
        title="Placed in the period"
        definition="Bets taken in the period, settled or not."
        testId="placed"
      >
        <Total label="Bets placed" testId="placed-bets" value={String(summary.placed.bets)} />
        <Total
          label="Turnover placed"
          testId="placed-turnover"
          value={formatRupees2(summary.placed.turnover)}
        />
        <Total label="Players" testId="placed-players" value={String(summary.placed.players)} />
      </TotalsGroup>
      <TotalsGroup
        title="Settled in the period"
        definition="GGR = turnover − payouts − refunds − cash-outs."
        testId="settled"
      >
        {FIGURES.map((f) => (
          <Total
            key={f.key}
            label={f.label}
            testId={`total-${f.key}`}
            value={f.money ? formatRupees2(summary[f.key]) : String(summary[f.key])}
            tone={f.key === 'ggr' ? (summary.ggr < 0 ? 'text-red-300' : 'text-emerald-300') : undefined}
          />
        ))}
        <Total
          label="Open liability (now)"
          testId="total-openLiability"
          value={formatRupees2(summary.openLiability)}
          tone="text-amber-300"
        />
      </TotalsGroup>
    </div>
  );
}

/** Money into and out of players' wallets in the period: demo credits, and withdrawals by outcome. */
export function MoneyInAndOut({ summary }: { summary: ReportSummary }) {
  const { deposits, withdrawals } = summary;
  const rows = [
    ['Deposits (demo credits paid)', deposits],
    ['Withdrawals requested', withdrawals.requested],
    ['Withdrawals paid', withdrawals.paid],
    ['Withdrawals refused', withdrawals.refused],
    ['Withdrawals bounced', withdrawals.bounced],
  ] as const;
  return (
    <Card className="grid gap-3 p-4 sm:p-5" role="region" aria-label="Deposits and withdrawals">
      <h2 className="text-lg font-bold">Deposits and withdrawals</h2>
      <table aria-label="Deposits and withdrawals" className="w-full text-sm">
        <thead className="text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="py-2 text-left font-semibold">
              Movement
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Count
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, flow]) => (
            <tr key={label} className="border-t border-border">
              <th scope="row" className="py-2 text-left font-medium">
                {label}
              </th>
              <td className="py-2 text-right tabular-nums">{flow.count}</td>
              <td className="py-2 text-right tabular-nums">{formatRupees2(flow.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
