import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api';
import { usePreferences, useSavePreferences } from '../api/preferences-and-limits';

const CHOICES = [
  { value: '30', label: 'After the first hour, then every 30 minutes' },
  { value: '60', label: 'After the first hour, then every hour' },
  { value: 'off', label: 'Off' },
];

/** How often the reality check reminds the player; saved as soon as it is chosen. */
export function RealityCheckSetting() {
  const { data } = usePreferences();
  const save = useSavePreferences();
  if (!data) return null;
  return (
    <label className="grid gap-1.5 text-sm">
      <span className="font-medium">Reality check</span>
      <span className="text-muted-foreground">
        A reminder of how long you have been playing and your net result in that time.
      </span>
      <select
        className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        value={data.realityCheckMinutes === null ? 'off' : String(data.realityCheckMinutes)}
        disabled={save.isPending}
        onChange={(event) => {
          const value = event.target.value;
          save.mutate(
            { ...data, realityCheckMinutes: value === 'off' ? null : value === '60' ? 60 : 30 },
            {
              onSuccess: () => toast.success('Reality check updated'),
              onError: (error) => toast.error(errorMessage(error, 'Failed to update the reality check')),
            },
          );
        }}
      >
        {CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
