import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { Preferences } from '@shared/contracts/notifications';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/status-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api';
import { usePreferences, useSavePreferences } from '../api/preferences-and-limits';

const TOGGLES: { key: 'betResults' | 'matchReminders' | 'specialOffers'; label: string; text: string }[] = [
  { key: 'betResults', label: 'Bet results', text: 'When your bets are won, lost or void.' },
  { key: 'matchReminders', label: 'Match reminders', text: 'Half an hour before a match you have bet on.' },
  { key: 'specialOffers', label: 'Special offers', text: 'Promotions and bonuses.' },
];

/** The three notification toggles, stored on the server (so every device shows the same). */
export function NotificationPreferences() {
  const { data, isPending, isError, isFetching, refetch } = usePreferences();
  const save = useSavePreferences();
  // The toggles changed since the last save, over what the server has.
  const [edits, setEdits] = useState<Partial<Preferences>>({});
  const draft = data ? { ...data, ...edits } : null;

  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div>
        <h3 className="text-lg font-bold">Notifications</h3>
        <p className="text-sm text-muted-foreground">Choose what the bell tells you about.</p>
      </div>
      {isError ? (
        <LoadError
          text="Your preferences could not be loaded."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isPending || !draft ? (
        <div className="grid gap-3">
          {TOGGLES.map((t) => (
            <Skeleton key={t.key} className="h-12 w-full" />
          ))}
        </div>
      ) : (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(draft, {
              onSuccess: () => {
                setEdits({});
                toast.success('Preferences saved successfully');
              },
              onError: (error) => toast.error(errorMessage(error, 'Failed to save preferences')),
            });
          }}
        >
          {TOGGLES.map(({ key, label, text }) => (
            <div
              key={key}
              className="flex items-center justify-between gap-4 rounded-lg border border-border px-4 py-3"
            >
              <label htmlFor={`notify-${key}`} className="grid cursor-pointer">
                <span className="font-medium">{label}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </label>
              <Switch
                id={`notify-${key}`}
                checked={draft[key]}
                onCheckedChange={(checked) => setEdits({ ...edits, [key]: checked })}
              />
            </div>
          ))}
          <Button type="submit" className="justify-self-start" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Preferences'}
          </Button>
        </form>
      )}
    </Card>
  );
}
