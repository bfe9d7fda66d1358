import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ODDS_CHANGE_PREFERENCES, type OddsChangePreference } from '@shared/statuses';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { usePreferenceSetting } from './use-preference-setting';

const CHOICES: Record<OddsChangePreference, MessageDescriptor> = {
  ASK: msg`Ask me`,
  HIGHER: msg`Accept higher odds`,
  ANY: msg`Accept any odds`,
};

/**
 * What the player's bets do when a price moved before they are placed (the account's odds preference):
 * saved as soon as it is chosen, the same in My Account and in the bet slip's settings.
 */
export function OddsChangeControl({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const { data, choose, saving } = usePreferenceSetting({
    saved: t`Odds preference saved`,
    failed: t`Failed to save the odds preference`,
  });
  if (!data) return null;
  return (
    <div className="grid gap-1.5 text-sm">
      <span id={`${id}-label`} className="font-medium">
        <Trans>When odds change</Trans>
      </span>
      <span id={`${id}-text`} className="text-muted-foreground">
        <Trans>Your bet is always placed at the odds of that moment.</Trans>
      </span>
      <Select
        value={data.oddsChange}
        onValueChange={(value) => choose({ oddsChange: value as OddsChangePreference })}
        disabled={saving}
      >
        <SelectTrigger aria-labelledby={`${id}-label`} aria-describedby={`${id}-text`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ODDS_CHANGE_PREFERENCES.map((choice) => (
            <SelectItem key={choice} value={choice}>
              {i18n._(CHOICES[choice])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
