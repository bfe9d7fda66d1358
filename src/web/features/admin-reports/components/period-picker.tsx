import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { customPeriodProblem, PERIOD_LABELS, type Period, type PeriodChoice } from '../lib/periods';

const PRESETS = ['today', '7d', '30d'] as const;

function DateField({
  id,
  label,
  value,
  onChange,
  invalid,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        className="w-44"
      />
    </div>
  );
}

/** Today, 7 days, 30 days, or a custom period of India dates (both included). */
export function PeriodPicker({
  period,
  onPreset,
  onCustom,
}: {
  period: Period;
  onPreset: (choice: Exclude<PeriodChoice, 'custom'>) => void;
  onCustom: (firstDay: string, lastDay: string) => void;
}) {
  const [customOpen, setCustomOpen] = useState(period.choice === 'custom');
  const [firstDay, setFirstDay] = useState(period.firstDay);
  const [lastDay, setLastDay] = useState(period.lastDay);
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customPeriodProblem(firstDay, lastDay);
    setProblem(found);
    if (!found) onCustom(firstDay, lastDay);
  };
  const chosen = (choice: PeriodChoice) => (customOpen ? choice === 'custom' : period.choice === choice);

  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {PRESETS.map((choice) => (
          <Button
            key={choice}
            size="sm"
            variant={chosen(choice) ? 'default' : 'outline'}
            aria-pressed={chosen(choice)}
            onClick={() => {
              setCustomOpen(false);
              onPreset(choice);
            }}
          >
            {PERIOD_LABELS[choice]}
          </Button>
        ))}
        <Button
          size="sm"
          variant={chosen('custom') ? 'default' : 'outline'}
          aria-pressed={chosen('custom')}
          onClick={() => setCustomOpen(true)}
        >
          {PERIOD_LABELS.custom}
        </Button>
      </div>
      {customOpen && (
        <form
          onSubmit={apply}
          noValidate
          aria-label="Custom period"
          className="flex flex-wrap items-end gap-3"
        >
          <DateField
            id="report-from"
            label="From"
            value={firstDay}
            onChange={setFirstDay}
            invalid={problem !== null}
          />
          <DateField
            id="report-to"
            label="To"
            value={lastDay}
            onChange={setLastDay}
            invalid={problem !== null}
          />
          <Button type="submit" size="default">
            Show
          </Button>
          <p role="alert" className={cn('basis-full text-sm text-red-300', !problem && 'sr-only')}>
            {problem}
          </p>
        </form>
      )}
    </div>
  );
}
