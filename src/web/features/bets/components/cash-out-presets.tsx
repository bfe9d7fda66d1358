import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { CashOutPreset } from '../lib/cash-out-offer';

/** 25 / 50 / 75 / 100 % of the stake still on; a part that would leave under ₹100 on is not offered. */
export function CashOutPresets({
  presets,
  chosen,
  onChoose,
  disabled,
}: {
  presets: CashOutPreset[];
  chosen?: number;
  onChoose: (preset: CashOutPreset) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Part of the stake to cash out`} className="grid grid-cols-4 gap-2">
      {presets.map((preset) => (
        <Button
          key={preset.fraction}
          variant={preset.fraction === chosen ? 'default' : 'outline'}
          size="sm"
          aria-pressed={chosen === undefined ? undefined : preset.fraction === chosen}
          disabled={disabled || !preset.allowed}
          title={preset.allowed ? undefined : t`What stays on would be under the ₹100 minimum`}
          onClick={() => onChoose(preset)}
        >
          {preset.label}
        </Button>
      ))}
    </div>
  );
}
