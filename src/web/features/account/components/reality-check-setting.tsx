import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { usePreferenceSetting } from '@/lib/preferences';

const CHOICES = [
  { value: '30', label: msg`After the first hour, then every 30 minutes` },
  { value: '60', label: msg`After the first hour, then every hour` },
  { value: 'off', label: msg`Off` },
];

/** How often the reality check reminds the player; saved as soon as it is chosen. */
export function RealityCheckSetting() {
  const { t, i18n } = useLingui();
  const {
    data,
    choose: save,
    saving,
  } = usePreferenceSetting({
    saved: t`Reality check updated`,
    failed: t`Failed to update the reality check`,
  });
  if (!data) return null;
  const choose = (value: string) =>
    save({ realityCheckMinutes: value === 'off' ? null : value === '60' ? 60 : 30 });
  return (
    <div className="grid gap-1.5 text-sm">
      <span id="reality-check-label" className="font-medium">
        <Trans>Reality check</Trans>
      </span>
      <span id="reality-check-text" className="text-muted-foreground">
        <Trans>A reminder of how long you have been playing and your net result in that time.</Trans>
      </span>
      <Select
        value={data.realityCheckMinutes === null ? 'off' : String(data.realityCheckMinutes)}
        onValueChange={choose}
        disabled={saving}
      >
        <SelectTrigger aria-labelledby="reality-check-label" aria-describedby="reality-check-text">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {CHOICES.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {i18n._(choice.label)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
