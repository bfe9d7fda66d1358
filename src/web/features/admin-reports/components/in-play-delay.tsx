import type { ReportSummary } from '@shared/contracts/reports';
import { formatRupees2 } from '@shared/money';
import { BET_DELAY_REFUSALS } from '@shared/statuses';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { inPlayDelayText, REFUSAL_TEXT, shareOfEnded } from '../lib/in-play-delay';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The in-play slips whose delay ended in the period: placed, or refused at the check at its end, with
 * each reason (every one listed, so a reason that never happened reads 0), in one line and in a table.
 */
export function InPlayDelay({ summary }: { summary: ReportSummary }) {
  const figures = summary.inPlayDelay;
  const rows = [
    { key: 'placed', label: 'Placed after the delay', flow: figures.placed, reason: false },
    { key: 'refused', label: 'Refused after the delay', flow: figures.refused, reason: false },
    ...BET_DELAY_REFUSALS.map((reason) => ({
      key: reason,
      label: capitalised(REFUSAL_TEXT[reason]),
      flow: figures.refusedByReason[reason],
      reason: true,
    })),
  ];
  return (
    <Card className="grid gap-3 p-4 sm:p-5" role="region" aria-label="In-play delay">
      <div>
        <h2 className="text-lg font-bold">In-play delay</h2>
        <p className="text-xs text-muted-foreground">
          In-play slips whose delay ended in the period: placed, or refused by the check at its end. A slip is
          placed or refused whole.
        </p>
      </div>
      <p className="font-semibold tabular-nums" data-testid="in-play-delay-summary">
        {inPlayDelayText(figures)}
      </p>
      <table aria-label="In-play delay" className="w-full text-sm">
        <thead className="text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="py-2 text-left font-semibold">
              Outcome
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Slips
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              Share
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              Stake
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, flow, reason }) => (
            <tr
              key={key}
              className={cn('border-t border-border', reason && flow.count === 0 && 'text-muted-foreground')}
              data-testid={`in-play-delay-${key}`}
            >
              <th scope="row" className={cn('py-2 text-left', reason ? 'pl-4 font-normal' : 'font-medium')}>
                {label}
              </th>
              <td className="py-2 text-right tabular-nums">{flow.count}</td>
              <td className="py-2 pl-2 text-right tabular-nums">{shareOfEnded(flow.count, figures)}</td>
              <td className="py-2 pl-2 text-right tabular-nums">{formatRupees2(flow.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
