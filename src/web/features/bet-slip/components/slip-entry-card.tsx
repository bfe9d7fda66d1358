import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Plus, Trash2 } from 'lucide-react';
import { QUICK_STAKES_RUPEES } from '@shared/constants';
import type { SlipRules } from '@shared/contracts/bets';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import type { MarketOptionSnapshot } from '@/lib/live-odds';
import { formatOdds, formatRupees, formatRupees2 } from '@shared/money';
import { heldRupees, returnRupees } from '@/lib/slip-selection-money';
import type { OddsChangePreference } from '@shared/statuses';
import { oddsToAccept } from '../lib/odds-to-accept';
import { stakeProblem } from '../lib/stake-problem';
import type { SlipEntry } from '../types';

/** The longest stake the box takes (9 digits, ₹99,99,99,999): the quick adds stop there too. */
const MAX_SLIP_STAKE = 999_999_999;

/** Why an entry cannot be placed as it is, if anything. */
export type EntryProblem = 'odds-changed' | 'suspended' | 'closed' | 'stake' | null;

export function entryProblem(
  entry: SlipEntry,
  live: MarketOptionSnapshot | undefined,
  rules: SlipRules,
  oddsChange: OddsChangePreference,
): EntryProblem {
  if (live?.marketStatus === 'SUSPENDED') return 'suspended';
  if (live && live.marketStatus !== 'OPEN') return 'closed';
  if (oddsToAccept(entry, live, oddsChange) !== undefined) return 'odds-changed';
  if (stakeProblem(entry.amount, rules)) return 'stake';
  return null;
}

type SlipEntryCardProps = {
  entry: SlipEntry;
  /** The option's current odds and market status from the match caches, when known. */
  live: MarketOptionSnapshot | undefined;
  onRemove: (entry: SlipEntry) => void;
  onAmountChange: (id: string, amount: number) => void;
  onAcceptOdds: (id: string, odds: number) => void;
  rules: SlipRules;
  /** What the slip takes when a price moved: a move it does not take asks to be accepted. */
  oddsChange: OddsChangePreference;
  /** What each chip under the stake adds: the player's one-click stakes (QUICK_STAKES_RUPEES by default). */
  quickStakes?: readonly number[];
  disabled?: boolean;
};

/** One slip line: its pick, its market's state, a moved price to accept, and its stake. */
export function SlipEntryCard({
  entry: added,
  live,
  onRemove,
  onAmountChange,
  onAcceptOdds,
  rules,
  oddsChange,
  quickStakes = QUICK_STAKES_RUPEES,
  disabled,
}: SlipEntryCardProps) {
  const entry = withMarketNameNow(added, live);
  const newOdds = oddsToAccept(entry, live, oddsChange);
  const names = useEntryNames(entry);
  return (
    <li
      className="grid gap-3 rounded-xl border border-border bg-card p-3.5 shadow-sm"
      aria-label={`${names.option}, ${names.market}, ${names.teams}`}
    >
      <EntryHeading entry={entry} onRemove={onRemove} disabled={disabled} />
      <MarketState status={live?.marketStatus} />
      {newOdds !== undefined && (
        <OddsChanged entry={entry} newOdds={newOdds} onAccept={onAcceptOdds} disabled={disabled} />
      )}
      <StakeField
        entry={entry}
        rules={rules}
        onAmountChange={onAmountChange}
        quickStakes={quickStakes}
        disabled={disabled}
      />
    </li>
  );
}

/**
 * The entry with its market as the lists name it now: a session picked before the toss is named by its
 * batting side once the toss is known, as its bet will be.
 */
function withMarketNameNow(entry: SlipEntry, live: MarketOptionSnapshot | undefined): SlipEntry {
  return live?.marketName && live.marketName !== entry.marketName
    ? { ...entry, marketName: live.marketName }
    : entry;
}

type EntryPart = Pick<SlipEntryCardProps, 'entry' | 'disabled'>;

/** The entry's pick, market and teams in the page's language (the slip keeps them in English). */
function useEntryNames(entry: SlipEntry) {
  const cricketText = useCricketText();
  return {
    option: cricketText(entry.optionName),
    market: cricketText(entry.marketName),
    teams: cricketText(`${entry.homeTeam} vs ${entry.awayTeam}`),
  };
}

function EntryHeading({ entry, onRemove, disabled }: EntryPart & Pick<SlipEntryCardProps, 'onRemove'>) {
  const { t } = useLingui();
  const names = useEntryNames(entry);
  const option = names.option;
  const odds = formatOdds(entry.odds);
  const lay = entry.side === 'LAY';
  return (
    <div className="flex items-start justify-between gap-2">
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate text-xs text-muted-foreground">{names.teams}</p>
        <p className="truncate text-xs font-medium text-indigo-300">{names.market}</p>
        <p className="truncate font-semibold">
          {lay && (
            <span
              className="mr-1.5 inline-block rounded bg-pink-300 px-1.5 text-xs leading-5 font-bold text-pink-950 uppercase"
              data-testid="entry-lay"
            >
              <Trans>Lay</Trans>
            </span>
          )}
          {option}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <span
          className={cn(
            'rounded-md px-2 py-1 text-sm font-bold tabular-nums ring-1',
            lay
              ? 'bg-pink-300/15 text-pink-200 ring-pink-300/40'
              : 'bg-primary/15 text-indigo-200 ring-primary/30',
          )}
          aria-label={lay ? t`Lay odds ${odds}` : t`Odds ${odds}`}
        >
          {odds}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:text-red-300"
          aria-label={t`Remove ${option} from bet slip`}
          onClick={() => onRemove(entry)}
          disabled={disabled}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/** A badge when the entry's market is no longer open. */
function MarketState({ status }: { status: MarketOptionSnapshot['marketStatus'] | undefined }) {
  return (
    <>
      {status === 'SUSPENDED' && (
        <Badge variant="warning" className="w-fit">
          <Trans>Market suspended</Trans>
        </Badge>
      )}
      {status !== undefined && status !== 'OPEN' && status !== 'SUSPENDED' && (
        <Badge variant="destructive" className="w-fit">
          <Trans>Market closed</Trans>
        </Badge>
      )}
    </>
  );
}

function OddsChanged({
  entry,
  newOdds,
  onAccept,
  disabled,
}: EntryPart & { newOdds: number; onAccept: SlipEntryCardProps['onAcceptOdds'] }) {
  const { t } = useLingui();
  const oldOdds = formatOdds(entry.odds);
  const odds = formatOdds(newOdds);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-sm"
    >
      <span className="flex items-center gap-1.5 text-amber-200">
        <Trans>Odds changed:</Trans>
        <span className="tabular-nums line-through opacity-70" aria-label={t`old odds ${oldOdds}`}>
          {oldOdds}
        </span>
        <ArrowRight className="size-3.5" aria-hidden="true" />
        <span className="font-bold tabular-nums" aria-label={t`new odds ${odds}`}>
          {odds}
        </span>
      </span>
      <Button size="sm" variant="accent" onClick={() => onAccept(entry.id, newOdds)} disabled={disabled}>
        <Trans>Accept new odds</Trans>
      </Button>
    </div>
  );
}

/** The stake, checked as it is typed against the slip's rules, and what it returns. */
function StakeField({
  entry,
  rules,
  onAmountChange,
  quickStakes,
  disabled,
}: EntryPart & Pick<SlipEntryCardProps, 'rules' | 'onAmountChange'> & { quickStakes: readonly number[] }) {
  // Subscribes to the page's language: the stake's problem is written at render.
  useLinguiContext();
  const stakeId = `stake-${entry.id}`;
  // A pick just tapped has no stake yet: the rule is a hint until the player types one, not an error.
  const unstaked = entry.amount === 0;
  const stakeError = stakeProblem(entry.amount, rules);
  const invalid = !!stakeError && !unstaked;
  const lay = entry.side === 'LAY';
  return (
    <>
      <div
        className={cn('grid items-end gap-3', lay ? 'grid-cols-[minmax(0,1fr)_auto_auto]' : 'grid-cols-2')}
      >
        <div className="grid gap-1">
          <label htmlFor={stakeId} className="text-xs text-muted-foreground">
            <Trans>Stake (₹)</Trans>
          </label>
          <Input
            id={stakeId}
            inputMode="numeric"
            autoComplete="off"
            value={entry.amount ? String(entry.amount) : ''}
            placeholder={String(rules.minStake)}
            aria-invalid={invalid || undefined}
            aria-describedby={stakeError ? `${stakeId}-error` : undefined}
            disabled={disabled}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, String(MAX_SLIP_STAKE).length);
              onAmountChange(entry.id, digits ? Number(digits) : 0);
            }}
            className="h-9 tabular-nums"
          />
        </div>
        {lay && (
          <div className="grid gap-1 text-right">
            <span className="text-xs text-muted-foreground">
              <Trans>Liability</Trans>
            </span>
            <span className="text-sm font-semibold tabular-nums text-pink-200" data-testid="entry-liability">
              {formatRupees2(heldRupees(entry))}
            </span>
          </div>
        )}
        <div className="grid gap-1 text-right">
          <span className="text-xs text-muted-foreground">
            <Trans>Return</Trans>
          </span>
          <span className="text-sm font-semibold tabular-nums text-green-300" data-testid="entry-return">
            {formatRupees2(returnRupees(entry))}
          </span>
        </div>
      </div>
      {lay && entry.amount > 0 && <LayTerms entry={entry} />}
      <QuickStakes entry={entry} onAmountChange={onAmountChange} stakes={quickStakes} disabled={disabled} />
      {stakeError && (
        <p
          id={`${stakeId}-error`}
          className={cn('-mt-1 text-xs', invalid ? 'text-red-300' : 'text-muted-foreground')}
        >
          {stakeError}
        </p>
      )}
    </>
  );
}

/** What a lay wins and what it loses, in words: the liability is what a player new to laying misses. */
function LayTerms({ entry }: { entry: SlipEntry }) {
  const option = useEntryNames(entry).option;
  const wins = formatRupees(entry.amount);
  const loses = formatRupees(heldRupees(entry));
  return (
    <p className="-mt-1 text-xs text-muted-foreground" data-testid="entry-lay-terms">
      <Trans>
        Wins {wins} if {option} does not win; loses {loses} if it does.
      </Trans>
    </p>
  );
}

/** The player's one-click stakes (₹100, ₹500, ₹1000 until they choose), each added to the entry's stake. */
function QuickStakes({
  entry,
  onAmountChange,
  stakes,
  disabled,
}: EntryPart & Pick<SlipEntryCardProps, 'onAmountChange'> & { stakes: readonly number[] }) {
  const { t } = useLingui();
  const name = useEntryNames(entry).option;
  return (
    <div className="grid grid-cols-3 gap-1.5">
      {stakes.map((value) => (
        <Button
          key={value}
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => onAmountChange(entry.id, Math.min(entry.amount + value, MAX_SLIP_STAKE))}
          aria-label={t`Add ₹${value} to stake for ${name}`}
          className="gap-0.5 px-1 tabular-nums"
        >
          <Plus className="size-3" aria-hidden="true" />
          {value.toLocaleString('en-IN')}
        </Button>
      ))}
    </div>
  );
}
