import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import type { Preferences } from '@shared/contracts/notifications';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/status-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api';
import { usePreferences, useSavePreferences } from '@/lib/preferences';

const TOGGLES: {
  key: 'betResults' | 'matchReminders' | 'specialOffers';
  label: MessageDescriptor;
  text: MessageDescriptor;
}[] = [
  { key: 'betResults', label: msg`Bet results`, text: msg`When your bets are won, lost or void.` },
  {
    key: 'matchReminders',
    label: msg`Match reminders`,
    text: msg`Half an hour before a match you have bet on.`,
  },
  { key: 'specialOffers', label: msg`Special offers`, text: msg`Promotions and bonuses.` },
];

/** The three notification toggles, stored on the server (so every device shows the same). */
export function NotificationPreferences() {
  const { data, isPending, isError, isFetching, refetch } = usePreferences();
  const save = useSavePreferences();
  const { t, i18n } = useLingui();
  // The toggles changed since the last save, over what the server has.
  const [edits, setEdits] = useState<Partial<Preferences>>({});
  const draft = data ? { ...data, ...edits } : null;

  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div>
        <h3 className="text-lg font-bold">
          <Trans>Notifications</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>Choose what the bell tells you about.</Trans>
        </p>
      </div>
      {isError ? (
        <LoadError
          text={t`Your preferences could not be loaded.`}
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
                toast.success(t`Preferences saved successfully`);
              },
              onError: (error) => toast.error(errorMessage(error, t`Failed to save preferences`)),
            });
          }}
        >
          {TOGGLES.map(({ key, label, text }) => (
            <div
              key={key}
              className="flex items-center justify-between gap-4 rounded-lg border border-border px-4 py-3"
            >
              <label htmlFor={`notify-${key}`} className="grid cursor-pointer">
                <span className="font-medium">{i18n._(label)}</span>
                <span className="text-sm text-muted-foreground">{i18n._(text)}</span>
              </label>
              <Switch
                id={`notify-${key}`}
                checked={draft[key]}
                onCheckedChange={(checked) => setEdits({ ...edits, [key]: checked })}
              />
            </div>
          ))}
          <Button type="submit" className="justify-self-start" disabled={save.isPending}>
            {save.isPending ? t`Saving…` : t`Save Preferences`}
          </Button>
        </form>
      )}
    </Card>
  );
}
