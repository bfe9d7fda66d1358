import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { areQuickStakes } from '@shared/quick-stakes';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { usePreferenceSetting } from './use-preference-setting';

/**
 * The slip's one-click stakes: the three amounts its chips add to a pick's stake, saved to the account
 * (the same in My Account and in the bet slip's settings). Checked as the server checks them.
 */
export function QuickStakesControl({ id }: { id: string }) {
  const { t } = useLingui();
  const { data, choose, saving } = usePreferenceSetting({
    saved: t`One-click stakes saved`,
    failed: t`Failed to save the one-click stakes`,
  });
  // What the player is typing, until saved; null: the saved stakes.
  const [typed, setTyped] = useState<string[] | null>(null);
  const [problem, setProblem] = useState(false);
  if (!data) return null;
  const shown = typed ?? data.quickStakes.map(String);
  const type = (index: number, value: string) => {
    setTyped(shown.map((old, i) => (i === index ? value.replace(/\D/g, '').slice(0, 8) : old)));
    setProblem(false);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const quickStakes = shown.map(Number);
    if (shown.includes('') || !areQuickStakes(quickStakes)) {
      setProblem(true);
      return;
    }
    choose({ quickStakes });
    setTyped(null);
  };
  return (
    <form className="grid gap-1.5 text-sm" onSubmit={save} noValidate>
      <span id={`${id}-label`} className="font-medium">
        <Trans>One-click stakes</Trans>
      </span>
      <span id={`${id}-text`} className="text-muted-foreground">
        <Trans>What each chip under a pick's stake adds, in rupees, smallest first.</Trans>
      </span>
      <div className="grid grid-cols-[1fr_1fr_1fr_auto] gap-1.5" role="group" aria-labelledby={`${id}-label`}>
        {shown.map((value, index) => (
          <Input
            key={index}
            inputMode="numeric"
            value={value}
            onChange={(event) => type(index, event.target.value)}
            aria-label={t`One-click stake ${index + 1}`}
            aria-describedby={problem ? `${id}-problem` : `${id}-text`}
            aria-invalid={problem || undefined}
            className="tabular-nums"
          />
        ))}
        <Button type="submit" variant="secondary" disabled={saving || typed === null}>
          <Trans>Save</Trans>
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-xs font-medium text-red-300">
          <Trans>Three whole amounts from ₹100 to ₹1,00,00,000, each larger than the one before.</Trans>
        </p>
      )}
    </form>
  );
}
