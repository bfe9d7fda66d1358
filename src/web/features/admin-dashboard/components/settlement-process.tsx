import { CheckCircle2, ClipboardCheck, Flag } from 'lucide-react';
import { Card } from '@/components/ui/card';

const STEPS = [
  {
    icon: Flag,
    title: 'Match completion',
    text: 'The live sync marks a match completed when its result is in; it then waits for settlement.',
  },
  {
    icon: ClipboardCheck,
    title: 'Result verification',
    text: 'An admin checks the recorded result on the results page and confirms the winning team.',
  },
  {
    icon: CheckCircle2,
    title: 'Bet settlement',
    text: 'Every pending bet is settled at once: winners are paid to their wallets, and each player sees it live.',
  },
];

/** The spec's explainer of how a match gets settled, in three steps. */
export function SettlementProcess() {
  return (
    <Card className="grid gap-4 p-5">
      <h2 className="text-lg font-bold">Settlement Process</h2>
      <ol className="grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-indigo-300 ring-1 ring-primary/30">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="grid gap-1">
              <p className="font-semibold">
                {i + 1}. {title}
              </p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
